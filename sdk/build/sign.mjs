// Publisher keys and signed market packages (docs/market.md, "Trust"). A pack carries `integrity` (sha384 SRI of
// every file, `extension.json` included) and, when signed, `signature: { publicKey, value, publisher }`: an ed25519
// signature over the digest text below — the same text the server verifies (server/src/modules/extensions/pack-trust.ts).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { getPublicKeyAsync, signAsync, utils } from '@noble/ed25519';
import { ExtensionBuildError, sriSha384 } from './errors.mjs';

export const KEY_FORMAT = 'tessera-publisher-key@1';

export function digestText(id, version, integrity) {
  const lines = Object.keys(integrity)
    .sort()
    .map((p) => `${integrity[p]} ${p}`);
  return ['tessera-extension-pack@1', `${id}@${version}`, ...lines].join('\n') + '\n';
}

export function keyIdOf(publicKeyBase64) {
  return createHash('sha256').update(Buffer.from(publicKeyBase64, 'base64')).digest('hex').slice(0, 16);
}

/** `tessera-ext keygen`: a new ed25519 key pair, written as JSON (mode 600). Returns what to print. */
export async function generateKey(file, publisher) {
  if (existsSync(file)) throw new ExtensionBuildError(`${file} exists; refusing to overwrite a key`);
  const secret = utils.randomSecretKey();
  const publicKey = Buffer.from(await getPublicKeyAsync(secret)).toString('base64');
  const key = {
    format: KEY_FORMAT,
    publisher: publisher || undefined,
    keyId: keyIdOf(publicKey),
    publicKey,
    secretKey: Buffer.from(secret).toString('base64'),
  };
  await writeFile(file, JSON.stringify(key, null, 2) + '\n', { mode: 0o600 });
  return key;
}

export async function readKey(file) {
  let key;
  try {
    key = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    throw new ExtensionBuildError(`cannot read the key ${file}: ${e.message}`);
  }
  if (key?.format !== KEY_FORMAT || !key.secretKey || !key.publicKey)
    throw new ExtensionBuildError(`${file} is not a ${KEY_FORMAT} file (make one with tessera-ext keygen)`);
  return key;
}

/** Adds the integrity map over every file and, with a key, the publisher's signature. */
export async function sealPack(pack, key) {
  const integrity = {};
  for (const [p, b64] of Object.entries(pack.files)) integrity[p] = sriSha384(Buffer.from(b64, 'base64'));
  const out = { ...pack, integrity };
  if (key) {
    const text = new TextEncoder().encode(digestText(pack.manifest.id, pack.manifest.version, integrity));
    const value = Buffer.from(await signAsync(text, new Uint8Array(Buffer.from(key.secretKey, 'base64')))).toString('base64');
    out.signature = {
      publicKey: key.publicKey,
      value,
      ...(key.publisher || pack.manifest.publisher ? { publisher: key.publisher || pack.manifest.publisher } : {}),
    };
  }
  return out;
}
