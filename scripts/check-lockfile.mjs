#!/usr/bin/env node
// Fails when a workspace package is missing from package-lock.json: `npm ci` (what CI runs on a clean clone)
// refuses such a lockfile, and a new extension folder is the usual way to get there.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dirs = workspaces
  .flatMap((w) => (w.endsWith('/*') ? readdirSync(join(root, w.slice(0, -2))).map((d) => `${w.slice(0, -2)}/${d}`) : [w]))
  .filter((d) => existsSync(join(root, d, 'package.json')));
const missing = dirs.filter((d) => !lock.packages?.[d]);
if (missing.length) {
  console.error(`✖ package-lock.json lacks workspace(s): ${missing.join(', ')} — run \`npm install\` and commit the lockfile`);
  process.exit(1);
}
console.log(`✔ lockfile records all ${dirs.length} workspaces`);
