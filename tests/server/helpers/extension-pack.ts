/**
 * Builds `tessera-extension-pack@1` bodies for tests (what `tessera-ext pack --sign` produces): the packed
 * `extension.json`, a sha384 integrity map over every file, and an ed25519 signature by the test publisher key
 * (trust it with `trustTestPublisher`). `sign: false` leaves the pack unsigned; `key` signs with another seed.
 */
import { createHash, createPrivateKey, createPublicKey, sign as edSign } from 'node:crypto';

const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');
export const TEST_PUBLISHER_SEED = Buffer.alloc(32, 7);
export const OTHER_PUBLISHER_SEED = Buffer.alloc(32, 9);

export const sri384 = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export function publisherKey(seed: Buffer = TEST_PUBLISHER_SEED) {
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64');
  return { privateKey, publicKey };
}

/** The text a publisher signs (server: modules/extensions/pack-trust.ts). */
export function digestText(id: string, version: string, integrity: Record<string, string>): string {
  return (
    [
      'tessera-extension-pack@1',
      `${id}@${version}`,
      ...Object.keys(integrity)
        .sort()
        .map((p) => `${integrity[p]} ${p}`),
    ].join('\n') + '\n'
  );
}

export interface PackBody {
  format: string;
  manifest: Record<string, any>;
  files: Record<string, string>;
  integrity: Record<string, string>;
  signature?: { publicKey: string; value: string; publisher?: string };
}

/** Re-hashes every file and re-signs (or drops the signature when `seed` is null), as a publisher's pack would be. */
export function seal(pack: Omit<PackBody, 'integrity' | 'signature'>, seed: Buffer | null = TEST_PUBLISHER_SEED): PackBody {
  const integrity = Object.fromEntries(Object.entries(pack.files).map(([p, b64]) => [p, sri384(Buffer.from(b64, 'base64'))]));
  const out: PackBody = { format: pack.format, manifest: pack.manifest, files: pack.files, integrity };
  if (seed) {
    const k = publisherKey(seed);
    out.signature = {
      publicKey: k.publicKey,
      value: edSign(null, Buffer.from(digestText(pack.manifest.id, pack.manifest.version, integrity)), k.privateKey).toString('base64'),
    };
  }
  return out;
}

export function packExtension(manifest: Record<string, any>, files: Record<string, string>, opts: { seed?: Buffer | null } = {}): PackBody {
  const entry = String(manifest.entry).replace(/^\.\//, '');
  const full = { integrity: sri384(files[entry] ?? ''), ...manifest };
  const all = { ...files, 'extension.json': JSON.stringify(full) };
  return seal(
    {
      format: 'tessera-extension-pack@1',
      manifest: full,
      files: Object.fromEntries(Object.entries(all).map(([p, text]) => [p, Buffer.from(text).toString('base64')])),
    },
    opts.seed === undefined ? TEST_PUBLISHER_SEED : opts.seed,
  );
}

/** Adds the test publisher key to the server's trusted keys (as a SYS_ADMIN does on the market page). */
export async function trustTestPublisher(
  s: { post(path: string, body: unknown, o: { token: string }): Promise<any> },
  adminToken: string,
  seed = TEST_PUBLISHER_SEED,
) {
  const res = await s.post('/market/keys/add', { name: 'Test publisher', public_key: publisherKey(seed).publicKey }, { token: adminToken });
  // 400: trusted already.
  if (res.code !== 200 && res.code !== 400) throw new Error(`trusting the test key: ${res.message}`);
  return res;
}

export function marketManifest(id = 'acme.weather', version = '1.0.0') {
  return {
    manifestVersion: 1,
    id,
    version,
    displayName: { en: 'Weather', ch: '天气' },
    kind: 'visual',
    engines: { sdk: '^1.0.0' },
    entry: 'index.js',
    contributes: {
      views: [
        {
          id: 'station',
          viewPath: '/pages/acme/weather',
          menu: { path: '/acme/weather', name: 'acmeWeather', title: { en: 'Weather', ch: '天气' }, icon: 'cloud', parent: 'applicationManagement', sort: 99 },
        },
      ],
    },
  };
}
