/**
 * The export's rows and files: keyset pages per device (small pages, so every boundary is crossed) give exactly the
 * rows in range in (device, key, ts) order with the value pointValue picks; CSV writes numbers as numbers (a negative
 * value is not a formula) while text is defused; XLSX read back with exceljs holds the same rows; the cached ISO
 * formatter writes what toISOString writes.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPages, isoFormatter, writeExport, type ExportRow, type ExportScope } from '../../../server/src/modules/exports/export-writer';
import { startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const S = 1_000_000;
const T0 = 1_700_000_040 * S;

interface Seed {
  device: string;
  key: string;
  ts: number;
  dbl?: number;
  str?: string;
  bool?: boolean;
}

const SEED: Seed[] = [
  ...Array.from({ length: 7 }, (_, i) => ({ device: 'dev-a', key: 'x', ts: T0 + i * S + 123, dbl: i % 2 ? -i * 1.25 : i * 0.1 })),
  { device: 'dev-a', key: 'y', ts: T0, str: 'a, "quoted" text' },
  { device: 'dev-a', key: 'y', ts: T0 + S, str: '=cmd|calc' },
  { device: 'dev-a', key: 'y', ts: T0 + 2 * S, str: '-5' },
  { device: 'dev-a', key: 'y', ts: T0 + 3 * S, bool: false },
  { device: 'dev-a', key: 'y', ts: T0 + 4 * S, bool: true },
  { device: 'dev-b', key: 'x', ts: T0 - 100 * S, dbl: 1 }, // before the range
  { device: 'dev-c', key: 'z', ts: T0 + 5 * S, dbl: Number.NaN },
  { device: 'dev-c', key: 'z', ts: T0 + 6 * S, dbl: 1e21 },
  { device: 'dev-c', key: 'z', ts: T0 + 7 * S, dbl: 1.5e-7 },
  { device: 'dev-c', key: 'z', ts: T0 + 8 * S, dbl: 0.1 + 0.2 },
  { device: 'dev-c', key: 'z', ts: T0 + 99 * S, dbl: 2 }, // after the range
];
const NAMES = new Map([
  ['dev-c', 'C'],
  ['dev-b', 'B'],
  ['dev-a', 'A, "first"'],
]);
const START = T0 - S;
const END = T0 + 10 * S;

const expected = (keys?: string[]): ExportRow[] =>
  SEED.filter((r) => r.ts >= START && r.ts <= END && (!keys || keys.includes(r.key)))
    .sort((a, b) => a.device.localeCompare(b.device) || a.key.localeCompare(b.key) || a.ts - b.ts)
    .map((r) => ({ device_id: r.device, device_name: NAMES.get(r.device)!, key: r.key, ts: r.ts, value: r.str ?? r.bool ?? r.dbl ?? null }));

async function collect(pages: AsyncIterable<ExportRow[]>): Promise<ExportRow[][]> {
  const out: ExportRow[][] = [];
  for await (const p of pages) out.push(p);
  return out;
}

async function written(format: 'csv' | 'xlsx', scope: ExportScope, s: TestServer): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await writeExport(format, exportPages(s.server.ctx.db, scope, 4), out);
  await ended;
  return Buffer.concat(chunks);
}

describe.each(testBackends())('export pages and files (%s)', (backend) => {
  let s: TestServer;
  const scope = (keys?: string[]): ExportScope => ({ devices: NAMES, keys, start: START, end: END });

  beforeAll(async () => {
    s = await startTestServer({ backend });
    for (const r of SEED) {
      await sql`insert into ts_kv (device_id, key, ts, dbl_v, str_v, bool_v)
        values (${r.device}, ${r.key}, ${r.ts}, ${r.dbl === undefined ? null : String(r.dbl)}::float8, ${r.str ?? null}, ${r.bool ?? null})`.execute(
        s.server.ctx.db,
      );
    }
  });
  afterAll(() => s?.close());

  it('pages every row in range in (device, key, ts) order, a page never spanning two devices', async () => {
    for (const pageRows of [1, 3, 7, 1000]) {
      const pages = await collect(exportPages(s.server.ctx.db, scope(), pageRows));
      expect(pages.flat(), `pages of ${pageRows}`).toEqual(expected());
      for (const p of pages) {
        expect(p.length).toBeLessThanOrEqual(pageRows);
        expect(new Set(p.map((r) => r.device_id)).size).toBe(1);
      }
    }
  });

  it('keeps to the keys asked for', async () => {
    expect((await collect(exportPages(s.server.ctx.db, scope(['y', 'z']), 2))).flat()).toEqual(expected(['y', 'z']));
    expect((await collect(exportPages(s.server.ctx.db, scope(['nothing']), 2))).flat()).toEqual([]);
  });

  it('writes CSV: numbers as numbers, text quoted and defused, the time as ISO', async () => {
    const text = (await written('csv', scope(), s)).toString('utf8').replace(/^\ufeff/, '');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('device_id,device_name,key,ts,time,value');
    expect(lines.length - 1).toBe(expected().length);
    const iso = (ts: number) => new Date(Math.floor(ts / 1000)).toISOString();
    const t1 = T0 + S + 123;
    expect(lines[2]).toBe(`dev-a,"A, ""first""",x,${t1},${iso(t1)},-1.25`);
    expect(lines).toContain(`dev-a,"A, ""first""",y,${T0},${iso(T0)},"a, ""quoted"" text"`);
    expect(lines).toContain(`dev-a,"A, ""first""",y,${T0 + S},${iso(T0 + S)},"'=cmd|calc"`);
    expect(lines).toContain(`dev-a,"A, ""first""",y,${T0 + 2 * S},${iso(T0 + 2 * S)},"'-5"`);
    expect(lines).toContain(`dev-a,"A, ""first""",y,${T0 + 3 * S},${iso(T0 + 3 * S)},false`);
    expect(lines.filter((l) => l.startsWith('dev-c,C,z,')).map((l) => l.split(',')[5])).toEqual(['NaN', '1e+21', '1.5e-7', '0.30000000000000004']);
  });

  it('writes XLSX that exceljs reads back with the same rows and types', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.read(Readable.from(await written('xlsx', scope(), s)));
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['device_id', 'device_name', 'key', 'ts', 'time', 'value']);
    const want = expected().map((r) => {
      const cells: unknown[] = [r.device_id, r.device_name, r.key, String(r.ts), new Date(Math.floor(r.ts / 1000))];
      // A non-finite number has no cell value: it is written as its text.
      if (r.value !== null) cells.push(typeof r.value === 'number' && !Number.isFinite(r.value) ? String(r.value) : r.value);
      return cells;
    });
    expect(rows.slice(1)).toEqual(want);
  });
});

describe('isoFormatter', () => {
  it('writes what toISOString writes, in and out of order and outside four-digit years', () => {
    const iso = isoFormatter();
    const ms = [
      0,
      1,
      59_999,
      60_000,
      60_001,
      1_700_000_040_000,
      1_700_000_040_005,
      1_700_000_040_050,
      1_700_000_099_999,
      1_700_000_100_000,
      1_600_000_000_000,
      -1,
      -60_001,
      -9_000_000_000_000,
      9_000_000_000_000,
      ...Array.from({ length: 500 }, (_, i) => 1_700_000_000_000 + i * 7_919),
    ];
    // µs within a safe integer; the sub-millisecond part is dropped.
    for (const m of ms) expect(iso(m * 1000 + 999), String(m)).toBe(new Date(m).toISOString());
    // Beyond a safe integer only whole milliseconds are exact: six-digit years fall back to toISOString.
    for (const m of [-62_198_755_200_000, 253_402_300_800_000]) expect(iso(m * 1000), String(m)).toBe(new Date(m).toISOString());
  });
});
