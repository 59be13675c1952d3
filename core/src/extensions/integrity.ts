/**
 * Subresource-Integrity style check (`sha384-<base64>`) of a fetched extension entry (docs/ARCHITECTURE.md, 'Extension
 * lifecycle').
 */
export async function computeIntegrity(bytes: ArrayBuffer | Uint8Array, algorithm: 'sha384' = 'sha384'): Promise<string> {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const digest = await crypto.subtle.digest('SHA-384', data as Uint8Array<ArrayBuffer>);
  return `${algorithm}-${toBase64(new Uint8Array(digest))}`;
}

/** True when any of the space-separated sha384 hashes of `expected` matches the bytes. */
export async function matchesIntegrity(bytes: ArrayBuffer | Uint8Array, expected: string): Promise<boolean> {
  const candidates = expected
    .trim()
    .split(/\s+/)
    .filter((h) => h.startsWith('sha384-'));
  if (!candidates.length) return false;
  const actual = await computeIntegrity(bytes);
  return candidates.some((c) => c.split('?')[0] === actual);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
