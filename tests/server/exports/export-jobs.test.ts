/**
 * Telemetry export: the streamed route in both formats (XLSX read back with exceljs), the X-Total-Rows header and
 * the count route, and the background job lifecycle (create → done → download → delete), including another
 * user's job being invisible, the restart marking a running job failed (and resuming the queue), and the 7-day sweep.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_MS } from '../../../server/src/modules/exports/export-job-service';
import { EXPORT_TEXT } from '../../../server/src/modules/exports/messages';
import { TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';

const S = 1_000_000;
const T0 = 1_700_000_040 * S;
const range = { start_time: T0 - S, end_time: T0 + 3600 * S };

describe('telemetry export and export jobs', () => {
  let s: TestServer;
  let token: string;
  let dev: string;
  const post = (p: string, body: unknown = {}, t = token) => s.post(p, body, { token: t });
  const raw = (p: string, body: unknown, t = token) =>
    fetch(`${s.url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
      body: JSON.stringify(body),
    });
  const waitDone = async (id: string, t = token) => {
    for (let i = 0; i < 200; i++) {
      const job = (await post('/export/job/list', { current_page: 1, per_page: 100 }, t)).data.data.find((j: any) => j.id === id);
      if (job && (job.status === 'done' || job.status === 'failed')) return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('job never finished');
  };
  const readXlsx = async (buf: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.read(Readable.from(buf));
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login(TENANT_ADMIN_EMAIL);
    dev = (await post('/device/add_only', { name: 'sensor, "east"' })).data.id;
    for (let i = 0; i < 5; i++) {
      await sql`insert into ts_kv (device_id, key, ts, dbl_v, str_v) values (${dev}, 't', ${T0 + i * 10 * S}, ${i * 1.5}, null)`.execute(s.server.ctx.db);
    }
    await sql`insert into ts_kv (device_id, key, ts, dbl_v, str_v) values (${dev}, 'mode', ${T0}, null, 'auto')`.execute(s.server.ctx.db);
  });
  afterAll(() => s?.close());

  it('streams CSV with X-Total-Rows equal to the data lines', async () => {
    const res = await raw('/kv/export', { device_id: dev, ...range });
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('x-total-rows')).toBe('6');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs to read UTF-8
    const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('device_id,device_name,key,ts,time,value');
    expect(lines.length - 1).toBe(6);
    expect(lines).toContain(`${dev},"sensor, ""east""",t,${T0 + 10 * S},${new Date((T0 + 10 * S) / 1000).toISOString()},1.5`);
  });

  it('streams XLSX: a valid workbook with the CSV columns, readable dates and exact µs', async () => {
    const res = await raw('/kv/export', { device_id: dev, format: 'xlsx', keys: ['t'], ...range });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('x-total-rows')).toBe('5');
    const rows = await readXlsx(Buffer.from(await res.arrayBuffer()));
    expect(rows[0]).toEqual(['device_id', 'device_name', 'key', 'ts', 'time', 'value']);
    expect(rows.length).toBe(6);
    expect(rows[3]).toEqual([dev, 'sensor, "east"', 't', String(T0 + 20 * S), new Date((T0 + 20 * S) / 1000), 3]);
  });

  it('refuses a bad format and another tenant-less caller with an envelope', async () => {
    const r = await (await raw('/kv/export', { device_id: dev, format: 'pdf', ...range })).json();
    expect(r.code).not.toBe(200);
    expect((await post('/kv/export/count', { device_id: dev, format: 'pdf', ...range })).code).not.toBe(200);
  });

  it('counts an export and says whether it belongs in the background', async () => {
    const r = await post('/kv/export/count', { device_id: dev, ...range });
    expect(r.data).toEqual({ rows_total: 6, threshold: 200_000, background: false });
    expect((await post('/kv/export/count', { device_id: 'nope', ...range })).code).not.toBe(200);
  });

  it('runs a job: create → done → download → delete', async () => {
    const created = await post('/export/job/create', { device_id: dev, format: 'xlsx', ...range });
    expect(created.code).toBe(200);
    const job = await waitDone(created.data.id);
    expect(job).toMatchObject({ format: 'xlsx', status: 'done', rows_done: 6, rows_total: 6, error: null });
    expect(job.file_size).toBeGreaterThan(0);
    expect(job.finished_at).toBeGreaterThanOrEqual(job.created_at);
    const file = path.join(s.dataDir, 'exports', await tenantId(), `${job.id}.xlsx`);
    expect(fs.statSync(file).size).toBe(job.file_size);

    const res = await raw('/export/job/download', { id: job.id });
    expect(res.headers.get('x-total-rows')).toBe('6');
    const rows = await readXlsx(Buffer.from(await res.arrayBuffer()));
    expect(rows.length).toBe(7);
    expect(
      rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['mode', 't', 't', 't', 't', 't']);

    // Another user of the same tenant neither sees nor downloads nor deletes it.
    const other = await s.login(TENANT_USER_EMAIL);
    const theirs = await post('/export/job/list', {}, other);
    expect(JSON.stringify(theirs.data)).not.toContain(job.id);
    expect((await (await raw('/export/job/download', { id: job.id }, other)).json()).code).not.toBe(200);
    expect((await post('/export/job/delete', { id: job.id }, other)).code).not.toBe(200);

    expect((await post('/export/job/delete', { id: job.id })).code).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect((await post('/export/job/list')).data.data.map((j: any) => j.id)).not.toContain(job.id);
    expect((await (await raw('/export/job/download', { id: job.id })).json()).code).not.toBe(200);
  });

  const tenantId = async () => (await sql<{ tenant_id: string }>`select tenant_id from device where id = ${dev}`.execute(s.server.ctx.db)).rows[0].tenant_id;

  it('a restart marks a running job failed and sweeps jobs older than 7 days', async () => {
    const done = await waitDone((await post('/export/job/create', { device_id: dev, ...range })).data.id);
    const file = path.join(s.dataDir, 'exports', await tenantId(), `${done.id}.csv`);
    expect(fs.existsSync(file)).toBe(true);
    const old = Date.now() - RETENTION_MS - 60_000;
    await sql`update export_job set created_at = ${old} where id = ${done.id}`.execute(s.server.ctx.db);
    fs.utimesSync(file, old / 1000, old / 1000);
    const me = (await sql<{ user_id: string }>`select user_id from export_job where id = ${done.id}`.execute(s.server.ctx.db)).rows[0].user_id;
    await sql`insert into export_job (id, tenant_id, user_id, format, request, status, rows_total, created_at)
      values ('stuck', ${await tenantId()}, ${me}, 'csv', '{}'::jsonb, 'running', 10, ${Date.now()})`.execute(s.server.ctx.db);
    // Queued before the restart, for a device deleted since: picked up after the start, failing with the reason.
    await sql`insert into export_job (id, tenant_id, user_id, format, request, status, rows_total, created_at)
      values ('orphan', ${await tenantId()}, ${me}, 'csv', ${JSON.stringify({ device_id: 'gone', ...range })}::jsonb, 'queued', 1, ${Date.now()})`.execute(
      s.server.ctx.db,
    );

    s = await s.restart();
    token = await s.login(TENANT_ADMIN_EMAIL);
    const list = (await post('/export/job/list')).data.data;
    const stuck = list.find((j: any) => j.id === 'stuck');
    expect(stuck).toMatchObject({ status: 'failed', error: EXPORT_TEXT.restarted.ch });
    expect(stuck.finished_at).not.toBeNull();
    expect(list.map((j: any) => j.id)).not.toContain(done.id);
    expect(fs.existsSync(file)).toBe(false);
    expect(await waitDone('orphan')).toMatchObject({ status: 'failed', error: '设备不存在' });
  });
});
