// `tessera-ext index <dir>`: writes <dir>/index.json (tessera-market-index@1) listing every *.tessera.json package in
// <dir>, so any static web server hosting that folder is a market source (docs/market.md, "Sources"). Screenshots
// packed under screenshots/ are written next to it (screenshots/<id>/<version>/<name>) and listed by relative URL.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createHash } from 'node:crypto';
import { ExtensionBuildError } from './errors.mjs';
import { PACK_FORMAT } from './pack.mjs';

export const INDEX_FORMAT = 'tessera-market-index@1';

export async function writeMarketIndex(dir) {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.tessera.json')).sort();
  const packages = [];
  for (const name of names) {
    const pack = JSON.parse(await readFile(join(dir, name), 'utf8'));
    if (pack?.format !== PACK_FORMAT) throw new ExtensionBuildError(`${name} is not a ${PACK_FORMAT} package`);
    const m = pack.manifest;
    const files = pack.files ?? {};
    const screenshots = [];
    for (const p of Object.keys(files)
      .filter((f) => f.startsWith('screenshots/'))
      .sort()) {
      const rel = `screenshots/${m.id}/${m.version}/${basename(p)}`;
      await mkdir(join(dir, 'screenshots', m.id, m.version), { recursive: true });
      await writeFile(join(dir, rel), Buffer.from(files[p], 'base64'));
      screenshots.push(rel);
    }
    const keyId = pack.signature?.publicKey
      ? createHash('sha256').update(Buffer.from(pack.signature.publicKey, 'base64')).digest('hex').slice(0, 16)
      : undefined;
    packages.push({
      file: name,
      id: m.id,
      version: m.version,
      displayName: m.displayName,
      description: m.description,
      kind: m.kind,
      publisher: m.publisher,
      ...(files['README.md'] ? { readme: Buffer.from(files['README.md'], 'base64').toString('utf8') } : {}),
      ...(screenshots.length ? { screenshots } : {}),
      ...(keyId ? { keyId } : {}),
      ...(m.kind === 'device' && files['device-plugin.json'] ? { devicePlugin: true } : {}),
    });
  }
  const file = join(dir, 'index.json');
  await writeFile(file, JSON.stringify({ format: INDEX_FORMAT, packages }, null, 2) + '\n');
  return { file, count: packages.length };
}
