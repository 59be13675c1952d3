/** Shared text matching for list filters: the one copy every store uses. */

/** Escapes `%`, `_` and `\` so a user's text matches literally inside a LIKE / ILIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
