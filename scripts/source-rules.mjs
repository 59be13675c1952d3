// Text rules `npm run lint` checks next to the import rules (docs/ARCHITECTURE.md, 'Layers and import rules'):
// SQL lives only in stores and storage/, and no comment points at documents outside the repository.
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Server files that still hold SQL outside a store: debt from before the module shape, to be moved into stores.
 * The list may only shrink: a new file with SQL fails, and so does a listed file that no longer holds any (delete
 * its line then).
 */
export const SQL_DEBT = [];

/** Kysely query builders or the `sql` template tag, in code (comments are stripped first). */
const SQL_USE =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\s*[(<]|\bsql\s*(<[^`;]*>)?\s*`|\bsql\.(raw|ref|lit|id|join|table|val)\s*\(/;

/** Where SQL may live: `store.ts`, `*-store.ts`, and everything under server/src/storage/. */
export const sqlAllowed = (file) => /(^|\/|-)store\.[cm]?[jt]s$/.test(file) || file.startsWith('server/src/storage/');

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** `file:line` of the first SQL use, comments ignored; null when the file holds none. */
function firstSqlLine(abs) {
  const text = readFileSync(abs, 'utf8');
  const loader = abs.endsWith('x') ? 'tsx' : 'ts';
  const code = esbuild.transformSync(text, { loader, legalComments: 'none', tsconfigRaw: { compilerOptions: { experimentalDecorators: true } } }).code;
  if (!SQL_USE.test(code)) return null;
  const lines = text.split('\n');
  const at = lines.findIndex((l) => SQL_USE.test(l) && !/^\s*(\/\/|\*|\/\*)/.test(l));
  return at >= 0 ? at + 1 : 1;
}

/** SQL outside stores and storage/ (minus the debt), and debt entries that hold no SQL any more. */
export function sqlViolations(root, files, debt = SQL_DEBT) {
  const out = [];
  const holding = new Set();
  for (const abs of files) {
    const file = relative(root, abs).split(sep).join('/');
    if (!file.startsWith('server/') || TEST_FILE.test(file) || sqlAllowed(file)) continue;
    const line = firstSqlLine(abs);
    if (line === null) continue;
    holding.add(file);
    if (!debt.includes(file)) out.push({ file, line, what: 'holds SQL', rule: 'SQL lives only in store.ts, *-store.ts and server/src/storage/' });
  }
  for (const file of debt) {
    if (!holding.has(file))
      out.push({ file: 'scripts/source-rules.mjs', line: 1, what: `lists ${file}`, rule: 'it holds no SQL outside a store any more: drop it from SQL_DEBT' });
  }
  return out;
}

/** A section pointer (the section sign and a number) or a path to the documents outside the repository. */
const OUTSIDE_POINTER = /\u00a7 ?\d|(\.\.\/)+shared\/(spec|reference|ARCHITECTURE|design-card)|\/work\/shared\b/;
const POINTER_DIRS = ['core', 'sdk', 'extensions', 'server', 'scripts', 'bench', 'tests', 'e2e'];
const POINTER_FILES = /\.(m?[jt]sx?|cjs|css|md)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);

function listText(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIP_DIRS.has(name)) return [];
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) return listText(abs);
    return POINTER_FILES.test(name) ? [abs] : [];
  });
}

/** Comments and texts that cite a section of, or a path to, documents a clone of the repository does not have. */
export function pointerViolations(root) {
  const files = [...POINTER_DIRS.flatMap((d) => listText(join(root, d))), join(root, 'esbuild.config.mjs')].filter(existsSync);
  const out = [];
  for (const abs of files) {
    const lines = readFileSync(abs, 'utf8').split('\n');
    lines.forEach((l, i) => {
      const m = OUTSIDE_POINTER.exec(l);
      if (m)
        out.push({
          file: relative(root, abs).split(sep).join('/'),
          line: i + 1,
          what: `cites ${m[0]}`,
          rule: 'name the behaviour or point into docs/, never outside the repository',
        });
    });
  }
  return out;
}
