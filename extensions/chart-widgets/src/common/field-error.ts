/** The first of `candidates` present in the validate() messages, for a field's helper text. */
export function fieldError(errors: readonly string[], ...candidates: string[]): string | undefined {
  return candidates.find((c) => errors.includes(c));
}
