/**
 * Streamed telemetry export, CSV or XLSX (`format`): rows leave in pages read by keyset (primary-key order), so
 * memory stays flat whatever the range (see ../exports/export-writer). `X-Total-Rows` tells the point count up
 * front so a client shows a real percentage. Registered as a raw fastify route because the reply is a file.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResponseCode } from '@tessera/sdk/shared';
import { ApiError, forbiddenError, sendErrorEnvelope } from '../../http/envelope';
import type { Caller } from '../../http/route';
import type { Db } from '../../storage/database';
import { siteLimit } from '../sites/access';
import { contentTypeOf, countExportRows, exportPages, writeExport, type ExportFormat } from '../exports/export-writer';
import { toMicros } from './service';
import { COMMON_TEXT } from '../../i18n/messages';
import { TELEMETRY_TEXT } from './messages';
import { exportDeviceRows } from './store';

export interface ExportRequest {
  device_id?: string;
  /** A group: its devices and those of its sub-groups. */
  asset_id?: string;
  keys?: string[];
  format?: ExportFormat;
  start_time: number | string;
  end_time: number | string;
}

/** The devices an export covers, checked against the caller's tenant and the sites it is limited to (if any). */
export async function exportDevices(db: Db, tenantId: string, req: ExportRequest, siteIds?: string[]): Promise<Map<string, string>> {
  const rows = await exportDeviceRows(db, tenantId, req, siteIds);
  if (!rows.length) throw new ApiError(ResponseCode.BUSINESS, COMMON_TEXT.deviceNotFound);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function bearer(req: FastifyRequest): string | undefined {
  const m = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? '').trim());
  return m?.[1] ?? (typeof req.headers['x-token'] === 'string' ? req.headers['x-token'] : undefined);
}

export function formatOf(v: unknown): ExportFormat {
  if (v === undefined || v === 'csv') return 'csv';
  if (v === 'xlsx') return 'xlsx';
  throw new ApiError(ResponseCode.VALIDATION, TELEMETRY_TEXT.formatInvalid);
}

/** Validates the body (devices of the caller's tenant, range, keys) into what the writer needs. */
export async function exportScope(db: Db, tenantId: string, body: ExportRequest, siteIds?: string[]) {
  const start = toMicros(body.start_time, 'start_time');
  const end = toMicros(body.end_time, 'end_time');
  if (body.keys !== undefined && !Array.isArray(body.keys)) throw new ApiError(ResponseCode.VALIDATION, TELEMETRY_TEXT.keysNotArray);
  const keys = Array.isArray(body.keys) ? body.keys.map(String).slice(0, 500) : undefined;
  const devices = await exportDevices(db, tenantId, body, siteIds);
  return { devices, keys, start, end };
}

/** `POST /api/kv/export` (JSON body, Bearer token) → CSV or XLSX stream; errors before the first byte are envelopes. */
export function registerCsvExport(app: FastifyInstance, db: Db, resolve: (token: string | undefined) => Promise<Caller>): void {
  app.post('/api/kv/export', async (req, reply) => {
    try {
      const caller = await resolve(bearer(req));
      if (!caller.tenant_id) throw forbiddenError();
      const body = (req.body ?? {}) as ExportRequest;
      const scope = await exportScope(db, caller.tenant_id, body, await siteLimit(db, caller));
      const format = formatOf(body.format);
      const total = await countExportRows(db, scope);
      const name = `telemetry-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '')}.${format}`;
      reply
        .header('content-type', contentTypeOf(format))
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-total-rows', String(total))
        .header('access-control-expose-headers', 'X-Total-Rows');
      const out = new PassThrough();
      // A failure mid-stream can no longer become an envelope: the response is cut, which the client sees as an error.
      writeExport(format, exportPages(db, scope), out).catch((e) => out.destroy(e as Error));
      return reply.send(out);
    } catch (err) {
      return sendErrorEnvelope(req, reply, err);
    }
  });
}
