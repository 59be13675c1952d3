const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const RANDOM_STRING_LENGTH = 15;
export const CHART_ID_LENGTH = 12;

/** A random alphanumeric string (default length 15, the spec's constants), from a cryptographic source. */
export function randomString(length: number = RANDOM_STRING_LENGTH): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  // 248 = 62*4: rejecting larger bytes keeps every character equally likely.
  for (let i = 0; out.length < length; i++) {
    if (i >= bytes.length) {
      globalThis.crypto.getRandomValues(bytes);
      i = 0;
    }
    if (bytes[i] < 248) out += ALPHANUMERIC[bytes[i] % 62];
  }
  return out;
}

/** A chart component id: 12 random alphanumerics (the spec's entity fields). */
export function randomChartId(): string {
  return randomString(CHART_ID_LENGTH);
}
