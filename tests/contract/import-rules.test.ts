// The import and source rules of docs/ARCHITECTURE.md ('Layers and import rules'): scripts/lint-imports.mjs on a
// generated tree with one violation of each kind (it must name each, with file and line, and fail), on a clean
// tree, and on the real repository.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const LINT = join(ROOT, 'scripts/lint-imports.mjs');

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-lint-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function lint(root: string, sqlDebt?: string[]) {
  const args = [LINT, '--root', root];
  if (sqlDebt) {
    writeFileSync(join(root, 'sql-debt.json'), JSON.stringify(sqlDebt));
    args.push('--sql-debt', join(root, 'sql-debt.json'));
  }
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { status: r.status, lines: r.stdout.split('\n').filter((l) => /^\S+:\d+ /.test(l)), out: r.stdout + r.stderr };
}

const CLEAN: Record<string, string> = {
  'sdk/src/ok.ts': `import schema from '../../extension-manifest.schema.json';\nimport { useState } from 'react';\nimport { h } from './helper';\nexport { schema, useState, h };\n`,
  'sdk/src/helper.ts': 'export const h = 1;\n',
  'core/src/ok.tsx': `import { HttpClient } from '@tessera/sdk';\nimport { Button } from '@blueprintjs/core';\n// import '../../server/src/commented-out';\nconst s = "import('../../extensions/home/src/in-a-string')";\nexport const lazy = () => import('./ok-lazy');\nexport { HttpClient, Button, s };\n`,
  'core/src/ok-lazy.ts': 'export default 1;\n',
  'extensions/home/src/index.tsx': `import { defineExtension, useT } from '@tessera/sdk';\nimport { useState } from 'react';\nimport dayjs from 'dayjs';\nimport { Card } from './card';\nimport ch from '../locales/ch.json';\nexport default defineExtension({ views: { main: () => <Card t={useT} s={useState} d={dayjs} l={ch} /> } });\n`,
  'extensions/home/src/card.tsx': 'export const Card = (_: object) => null;\n',
  'extensions/home/locales/ch.json': '{}\n',
  'extensions/home/src/card.test.tsx': `import { createExtensionHarness } from '@tessera/sdk/harness';\nexport { createExtensionHarness };\n`,
  'server/src/main.ts': `import { toMillis } from '@tessera/sdk/shared';\nimport { validateManifest } from '@tessera/sdk/manifest';\nimport Fastify from 'fastify';\nimport { readFile } from 'node:fs/promises';\nimport { x } from './x';\nexport { toMillis, validateManifest, Fastify, readFile, x };\n`,
  'server/src/x.ts': 'export const x = 1;\n',
};

