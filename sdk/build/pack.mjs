// Market packages: one JSON file `<id>-<version>.tessera.json` holding the built manifest and every built file as
// base64. The server's `/api/extensions/install` accepts exactly this object.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { sriSha384, ExtensionBuildError } from './errors.mjs';

export const PACK_FORMAT = 'tessera-extension-pack@1';

function listFiles(root, dir = root) {
  return readdirSync(dir).flatMap((name) => {
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) return listFiles(root, abs);
    return name.endsWith('.tessera.json') ? [] : [relative(root, abs).split(sep).join('/')];
  });
}

/** Packs a BUILT extension folder (output of buildExtension). Verifies the entry against its integrity first. */
export function packBuilt(builtDir) {
  const manifest = JSON.parse(readFileSync(join(builtDir, 'extension.json'), 'utf8'));
  const entry = readFileSync(join(builtDir, manifest.entry));
  if (manifest.integrity !== sriSha384(entry)) {
    throw new ExtensionBuildError(`${manifest.entry} in ${builtDir} does not match the manifest's integrity; rebuild it`);
  }
  const files = {};
  for (const rel of listFiles(builtDir).sort()) files[rel] = readFileSync(join(builtDir, rel)).toString('base64');
  return { format: PACK_FORMAT, manifest, files };
}

export function packFileName(manifest) {
  return `${manifest.id}-${manifest.version}.tessera.json`;
}

/** Decodes a pack back into `{ manifest, files: Map<path, Buffer> }`, checking its format and integrity. */
export function readPack(pack) {
  if (!pack || pack.format !== PACK_FORMAT) throw new ExtensionBuildError(`Not a ${PACK_FORMAT} package`);
  const files = new Map(Object.entries(pack.files ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64')]));
  const entry = files.get(pack.manifest?.entry);
  if (!entry || sriSha384(entry) !== pack.manifest.integrity) throw new ExtensionBuildError('The package entry does not match its integrity');
  return { manifest: pack.manifest, files };
}
