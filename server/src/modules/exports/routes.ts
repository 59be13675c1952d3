/**
 * Export routes: `/kv/export/count` (the total and whether it goes to the background), and the background jobs
 * `/export/job/create|list|delete`. `/export/job/download` streams a file, so it is a raw fastify route (like
 * `/api/kv/export`) that answers an envelope whenever it refuses.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '@tessera/sdk/shared';
import { ApiError, forbiddenError, sendErrorEnvelope } from '../../http/envelope';
import { callerOf, group, id, obj, paged, route, str, type Caller, type RouteDef } from '../../http/route';
import type { Db } from '../../storage/database';
import { bearer, exportScope, type ExportRequest } from '../telemetry/csv-export';
import { BACKGROUND_THRESHOLD, type ExportJobService } from './export-job-service';
import { EXPORT_FORMATS, contentTypeOf, countExportRows } from './export-writer';
import { fill } from '../../i18n/localized-text';
import { VALIDATION_TEXT } from '../../http/messages';

const ts = () => ({
  anyOf: [
    { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    { type: 'string', maxLength: 16 },
  ],
});
const exportBody = obj(
  {
    device_id: id(),
    asset_id: id(),
    keys: { type: 'array', items: str({ maxLength: 128 }), maxItems: 500 },
    format: str({ enum: EXPORT_FORMATS }),
    start_time: ts(),
    end_time: ts(),
  },
  ['start_time', 'end_time'],
);

const tenantOf = (caller: Caller): string => {
  if (!caller.tenant_id) throw forbiddenError();
  return caller.tenant_id;
};

export function exportRoutes(db: Db, jobs: ExportJobService): RouteDef[] {
  return group('export', [
    route<ExportRequest>({
      path: '/kv/export/count',
      summary: 'Points an export covers; above the threshold it runs in the background',
      auth: 'user',
      readonly: true,
      body: exportBody,
      handler: async (b, ctx) => {
        const rows = await countExportRows(db, await exportScope(db, tenantOf(callerOf(ctx)), b, ctx.siteIds));
        return { rows_total: rows, threshold: BACKGROUND_THRESHOLD, background: rows > BACKGROUND_THRESHOLD };
      },
    }),
    route<ExportRequest>({
      path: '/export/job/create',
      summary: 'Queue a background export (same body as /kv/export)',
      auth: 'user',
      body: exportBody,
      handler: (b, ctx) => {
        tenantOf(callerOf(ctx));
        return jobs.create(callerOf(ctx), b, ctx.siteIds);
      },
    }),
    route({
      path: '/export/job/list',
      summary: "The caller's export jobs, newest first",
      auth: 'user',
      readonly: true,
      body: paged({}, 100),
      handler: (b, ctx) => {
        tenantOf(callerOf(ctx));
        return jobs.list(callerOf(ctx), b, ctx.lang);
      },
    }),
    route<{ id: string }>({
      path: '/export/job/delete',
      summary: 'Delete an export job and its file',
      auth: 'user',
      body: obj({ id: id() }, ['id']),
      handler: async (b, ctx) => {
        tenantOf(callerOf(ctx));
        await jobs.remove(callerOf(ctx), b.id);
        return null;
      },
    }),
  ]);
}

/** `POST /api/export/job/download {id}` → the finished file of the caller's own job. */
export function registerExportDownload(app: FastifyInstance, jobs: ExportJobService, resolve: (token: string | undefined) => Promise<Caller>): void {
  app.post('/api/export/job/download', async (req, reply) => {
    try {
      const caller = await resolve(bearer(req));
      tenantOf(caller);
      const body = (req.body ?? {}) as { id?: unknown };
      if (typeof body.id !== 'string' || !body.id || body.id.length > 64)
        throw new ApiError(ResponseCode.VALIDATION, fill(VALIDATION_TEXT.required, { field: 'id' }));
      const { body: stream, job } = await jobs.file(caller, body.id);
      const name = `telemetry-${new Date(job.created_at).toISOString().slice(0, 19).replace(/[:T]/g, '')}.${job.format}`;
      reply
        .header('content-type', contentTypeOf(job.format))
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-total-rows', String(job.rows_total ?? job.rows_done));
      if (job.file_size !== null) reply.header('content-length', String(job.file_size));
      return reply.send(stream);
    } catch (err) {
      return sendErrorEnvelope(req, reply, err);
    }
  });
}
