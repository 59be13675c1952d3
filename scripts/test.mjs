#!/usr/bin/env node
// `npm test`: every check CI runs, in order, failing fast. Each step is a plain npm script so it can run alone.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint (import rules, ESLint, Prettier)', 'npm', ['run', '-s', 'lint']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['unit + component + server tests', 'npx', ['vitest', 'run']],
  ['e2e (Chromium)', 'npx', ['playwright', 'test']],
];

for (const [title, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${title} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${title} (${secs}s)`);
}
