#!/usr/bin/env node
// Notice sanitizer bench: sanitizes 100 000-character notices (the route's limit) of ordinary rich text and of
// hostile shapes (unclosed <script> blocks, bare brackets, half tags, unterminated hrefs) and prints ms per notice
// and characters per ms. A quadratic shape would show as one row far slower than the others. Pure CPU. Never a
// timed test: numbers only.
//   node bench/mini-program/run.mjs [--rounds 20]
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const i = process.argv.indexOf('--rounds');
const ROUNDS = i > 0 ? Number(process.argv[i + 1]) : 20;

const outfile = path.join(ROOT, 'node_modules/.cache/tessera-bench/mini-rich-text.mjs');
await esbuild.build({
  entryPoints: [path.join(ROOT, 'server/src/modules/mini-program/rich-text.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile,
  logLevel: 'warning',
});
const { sanitizeRichText } = await import(pathToFileURL(outfile).href);

const fill = (unit) => unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000);
const SHAPES = {
  'ordinary rich text': fill('<p>Station <b>North</b> closes at <i>22:00</i>; see <a href="https://example.com/n">the map</a>.</p>'),
  'unclosed <script>': fill('<script>'),
  'half tags <script': fill('<script'),
  'bare <': fill('<'),
  'unterminated href': fill('<a href="'),
  'comment openers': fill('<!--'),
  'nested unknown tags': fill('<marquee><blink>x'),
};

console.log(
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${ROUNDS} rounds of a 100 000-character notice`,
);
for (const [name, input] of Object.entries(SHAPES)) {
  sanitizeRichText(input);
  const t = performance.now();
  for (let r = 0; r < ROUNDS; r++) sanitizeRichText(input);
  const ms = (performance.now() - t) / ROUNDS;
  console.log(
    `${name.padEnd(22)} ${ms.toFixed(2).padStart(8)} ms/notice ${Math.round(input.length / ms)
      .toString()
      .padStart(10)} chars/ms`,
  );
}
