/**
 * `POST /api/charging/income/export` (JSON body like `/charging/income/report` plus `format`, Bearer token) → the
 * income report as CSV or XLSX through the export writers. A raw route because it streams a file; it applies the
 * same scoping as every route (tenant, X-Site-ID, a site-limited user's grants) and answers an envelope when it
 * refuses.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError, forbiddenError, sendErrorEnvelope, validationError } from '../../http/envelope';
import { VALIDATION_TEXT } from '../../http/messages';
import type { Caller } from '../../http/route';
import { fill } from '../../i18n/localized-text';
import { contentTypeOf, csvCell } from '../exports/export-writer';
import { XlsxStreamWriter } from '../exports/xlsx-stream-writer';
import { canSeeSite, siteLimit } from '../sites/access';
import { bearer } from '../telemetry/csv-export';
import type { ChargingService } from './service';

const COLUMNS = ['period', 'site_id', 'site_name', 'orders', 'energy_kwh', 'electricity_fee', 'service_fee', 'idle_fee', 'total'];
const FIELDS = new Set(['site_id', 'granularity', 'start_date', 'end_date', 'format']);
const READERS = ['TENANT_ADMIN', 'TENANT_USER', 'SITE_ADMIN'];
const fixed = (n: number, unit: number, decimals: number) => `${Math.floor(n / unit)}.${String(n % unit).padStart(decimals, '0')}`;

interface ExportBody {
  site_id?: string;
  granularity: 'day' | 'month';
  start_date: string;
  end_date: string;
  format?: 'csv' | 'xlsx';
}

function bodyOf(raw: unknown): ExportBody {
  const b = (raw ?? {}) as Record<string, unknown>;
  const stranger = Object.keys(b).find((k) => !FIELDS.has(k));
  if (stranger) throw validationError(fill(VALIDATION_TEXT.unknownField, { field: stranger }));
  if (b.granularity !== 'day' && b.granularity !== 'month') throw validationError(fill(VALIDATION_TEXT.enum, { field: 'granularity', values: 'day, month' }));
  for (const k of ['start_date', 'end_date'] as const) if (typeof b[k] !== 'string') throw validationError(fill(VALIDATION_TEXT.required, { field: k }));
  if (b.site_id !== undefined && (typeof b.site_id !== 'string' || b.site_id.length > 64))
    throw validationError(fill(VALIDATION_TEXT.invalid, { field: 'site_id' }));
  if (b.format !== undefined && b.format !== 'csv' && b.format !== 'xlsx')
    throw validationError(fill(VALIDATION_TEXT.enum, { field: 'format', values: 'csv, xlsx' }));
  return b as unknown as ExportBody;
}

export function registerIncomeExport(
  app: FastifyInstance,
  ctx: AppContext,
  svc: ChargingService,
  resolve: (token: string | undefined) => Promise<Caller>,
): void {
  app.post('/api/charging/income/export', async (req, reply) => {
    try {
      const caller = await resolve(bearer(req));
      if (!caller.tenant_id || !READERS.includes(caller.authority)) throw forbiddenError();
      const body = bodyOf(req.body);
      const header = typeof req.headers['x-site-id'] === 'string' ? req.headers['x-site-id'].trim() : '';
      if (header && !(await canSeeSite(ctx.db, caller, header))) throw forbiddenError();
      const siteIds = header ? [header] : await siteLimit(ctx.db, caller);
      const { rows } = await svc.income({ tenantId: caller.tenant_id, siteId: header || undefined, siteIds, caller }, body);
      const cells = rows.map((r) => [
        r.period,
        r.site_id,
        r.site_name ?? '',
        r.orders,
        fixed(r.energy_wh, 1000, 3),
        fixed(r.electricity_cents, 100, 2),
        fixed(r.service_cents, 100, 2),
        fixed(r.idle_cents, 100, 2),
        fixed(r.total_cents, 100, 2),
      ]);
      const format = body.format ?? 'csv';
      reply
        .header('content-type', contentTypeOf(format))
        .header('content-disposition', `attachment; filename="income-${body.start_date}-${body.end_date}.${format}"`);
      const out = new PassThrough();
      if (format === 'csv') {
        out.end(`\ufeff${COLUMNS.join(',')}\n${cells.map((c) => c.map(csvCell).join(',')).join('\n')}\n`);
      } else {
        const xlsx = new XlsxStreamWriter(
          out,
          COLUMNS.map((header) => ({ header, width: header === 'site_id' ? 38 : 16 })),
          'income',
        );
        void xlsx
          .addRows(cells)
          .then(() => xlsx.finish())
          .catch((e) => out.destroy(e as Error));
      }
      return reply.send(out);
    } catch (err) {
      if (!(err instanceof ApiError)) ctx.log.error('charging: income export failed', err);
      return sendErrorEnvelope(req, reply, err);
    }
  });
}
