#!/usr/bin/env node
// tessera-ext: build, validate and pack a Tessera extension folder. Works from any directory: esbuild and the SDK
// are resolved from this package's own location, never from the current directory.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildExtension, checkExtension, ExtensionBuildError, readManifest } from '../build/preset.mjs';
import { packBuilt, packFileName } from '../build/pack.mjs';
import { loadValidator } from '../build/load-validator.mjs';
import { generateKey, readKey, sealPack } from '../build/sign.mjs';
import { writeMarketIndex } from '../build/market-index.mjs';
import { createExtension } from '../build/create.mjs';
import { typecheckExtension } from '../build/typecheck.mjs';
import { testExtension } from '../build/test-runner.mjs';

const USAGE = `Usage:
  tessera-ext create   <name> [--out <parent dir>]         scaffold <name> ("publisher.name" or "name"): a screen,
                                                           a widget, six locale files and a harness test
  tessera-ext test     [dir]                               run <dir>/test/**/*.test.tsx with the SDK's harness
  tessera-ext build    [dir] [--out <dir>] [--no-minify]   type-check, then build <dir> (default .) into <dir>/dist
                     [--no-typecheck]
  tessera-ext validate [dir] [--market]                    check extension.json and the locale files
  tessera-ext pack     [dir] [--out <dir>] [--sign <key>]  build, then write <id>-<version>.tessera.json
                                                           (into --out, default <dir>), signed with <key>
  tessera-ext keygen   [--out <file>] [--publisher <name>] new ed25519 publisher key (default
                                                           ./tessera-publisher.key.json); prints the public key
  tessera-ext index    [dir]                               write <dir>/index.json listing its packages
                                                           (a static market index)`;

function parse(argv) {
  const [command, ...rest] = argv;
  const opts = { command, dir: '.', out: undefined, minify: true, market: false, typecheck: true, name: undefined, sign: undefined, publisher: undefined };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (a === '--out' || a === '-o') opts.out = rest[++i];
    else if (a.startsWith('--out=')) opts.out = a.slice(6);
    else if (a === '--no-minify') opts.minify = false;
    else if (a === '--market') opts.market = true;
    else if (a === '--sign') opts.sign = rest[++i];
    else if (a === '--publisher') opts.publisher = rest[++i];
    else if (a === '--no-typecheck') opts.typecheck = false;
    else if (a === '--help' || a === '-h') opts.command = 'help';
    else if (a.startsWith('-')) throw new ExtensionBuildError(`Unknown option ${a}\n${USAGE}`);
    else if (command === 'create' && opts.name === undefined) opts.name = a;
    else opts.dir = a;
  }
  return opts;
}

async function build(opts) {
  const dir = resolve(opts.dir);
  if (opts.typecheck) {
    // Manifest and locale problems first: they say more than the type errors a wrong manifest may cause.
    const { problems } = await checkExtension(dir);
    if (problems.length) throw new ExtensionBuildError(`extension.json of ${dir} is invalid:`, problems);
    const tc = typecheckExtension(dir);
    console.log(tc.checked ? `type-checked src/ (${tc.ms} ms)` : `warning: not type-checked (${tc.reason})`);
  }
  const r = await buildExtension({ dir, outDir: opts.out ? resolve(opts.out) : join(dir, 'dist'), minify: opts.minify });
  for (const w of r.warnings) console.warn(`warning: ${w}`);
  console.log(`built ${r.manifest.id}@${r.manifest.version} → ${r.outDir} (index.js ${(r.bytes / 1024).toFixed(1)} KiB)`);
  console.log(`  shared: ${r.sharedUsed.join(', ') || '(none)'}`);
  console.log(`  integrity: ${r.manifest.integrity}`);
  return r;
}

async function validate(opts) {
  const dir = resolve(opts.dir);
  const { manifest, problems, warnings } = await checkExtension(dir, { market: opts.market });
  if (problems.length) throw new ExtensionBuildError(`${join(dir, 'extension.json')} is invalid:`, problems);
  for (const w of warnings) console.warn(`warning: ${w}`);
  console.log(`${manifest.id}@${manifest.version}: extension.json is valid`);
}

async function pack(opts) {
  const dir = resolve(opts.dir);
  // A folder that is already a built package (entry index.js + integrity, no sources) is packed as is.
  const m = readManifest(dir);
  const prebuilt = m.entry === 'index.js' && m.integrity && existsSync(join(dir, 'index.js')) && !existsSync(join(dir, 'src'));
  const builtDir = prebuilt ? dir : (await build({ ...opts, out: undefined })).outDir;
  const packed = await sealPack(packBuilt(builtDir), opts.sign ? await readKey(resolve(opts.sign)) : undefined);
  const { validateManifest } = await loadValidator();
  const check = validateManifest(packed.manifest, { market: true });
  if (!check.valid)
    throw new ExtensionBuildError(
      'Not a valid market package:',
      check.errors.map((e) => `${e.path || '/'}: ${e.message}`),
    );
  const outDir = opts.out ? resolve(opts.out) : dir;
  await mkdir(outDir, { recursive: true });
  const file = join(outDir, packFileName(packed.manifest));
  await writeFile(file, JSON.stringify(packed));
  console.log(`packed ${Object.keys(packed.files).length} files → ${file}${packed.signature ? ' (signed)' : ' (unsigned)'}`);
}

async function keygen(opts) {
  const key = await generateKey(resolve(opts.out ?? 'tessera-publisher.key.json'), opts.publisher);
  console.log(`key ${key.keyId} → ${resolve(opts.out ?? 'tessera-publisher.key.json')} (keep it secret)`);
  console.log(`public key (give it to the SYS_ADMIN: Plugin market → Trusted publishers):\n${key.publicKey}`);
}

async function index(opts) {
  const r = await writeMarketIndex(resolve(opts.dir));
  console.log(`indexed ${r.count} packages → ${r.file}`);
}

async function create(opts) {
  if (!opts.name) throw new ExtensionBuildError(`create needs a name\n${USAGE}`);
  const r = await createExtension({ name: opts.name, parent: opts.out ?? '.' });
  console.log(`created ${r.id} in ${r.dir}:\n${r.files.map((f) => `  ${f}`).join('\n')}`);
  console.log(`next: cd ${r.dir} && tessera-ext build && tessera-ext pack`);
}

async function main() {
  const opts = parse(process.argv.slice(2));
  if (opts.command === 'create') await create(opts);
  else if (opts.command === 'test') process.exitCode = testExtension(opts.dir);
  else if (opts.command === 'build') await build(opts);
  else if (opts.command === 'validate') await validate(opts);
  else if (opts.command === 'pack') await pack(opts);
  else if (opts.command === 'keygen') await keygen(opts);
  else if (opts.command === 'index') await index(opts);
  else {
    console.log(USAGE);
    if (opts.command !== 'help') process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e instanceof ExtensionBuildError ? `error: ${e.message}` : e);
  process.exitCode = 1;
});
