/**
 * What a market package must prove before it installs (docs/market.md, "Trust"): every file is covered by the
 * package's integrity map (sha384 per file, the entry, chunks, locales, assets and `extension.json` alike), the outer
 * manifest equals the packed `extension.json`, and the publisher's ed25519 signature over the canonical digest text
 * (id, version and the integrity map) verifies. Whether the signing key is trusted is the install service's call.
 */
import { createHash } from 'node:crypto';
import { verifyAsync } from '@noble/ed25519';

export const PACK_DIGEST_HEADER = 'tessera-extension-pack@1';

/**
 * The text a publisher signs: a header line, `<id>@<version>`, then one `<sri> <path>` line per file sorted by path.
 * The SDK CLI (`sdk/build/sign.mjs`) builds the same text.
 */
export function packDigestText(id: string, version: string, integrity: Record<string, string>): string {
  const lines = Object.keys(integrity)
    .sort()
    .map((p) => `${integrity[p]} ${p}`);
  return [PACK_DIGEST_HEADER, `${id}@${version}`, ...lines].join('\n') + '\n';
}

/** A key's id: the first 16 hex digits of the sha256 of its 32 raw bytes. */
export function keyIdOf(publicKeyBase64: string): string {
  return createHash('sha256').update(Buffer.from(publicKeyBase64, 'base64')).digest('hex').slice(0, 16);
}

/** A base64 ed25519 public key: exactly 32 bytes. */
export function isPublicKey(b64: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(b64) && Buffer.from(b64, 'base64').length === 32;
}

export async function signatureValid(text: string, signatureBase64: string, publicKeyBase64: string): Promise<boolean> {
  const sig = Buffer.from(signatureBase64, 'base64');
  if (sig.length !== 64 || !isPublicKey(publicKeyBase64)) return false;
  try {
    return await verifyAsync(new Uint8Array(sig), new TextEncoder().encode(text), new Uint8Array(Buffer.from(publicKeyBase64, 'base64')));
  } catch {
    return false;
  }
}

/** JSON with object keys sorted, so two manifests compare by content, not key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
