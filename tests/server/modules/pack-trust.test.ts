/**
 * What the SDK CLI signs is what the server verifies: `tessera-ext keygen` keys, `sealPack` (pack --sign) and the
 * server's digest text and ed25519 check agree; any change to a file or to the manifest breaks the signature.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM of the SDK CLI, no types
import { generateKey, sealPack, digestText as cliDigest, keyIdOf as cliKeyId } from '../../../sdk/build/sign.mjs';
// @ts-expect-error plain ESM of the SDK CLI, no types
import { writeMarketIndex } from '../../../sdk/build/market-index.mjs';
import { canonicalJson, keyIdOf, packDigestText, signatureValid } from '../../../server/src/modules/extensions/pack-trust';

const b64 = (t: string) => Buffer.from(t).toString('base64');

describe('signed packs: CLI and server agree', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-sign-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('a key made by keygen signs a pack the server verifies; tampering with any file breaks it', async () => {
    const key = await generateKey(path.join(dir, 'k.json'), 'Acme');
    expect((await fs.stat(path.join(dir, 'k.json'))).mode & 0o777).toBe(0o600);
    await expect(generateKey(path.join(dir, 'k.json'), 'Acme')).rejects.toThrow(/refusing to overwrite/);
    expect(key.keyId).toBe(keyIdOf(key.publicKey));
    expect(cliKeyId(key.publicKey)).toBe(keyIdOf(key.publicKey));
    const manifest = { id: 'acme.x', version: '1.0.0' };
    const pack = await sealPack({ format: 'tessera-extension-pack@1', manifest, files: { 'index.js': b64('x'), 'locales/en.json': b64('{}') } }, key);
    expect(pack.signature).toMatchObject({ publicKey: key.publicKey, publisher: 'Acme' });
    expect(cliDigest('acme.x', '1.0.0', pack.integrity)).toBe(packDigestText('acme.x', '1.0.0', pack.integrity));
    expect(await signatureValid(packDigestText('acme.x', '1.0.0', pack.integrity), pack.signature.value, key.publicKey)).toBe(true);
    const tampered = { ...pack.integrity, 'locales/en.json': 'sha384-other' };
    expect(await signatureValid(packDigestText('acme.x', '1.0.0', tampered), pack.signature.value, key.publicKey)).toBe(false);
    expect(await signatureValid(packDigestText('acme.x', '1.0.1', pack.integrity), pack.signature.value, key.publicKey)).toBe(false);
    expect(await signatureValid('x', 'not base64 at all', key.publicKey)).toBe(false);
    // Unsigned: only the integrity map.
    expect((await sealPack({ format: 'tessera-extension-pack@1', manifest, files: {} })).signature).toBeUndefined();
  });

  it('compares manifests by content, not key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(canonicalJson({ a: { c: null, d: [1, { e: 3, f: 2 }] }, b: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });

  it('tessera-ext index lists a folder of packages with readme and screenshots', async () => {
    const market = path.join(dir, 'market');
    await fs.mkdir(market);
    const manifest = { id: 'acme.y', version: '2.0.0', displayName: { en: 'Y' }, kind: 'device' };
    await fs.writeFile(
      path.join(market, 'acme.y-2.0.0.tessera.json'),
      JSON.stringify({
        format: 'tessera-extension-pack@1',
        manifest,
        files: { 'README.md': b64('# Y'), 'screenshots/a.png': b64('PNG'), 'device-plugin.json': b64('{}') },
      }),
    );
    const r = await writeMarketIndex(market);
    expect(r.count).toBe(1);
    const index = JSON.parse(await fs.readFile(path.join(market, 'index.json'), 'utf8'));
    expect(index).toEqual({
      format: 'tessera-market-index@1',
      packages: [
        {
          file: 'acme.y-2.0.0.tessera.json',
          id: 'acme.y',
          version: '2.0.0',
          displayName: { en: 'Y' },
          kind: 'device',
          readme: '# Y',
          screenshots: ['screenshots/acme.y/2.0.0/a.png'],
          devicePlugin: true,
        },
      ],
    });
    expect(await fs.readFile(path.join(market, 'screenshots/acme.y/2.0.0/a.png'), 'utf8')).toBe('PNG');
  });
});
