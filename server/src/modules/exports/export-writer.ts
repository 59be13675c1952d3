/**
 * The telemetry export as rows (keyset pages, so memory stays flat whatever the range) and the two file formats
 * written from them: CSV text, or XLSX through our own streaming writer (exceljs' WorkbookWriter had no
 * backpressure between its rows and its deflater: memory grew with the export, +340 MiB still reachable at 1 M rows).
 * The HTTP route and the background jobs both write through here, so both formats have the same columns.
 */
import type { Writable } from 'node:stream';
import type { Db } from '../../storage/database';
import { pointValue } from '../../ingest/point';
import { countPoints, exportPage } from '../telemetry/store';
import { XlsxStreamWriter, type XlsxColumn } from './xlsx-stream-writer';
import { drained } from './drained';

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_FORMATS: ExportFormat[] = ['csv', 'xlsx'];
export const EXPORT_COLUMNS = ['device_id', 'device_name', 'key', 'ts', 'time', 'value'] as const;
/** Rows per keyset page: a page is a few MB of json, so memory stays flat and progress moves often. */
export const PAGE_ROWS = 20_000;

export interface ExportRow {
  device_id: string;
  device_name: string;
  key: string;
  ts: number;
  value: unknown;
}

export interface ExportScope {
  devices: Map<string, string>;
  keys?: string[];
  start: number;
  end: number;
}

/** How many points the export covers (the client's progress total and the background threshold). */
export async function countExportRows(db: Db, s: ExportScope): Promise<number> {
  return countPoints(db, [...s.devices.keys()], s.keys, s.start, s.end);
}

/** The rows in (device, key, ts) order, one page at a time (a page never spans two devices). */
export async function* exportPages(db: Db, s: ExportScope, pageRows = PAGE_ROWS): AsyncGenerator<ExportRow[]> {
  for (const device of [...s.devices.keys()].sort()) {
    const name = s.devices.get(device) ?? '';
    let after: { key: string; ts: number } | null = null;
    for (;;) {
      const c = await exportPage(db, device, s.keys, s.start, s.end, after, pageRows);
      const n = c.ts.length;
      if (!n) break;
      const page: ExportRow[] = new Array(n);
      for (let i = 0; i < n; i++) {
        const dbl = c.dbl_v[i];
        // json writes NaN and ±Infinity as text.
        const value = pointValue({ str_v: c.str_v[i], bool_v: c.bool_v[i], dbl_v: typeof dbl === 'string' ? Number(dbl) : dbl });
        page[i] = { device_id: device, device_name: name, key: c.key[i], ts: Number(c.ts[i]), value };
      }
      yield page;
      after = { key: c.key[n - 1], ts: Number(c.ts[n - 1]) };
      if (n < pageRows) break;
    }
  }
}

/**
 * Quotes what needs it and defuses spreadsheet formulas in text (a value starting with = + - @). A number is written
 * as is: `-5` is a value, not a formula, and must stay readable as a number.
 */
export const csvCell = (v: unknown): string => {
  if (typeof v === 'number') return String(v);
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) || /^[=+\-@]/.test(s) ? `"${(/^[=+\-@]/.test(s) ? "'" : '') + s.replace(/"/g, '""')}"` : s;
};

/**
 * µs → ISO-8601 (ms precision), as Date#toISOString writes it. Rows arrive in time order per series, so the date and
 * minute are formatted once per minute and only seconds and milliseconds per row (toISOString was ~5 % of an export).
 */
export function isoFormatter(): (us: number) => string {
  let minute = NaN;
  let prefix: string | null = null;
  return (us) => {
    const ms = Math.floor(us / 1000);
    const m = Math.floor(ms / 60_000);
    if (m !== minute) {
      minute = m;
      const iso = new Date(m * 60_000).toISOString();
      // Years outside 0000-9999 are written with six digits and a sign: leave those to toISOString.
      prefix = iso.length === 24 ? iso.slice(0, 17) : null;
    }
    if (prefix === null) return new Date(ms).toISOString();
    const rest = ms - m * 60_000;
    const sec = Math.floor(rest / 1000);
    const milli = rest - sec * 1000;
    return `${prefix}${sec < 10 ? '0' : ''}${sec}.${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
  };
}

// ts stays text: a 16-digit µs value is beyond the 15 significant digits a spreadsheet shows and edits exactly.
const XLSX_COLUMNS: XlsxColumn[] = [
  { header: 'device_id', width: 38 },
  { header: 'device_name', width: 24 },
  { header: 'key', width: 16 },
  { header: 'ts', width: 18 },
  { header: 'time', width: 24, kind: 'date' },
  { header: 'value', width: 16 },
];

/**
 * Writes the export to `out` and ends it. `onPage` hears the running row count after every page (progress) and
 * may throw to abort (a deleted job, a closing server).
 */
export async function writeExport(
  format: ExportFormat,
  pages: AsyncIterable<ExportRow[]>,
  out: Writable,
  onPage?: (rows: number) => void | Promise<void>,
): Promise<number> {
  let rows = 0;
  if (format === 'csv') {
    const isoOf = isoFormatter();
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
    await xlsx.addRows(
      page.map((r) => {
        const v = r.value;
        return [
          r.device_id,
          r.device_name,
          r.key,
          String(r.ts),
          Math.floor(r.ts / 1000),
          typeof v === 'number' || typeof v === 'boolean' ? v : v == null ? null : String(v),
        ];
      }),
    );
    rows += page.length;
    await onPage?.(rows);
  }
  await xlsx.finish();
  return rows;
}

export const contentTypeOf = (format: ExportFormat) =>
  format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8';
