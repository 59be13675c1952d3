// Brotli and gzip siblings of every compressible build output, written once at build time: the server hands them out
// as they are (`@fastify/static` preCompressed), so a browser downloads the compressed bytes without the server
// spending CPU on each request.
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const abs = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(abs);
    else if (COMPRESSIBLE.has(extname(entry.name)) && !entry.name.endsWith('meta.json')) yield abs;
  }
}

/** Writes `<file>.br` and `<file>.gz` next to each compressible file of `dir`; resolves to the count and byte totals. */
export async function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  const pending = [];
  const one = async (file) => {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) return;
    const [b, g] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
    totals.files += 1;
    totals.raw += body.length;
    totals.br += b.length;
    totals.gzip += g.length;
  };
  try {
    await stat(dir);
  } catch {
    return totals;
  }
  for await (const file of files(dir)) {
    pending.push(one(file));
    // zlib runs on libuv's thread pool: a few at a time keeps every thread busy without holding every file in memory.
    if (pending.length >= 16) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  return totals;
}
