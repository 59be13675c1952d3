import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = join(REPO_ROOT, 'sdk', 'bin', 'tessera-ext.mjs');

export interface BuiltPack {
  /** The extension folder, outside the workspace. */
  dir: string;
  /** `<id>-<version>.tessera.json` as `pack` wrote it. */
  file: string;
  pack: {
    format: string;
    manifest: { id: string; version: string; integrity?: string; entry: string };
    files: Record<string, string>;
    integrity?: Record<string, string>;
    signature?: { publicKey: string; value: string };
  };
  /** What `build` printed. */
  buildOutput: string;
}

/** Runs the SDK CLI as an integrator would: by path, from the extension folder (which has no node_modules). */
export function cli(args: string[], cwd: string): string {
  return execFileSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A publisher key made by `tessera-ext keygen` (outside the workspace): the key file and its public key. */
export interface PublisherKey {
  file: string;
  publicKey: string;
}

let defaultKey: PublisherKey | undefined;

export function publisherKey(dir = mkdtempSync(join(tmpdir(), 'tessera-publisher-'))): PublisherKey {
  const file = join(dir, 'publisher.key.json');
  cli(['keygen', '--out', file, '--publisher', 'Acme e2e'], dir);
  return { file, publicKey: (JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string }).publicKey };
}

/** The key every e2e pack is signed with unless told otherwise; trust it with `/market/keys/add`. */
export function e2ePublisher(): PublisherKey {
  return (defaultKey ??= publisherKey());
}

/**
 * Copies `e2e/fixtures/<name>` into a fresh folder under the OS temp dir, then `tessera-ext build` and
 * `tessera-ext pack --sign <key>` it there (`sign: null`: unsigned). Throws (with the CLI's output) when either fails.
 */
export function buildMarketPack(name: string, opts: { sign?: PublisherKey | null } = {}): BuiltPack {
  const dir = join(mkdtempSync(join(tmpdir(), 'tessera-market-')), name);
  cpSync(join(REPO_ROOT, 'e2e', 'fixtures', name), dir, { recursive: true });
  if (!relative(REPO_ROOT, dir).startsWith('..')) throw new Error(`${dir} is inside the workspace`);
  const buildOutput = cli(['build', dir], dir);
  const key = opts.sign === undefined ? e2ePublisher() : opts.sign;
  cli(['pack', '.', ...(key ? ['--sign', key.file] : [])], dir);
  const manifest = JSON.parse(readFileSync(join(dir, 'extension.json'), 'utf8')) as { id: string; version: string };
  const file = join(dir, `${manifest.id}-${manifest.version}.tessera.json`);
  if (!existsSync(file)) throw new Error(`pack did not write ${file}`);
  return { dir, file, pack: JSON.parse(readFileSync(file, 'utf8')) as BuiltPack['pack'], buildOutput };
}
