/**
 * Streamed CSV export of telemetry: rows leave in pages of PAGE_ROWS read by keyset (primary-key order), so
 * memory stays flat whatever the range. Registered as a raw fastify route because the reply is a file, not JSON.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ResponseCode } from '../../../../sdk/src/shared/constants';
import { ApiError, envelope } from '../../http/envelope';
import type { Caller } from '../../http/route';
import type { Db } from '../../storage/database';
import { pointValue } from '../../ingest/point';
import { toMicros } from './service';
import { exportPage } from './store';

export const PAGE_ROWS = 50_000;

export interface ExportRequest {
  device_id?: string;
  /** A group: its devices and those of its sub-groups. */
  asset_id?: string;
  keys?: string[];
  start_time: number | string;
  end_time: number | string;
}

const csvCell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) || /^[=+\-@]/.test(s) ? `"${(/^[=+\-@]/.test(s) ? "'" : '') + s.replace(/"/g, '""')}"` : s;
};

/** The devices an export covers, checked against the caller's tenant. */
export async function exportDevices(db: Db, tenantId: string, req: ExportRequest): Promise<Map<string, string>> {
  let rows: Array<{ id: string; name: string }>;
  if (req.device_id) {
    rows = (await sql<{ id: string; name: string }>`select id, name from device where tenant_id = ${tenantId} and id = ${req.device_id}`.execute(db)).rows;
  } else if (req.asset_id) {
    rows = (await sql<{ id: string; name: string }>`with recursive g(id) as (
        select id from asset where tenant_id = ${tenantId} and id = ${req.asset_id}
        union select a.id from asset a join g on a.parent_id = g.id)
      select d.id, d.name from device d join g on d.asset_id = g.id where d.tenant_id = ${tenantId} order by d.id`.execute(db)).rows;
  } else {
    rows = [];
  }
  if (!rows.length) throw new ApiError(ResponseCode.BUSINESS, '设备不存在');
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Yields the CSV text page by page. */
export async function* csvLines(db: Db, devices: Map<string, string>, keys: string[] | undefined, start: number, end: number, pageRows = PAGE_ROWS): AsyncGenerator<string> {
  yield '\ufeffdevice_id,device_name,key,ts,time,value\n';
  const ids = [...devices.keys()].sort();
  let after: { device: string; ts: number; key: string } | null = null;
  for (;;) {
    const rows = await exportPage(db, ids, keys, start, end, after, pageRows);
    if (!rows.length) return;
    let chunk = '';
    for (const r of rows) {
      const ts = Number(r.ts);
      chunk += `${r.device_id},${csvCell(devices.get(r.device_id))},${csvCell(r.key)},${ts},${new Date(Math.floor(ts / 1000)).toISOString()},${csvCell(pointValue(r))}\n`;
    }
    yield chunk;
    const last = rows[rows.length - 1];
    after = { device: last.device_id, ts: Number(last.ts), key: last.key };
    if (rows.length < pageRows) return;
  }
}

function bearer(req: FastifyRequest): string | undefined {
  const m = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? '').trim());
  return m?.[1] ?? (typeof req.headers['x-token'] === 'string' ? req.headers['x-token'] : undefined);
}

/** `POST /api/kv/export` (JSON body, Bearer token) → `text/csv` stream; errors before the first byte are envelopes. */
export function registerCsvExport(app: FastifyInstance, db: Db, resolve: (token: string | undefined) => Promise<Caller>): void {
  app.post('/api/kv/export', async (req, reply) => {
    try {
      const caller = await resolve(bearer(req));
      if (!caller.tenant_id) throw new ApiError(ResponseCode.FORBIDDEN, "You don't have access.");
      const body = (req.body ?? {}) as ExportRequest;
      const start = toMicros(body.start_time, 'start_time');
      const end = toMicros(body.end_time, 'end_time');
      const keys = Array.isArray(body.keys) ? body.keys.map(String).slice(0, 500) : undefined;
      const devices = await exportDevices(db, caller.tenant_id, body);
      const name = `telemetry-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '')}.csv`;
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`);
      return reply.send(Readable.from(csvLines(db, devices, keys, start, end)));
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(500, 'internal server error');
      return reply.status(200).type('application/json; charset=utf-8').send(envelope(e.code, e.message, null));
    }
  });
}
