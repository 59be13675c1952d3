/**
 * Export jobs with several servers on one PostgreSQL schema: a job run by one server downloads through another (the
 * file's pieces are in the database), and a server that starts fails only the running jobs whose heartbeat went
 * stale — never one another server is still working on.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_JOB_MS } from '../../../server/src/modules/exports/export-job-service';
import { TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';

const S = 1_000_000;
const T0 = 1_700_000_040 * S;

describe.skipIf(!process.env.TESSERA_TEST_DATABASE_URL)('export jobs across servers (postgres)', () => {
  let a: TestServer;
  let b: TestServer;
  let c: TestServer | undefined;
  beforeAll(async () => {
    a = await startTestServer({ backend: 'postgres' });
    b = await startTestServer({ backend: 'postgres', sameDatabaseAs: a });
  });
  afterAll(async () => {
    await c?.close();
    await b?.close();
    await a?.close();
  });

  const download = async (s: TestServer, token: string, id: string) => {
    const res = await fetch(`${s.url}/api/export/job/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id }),
    });
    return { status: res.status, length: res.headers.get('content-length'), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('a job finished on A downloads byte for byte from B, which never ran it', async () => {
    const token = await a.login(TENANT_ADMIN_EMAIL);
    const dev = (await a.post('/device/add_only', { name: 'exported' }, { token })).data.id;
    // Over 1 MiB of CSV, so the stored file takes several pieces.
    await sql`insert into ts_kv (device_id, key, ts, dbl_v) select ${dev}, 'temperature', ${T0}::bigint + g * ${S}::bigint, g * 0.5
      from generate_series(1, 25000) g`.execute(a.server.ctx.db);
    const job = await a.post('/export/job/create', { device_id: dev, start_time: T0, end_time: T0 + 30_000 * S }, { token });
    expect(job.code).toBe(200);
    let status = '';
    for (let i = 0; i < 400 && status !== 'done'; i++) {
      status = (await a.post('/export/job/list', { current_page: 1, per_page: 10 }, { token })).data.data.find(
        (j: { id: string }) => j.id === job.data.id,
      )?.status;
      if (status === 'failed') throw new Error('export failed');
      if (status !== 'done') await new Promise((r) => setTimeout(r, 50));
    }
    const fromA = await download(a, token, job.data.id);
    const fromB = await download(b, await b.login(TENANT_ADMIN_EMAIL), job.data.id);
    expect(fromA.status).toBe(200);
    expect(fromA.bytes.length).toBeGreaterThan(1024 * 1024);
    expect(fromB.status).toBe(200);
    expect(fromB.length).toBe(String(fromA.bytes.length));
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    const pieces = (await sql<{ n: number }>`select count(*)::int as n from export_file_chunk where job_id = ${job.data.id}`.execute(b.server.ctx.db)).rows[0]
      .n;
    expect(pieces).toBeGreaterThan(1);
    // Deleted on B: gone for A too, pieces and all.
    expect((await b.post('/export/job/delete', { id: job.data.id }, { token: await b.login(TENANT_ADMIN_EMAIL) })).code).toBe(200);
    expect((await download(a, token, job.data.id)).status).toBe(200); // the envelope of a refusal
    expect((await sql<{ n: number }>`select count(*)::int as n from export_file_chunk where job_id = ${job.data.id}`.execute(b.server.ctx.db)).rows[0].n).toBe(
      0,
    );
  });

  it('a starting server fails the running jobs whose heartbeat is stale and leaves the live ones running', async () => {
    const db = a.server.ctx.db;
    const tenant = (await sql<{ tenant_id: string }>`select tenant_id from users where email = ${TENANT_ADMIN_EMAIL}`.execute(db)).rows[0].tenant_id;
    const user = (await sql<{ id: string }>`select id from users where email = ${TENANT_ADMIN_EMAIL}`.execute(db)).rows[0].id;
    const now = Date.now();
    for (const [id, beat] of [
      ['stale-job', now - STALE_JOB_MS - 60_000],
      ['live-job', now],
    ] as const) {
      await sql`insert into export_job (id, tenant_id, user_id, format, request, status, rows_total, created_at, heartbeat_at)
        values (${id}, ${tenant}, ${user}, 'csv', '{}'::jsonb, 'running', 0, ${beat}, ${beat})`.execute(db);
    }
    c = await startTestServer({ backend: 'postgres', sameDatabaseAs: a });
    const rows = (await sql<{ id: string; status: string }>`select id, status from export_job where id in ('stale-job', 'live-job') order by id`.execute(db))
      .rows;
    expect(rows).toEqual([
      { id: 'live-job', status: 'running' },
      { id: 'stale-job', status: 'failed' },
    ]);
  });
});