const VIOLATING: Record<string, string> = {
  ...CLEAN,
  'sdk/src/bad.ts': `import { b } from '../../core/src/b';\nexport { b };\n`,
  'core/src/b.ts': `import { h } from '../../extensions/home/src/index';\nexport * from '@tessera-ext/other';\nexport const b = () => import('../../server/src/x');\nexport { h };\n`,
  'extensions/home/src/bad.tsx': [
    `import { y } from '../../other/src/y';`,
    `import { b } from '../../../core/src/b';`,
    `import { SyncHook } from 'tapable';`,
    `import { createExtensionHarness } from '@tessera/sdk/harness';`,
    `import { toMillis } from '@tessera/sdk/shared';`,
    `import { readFile } from 'node:fs';`,
    `export { y, b, SyncHook, createExtensionHarness, toMillis, readFile };`,
  ].join('\n'),
  'extensions/other/src/y.ts': 'export const y = 1;\n',
  'server/src/bad.ts': `import { HttpClient } from '@tessera/sdk';\nimport { b } from '../../core/src/b';\nconst e = require('../../extensions/home/src/index');\nimport { toMillis } from '../../sdk/src/shared/time';\nexport { HttpClient, b, e, toMillis };\n`,
};

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('import rules (lint-imports)', () => {
  it('passes a tree that follows the rules', () => {
    const dir = tree(CLEAN);
    made.push(dir);
    const r = lint(dir, []);
    expect(r.lines).toEqual([]);
    expect(r.status).toBe(0);
  });

  it('names every violation with file, line, specifier and rule, and fails', () => {
    const dir = tree(VIOLATING);
    made.push(dir);
    const r = lint(dir, []);
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([
      'core/src/b.ts:1 imports ../../extensions/home/src/index (core/ never imports extensions/ or server/)',
      'core/src/b.ts:2 imports @tessera-ext/other (core/ never imports extensions/ or server/)',
      'core/src/b.ts:3 imports ../../server/src/x (core/ never imports extensions/ or server/)',
      'extensions/home/src/bad.tsx:1 imports ../../other/src/y (an extension never imports another extension)',
      'extensions/home/src/bad.tsx:2 imports ../../../core/src/b (an extension never imports core/)',
      'extensions/home/src/bad.tsx:3 imports tapable (an extension imports only @tessera/sdk and the shared modules (tapable is not in SHARED_MODULES))',
      'extensions/home/src/bad.tsx:4 imports @tessera/sdk/harness (an extension uses @tessera/sdk/harness only from tests)',
      'extensions/home/src/bad.tsx:5 imports @tessera/sdk/shared (an extension imports the SDK only as "@tessera/sdk")',
      'extensions/home/src/bad.tsx:6 imports node:fs (an extension runs in the browser: no Node built-ins)',
      'sdk/src/bad.ts:1 imports ../../core/src/b (sdk/ imports nothing of ours)',
      'server/src/bad.ts:1 imports @tessera/sdk (server/ imports of ours only @tessera/sdk/shared and @tessera/sdk/manifest)',
      'server/src/bad.ts:2 imports ../../core/src/b (server/ imports of ours only @tessera/sdk/shared and @tessera/sdk/manifest)',
      'server/src/bad.ts:3 imports ../../extensions/home/src/index (server/ imports of ours only @tessera/sdk/shared and @tessera/sdk/manifest)',
      'server/src/bad.ts:4 imports ../../sdk/src/shared/time (server/ imports of ours only @tessera/sdk/shared and @tessera/sdk/manifest)',
    ]);
  });

  it('keeps mqtt/ off ingest/ and migrations off live code', () => {
    const dir = tree({
      ...CLEAN,
      'server/src/ingest/pipeline.ts': 'export class Pipeline {}\n',
      'server/src/devices-core/identity.ts': 'export interface Identity { id: string }\n',
      'server/src/mqtt/broker.ts': `import type { Identity } from '../devices-core/identity';\nimport { Pipeline } from '../ingest/pipeline';\nexport type { Identity };\nexport { Pipeline };\n`,
      'server/src/storage/migrations/0002-b.ts': `import type { Kysely } from 'kysely';\nimport { randomUUID } from 'node:crypto';\nimport * as a from './0001-a';\nimport { x } from '../../x';\nexport { randomUUID, a, x };\nexport type { Kysely };\n`,
      'server/src/storage/migrations/0001-a.ts': 'export const a = 1;\n',
    });
    made.push(dir);
    const r = lint(dir, []);
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([
      'server/src/mqtt/broker.ts:2 imports ../ingest/pipeline (mqtt/ never imports ingest/ (shared types live in devices-core/))',
      'server/src/storage/migrations/0002-b.ts:4 imports ../../x (a migration imports only kysely and node built-ins)',
    ]);
  });

  it('finds SQL outside stores and storage/, and debt entries that no longer hold SQL', () => {
    const dir = tree({
      ...CLEAN,
      'server/src/modules/a/store.ts': "export const q = (db: any) => db.selectFrom('a').selectAll().execute();\n",
      'server/src/modules/a/rows-store.ts': "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n",
      'server/src/storage/paging.ts': "export const q = (db: any) => db.deleteFrom('a').execute();\n",
      'server/src/modules/a/service.ts': "// Not SQL: the store calls db.selectFrom('a').\nexport const ok = 1;\n",
      'server/src/modules/b/service.ts': "import { sql } from 'kysely';\nexport const count = 1;\nexport const q = sql<number>`select 1`;\n",
      'server/src/modules/c/service.ts': "export const q = (db: any) =>\n  db.updateTable('c').set({ x: 1 }).execute();\n",
      'server/src/modules/d/service.ts': "export const q = (db: any) => db.insertInto('d').values({}).execute();\n",
      'server/src/modules/e/service.ts': 'export const paid = 1;\n',
    });
    made.push(dir);
    const r = lint(dir, ['server/src/modules/d/service.ts', 'server/src/modules/e/service.ts']);
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([
      'scripts/source-rules.mjs:1 lists server/src/modules/e/service.ts (it holds no SQL outside a store any more: drop it from SQL_DEBT)',
      'server/src/modules/b/service.ts:3 holds SQL (SQL lives only in store.ts, *-store.ts and server/src/storage/)',
      'server/src/modules/c/service.ts:2 holds SQL (SQL lives only in store.ts, *-store.ts and server/src/storage/)',
    ]);
  });

  it('finds section pointers and paths to documents outside the repository', () => {
    const section = '\u00a7';
    const dir = tree({
      ...CLEAN,
      'core/src/p.ts': `/** The login failures (${section}8). */\nexport const p = 1;\n`,
      'tests/core/p.test.ts': `// See ../shared/${'spec'}/000.txt for the rules.\nexport {};\n`,
      'sdk/src/q.ts': `import { h } from '../shared/helper';\n// The ${section} sign alone, or a number without it (8), is fine.\nexport { h };\n`,
      'sdk/src/shared/helper.ts': 'export const h = 1;\n',
    });
    made.push(dir);
    const r = lint(dir, []);
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([
      `core/src/p.ts:1 cites ${section}8 (name the behaviour or point into docs/, never outside the repository)`,
      `tests/core/p.test.ts:1 cites ../shared/${'spec'} (name the behaviour or point into docs/, never outside the repository)`,
    ]);
  });

  // The whole repository takes a few seconds to scan, more on a loaded machine.
  it('holds on the real repository', () => {
    const r = lint(ROOT);
    expect(r.lines).toEqual([]);
    expect(r.status).toBe(0);
  }, 60_000);
});
