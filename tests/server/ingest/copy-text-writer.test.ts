import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyTextWriter } from '../../../server/src/ingest/copy-text-writer';
import { batchSinkFor } from '../../../server/src/ingest/batch-store';
import { latestOf } from '../../../server/src/ingest/batch-sink';
import type { Point } from '../../../server/src/ingest/point';
import { startTestServer, testBackends, type TestServer, TENANT_ADMIN_EMAIL } from '../helpers/test-server';

const HOSTILE = ['tab\there', 'line\nbreak', 'carriage\rreturn', 'back\\slash', '\\N', '温度', '🌡️ emoji', 'quote \' " ;', ''];
const NUMBERS = [0, -3.75, 1, -1, 0.1 + 0.2, -12.5, 1e21, 1.5e-7, 1_732_460_000_123_456, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 60];

describe('CopyTextWriter', () => {
  it('writes COPY text that PostgreSQL reads back exactly: escapes, nulls, UTF-8 and every number form', async () => {
    const pg = await PGlite.create();
    try {
      await pg.exec('create table t (s text, n double precision, b boolean, i bigint)');
      const w = new CopyTextWriter(16); // tiny on purpose: the buffer must grow mid-row
      for (const [i, s] of HOSTILE.entries())
        w.text(s)
          .number(NUMBERS[i])
          .bool(i % 2 === 0)
          .null()
          .end();
      w.null().number(NUMBERS[9]).null().number(NUMBERS[8]).end();
      await pg.exec("copy t from '/dev/blob'", { blob: new Blob([w.bytes()]) });
      const rows = (await pg.query<{ s: string | null; n: number; b: boolean | null; i: string | null }>('select s, n, b, i::text from t')).rows;
      expect(rows.slice(0, HOSTILE.length)).toEqual(HOSTILE.map((s, i) => ({ s, n: NUMBERS[i], b: i % 2 === 0, i: null })));
      expect(rows[HOSTILE.length]).toEqual({ s: null, n: Number.MAX_SAFE_INTEGER, b: null, i: '1732460000123456' });
    } finally {
      await pg.close();
    }
  });

  it('starts over on reset and writes only the new rows', () => {
    const w = new CopyTextWriter();
    w.text('old').end();
    w.reset().text('a').number(-42).end();
    expect(Buffer.from(w.bytes()).toString()).toBe('a\t-42\n');
  });
});

describe.each(testBackends())('the batch writer with hostile keys and values (%s)', (backend) => {
  let s: TestServer;
  let dev: string;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    const token = await s.login(TENANT_ADMIN_EMAIL);
    dev = (await s.post('/device/add_only', { name: 'copy' }, { token })).data.id;
  });
  afterAll(() => s.close());

  it('stores every point as sent, and the newest of each key as its latest value', async () => {
    const ts = Date.UTC(2026, 0, 1) * 1000;
    const points: Point[] = HOSTILE.filter(Boolean).flatMap((key, i) => [
      { deviceId: dev, key, ts: ts + i, dbl: NUMBERS[i], str: null, bool: null },
      { deviceId: dev, key, ts: ts + 1000 + i, dbl: null, str: HOSTILE[(i + 1) % HOSTILE.length], bool: null },
      { deviceId: dev, key, ts: ts + 2000 + i, dbl: null, str: null, bool: i % 2 === 1 },
    ]);
    await batchSinkFor(s.server.ctx.db).write({ points, latest: latestOf(points), events: [], messages: new Map() });
    const stored = await sql<{ key: string; ts: string; dbl_v: number | null; str_v: string | null; bool_v: boolean | null }>`
      select key, ts::text, dbl_v, str_v, bool_v from ts_kv where device_id = ${dev} order by key, ts`.execute(s.server.ctx.db);
    const expected = [...points]
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.ts - b.ts))
      .map((p) => ({ key: p.key, ts: String(p.ts), dbl_v: p.dbl, str_v: p.str, bool_v: p.bool }));
    expect(stored.rows.map((r) => ({ ...r, dbl_v: r.dbl_v === null ? null : Number(r.dbl_v) }))).toEqual(expected);
    const latest = await sql<{ key: string; bool_v: boolean }>`select key, bool_v from ts_kv_latest where device_id = ${dev} order by key`.execute(
      s.server.ctx.db,
    );
    expect(latest.rows).toEqual(
      HOSTILE.filter(Boolean)
        .map((key, i) => ({ key, bool_v: i % 2 === 1 }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    );
  });
});
