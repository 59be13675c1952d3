/**
 * The telemetry export as rows (keyset pages, so memory stays flat whatever the range) and the two file formats
 * written from them: CSV text, or XLSX through our own streaming writer (exceljs' WorkbookWriter had no
 * backpressure between its rows and its deflater: memory grew with the export, ~140 MiB at 400 000 rows).
 * The HTTP route and the background jobs both write through here, so both formats have the same columns.
 */
import type { Writable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import { pointValue } from '../../ingest/point';
import { exportPage } from '../telemetry/store';
import { XlsxStreamWriter, type XlsxColumn } from './xlsx-stream-writer';
import { drained } from './zip-stream-writer';

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_FORMATS: ExportFormat[] = ['csv', 'xlsx'];
export const EXPORT_COLUMNS = ['device_id', 'device_name', 'key', 'ts', 'time', 'value'] as const;
export const PAGE_ROWS = 50_000;

export interface ExportRow { device_id: string; device_name: string; key: string; ts: number; value: unknown }

export interface ExportScope { devices: Map<string, string>; keys?: string[]; start: number; end: number }

/** How many points the export covers (the client's progress total and the background threshold). */
export async function countExportRows(db: Db, s: ExportScope): Promise<number> {
  const ids = [...s.devices.keys()];
  const keyFilter = s.keys?.length ? sql`and key = any(${s.keys}::text[])` : sql``;
  const r = await sql<{ n: string | number }>`select count(*) as n from ts_kv
    where device_id = any(${ids}::text[]) and ts between ${s.start} and ${s.end} ${keyFilter}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** The rows in (device, key, ts) order, one page at a time. */
export async function* exportPages(db: Db, s: ExportScope, pageRows = PAGE_ROWS): AsyncGenerator<ExportRow[]> {
  const ids = [...s.devices.keys()].sort();
  let after: { device: string; ts: number; key: string } | null = null;
  for (;;) {
    const rows = await exportPage(db, ids, s.keys, s.start, s.end, after, pageRows);
    if (!rows.length) return;
    yield rows.map((r) => ({ device_id: r.device_id, device_name: s.devices.get(r.device_id) ?? '', key: r.key, ts: Number(r.ts), value: pointValue(r) }));
    const last = rows[rows.length - 1];
    after = { device: last.device_id, ts: Number(last.ts), key: last.key };
    if (rows.length < pageRows) return;
  }
}

/** Quotes what needs it and defuses spreadsheet formulas (a value starting with = + - @). */
export const csvCell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) || /^[=+\-@]/.test(s) ? `"${(/^[=+\-@]/.test(s) ? "'" : '') + s.replace(/"/g, '""')}"` : s;
};

const isoOf = (us: number) => new Date(Math.floor(us / 1000)).toISOString();

// ts stays text: a 16-digit µs value is beyond the 15 significant digits a spreadsheet shows and edits exactly.
const XLSX_COLUMNS: XlsxColumn[] = [
  { header: 'device_id', width: 38 }, { header: 'device_name', width: 24 }, { header: 'key', width: 16 },
  { header: 'ts', width: 18 }, { header: 'time', width: 24, kind: 'date' }, { header: 'value', width: 16 },
];

/**
 * Writes the export to `out` and ends it. `onPage` hears the running row count after every page (progress) and
 * may throw to abort (a deleted job, a closing server).
 */
export async function writeExport(format: ExportFormat, pages: AsyncIterable<ExportRow[]>, out: Writable, onPage?: (rows: number) => void | Promise<void>): Promise<number> {
  let rows = 0;
  if (format === 'csv') {
    out.write(`\ufeff${EXPORT_COLUMNS.join(',')}\n`);
    for await (const page of pages) {
      let chunk = '';
      for (const r of page) chunk += `${r.device_id},${csvCell(r.device_name)},${csvCell(r.key)},${r.ts},${isoOf(r.ts)},${csvCell(r.value)}\n`;
      out.write(chunk);
      rows += page.length;
      await onPage?.(rows);
      await drained(out);
    }
    out.end();
    return rows;
  }
  const xlsx = new XlsxStreamWriter(out, XLSX_COLUMNS, 'telemetry');
  for await (const page of pages) {
    await xlsx.addRows(page.map((r) => {
      const v = r.value;
      return [r.device_id, r.device_name, r.key, String(r.ts), Math.floor(r.ts / 1000), typeof v === 'number' || typeof v === 'boolean' ? v : v == null ? null : String(v)];
    }));
    rows += page.length;
    await onPage?.(rows);
  }
  await xlsx.finish();
  return rows;
}

export const contentTypeOf = (format: ExportFormat) =>
  format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8';
