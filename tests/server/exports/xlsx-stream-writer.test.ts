/**
 * The streaming XLSX writer: a valid ZIP (every part's CRC and sizes checked by an independent reader here), a
 * workbook exceljs reads back with the values' types, sheets rolling over at the row limit, text that cannot break
 * the XML, and backpressure: a slow destination never has more than a bounded amount queued.
 */
import { PassThrough, Readable, Writable } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XlsxStreamWriter, type XlsxColumn } from '../../../server/src/modules/exports/xlsx-stream-writer';

const COLUMNS: XlsxColumn[] = [
  { header: 'name', width: 20 },
  { header: 'time', width: 24, kind: 'date' },
  { header: 'value', width: 12 },
];

async function write(rows: unknown[][], sheetRows?: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((r) => out.on('end', r));
  const w = new XlsxStreamWriter(out, COLUMNS, 'data', sheetRows);
  await w.addRows(rows);
  await w.finish();
  await done;
  return Buffer.concat(chunks);
}

/** Reads a ZIP by its central directory (as unzip does) and checks each part's CRC and sizes. */
function unzip(buf: Buffer): Map<string, string> {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  const parts = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(p)).toBe(0x02014b50);
    const [crc, compressed, size, nameLen, offset] = [
      buf.readUInt32LE(p + 16),
      buf.readUInt32LE(p + 20),
      buf.readUInt32LE(p + 24),
      buf.readUInt16LE(p + 28),
      buf.readUInt32LE(p + 42),
    ];
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    expect(buf.readUInt32LE(offset)).toBe(0x04034b50);
    const dataAt = offset + 30 + buf.readUInt16LE(offset + 26) + buf.readUInt16LE(offset + 28);
    const raw = zlib.inflateRawSync(buf.subarray(dataAt, dataAt + compressed));
    expect(raw.length, name).toBe(size);
    expect(zlib.crc32(raw), name).toBe(crc);
    parts.set(name, raw.toString('utf8'));
    p += 46 + nameLen;
  }
  return parts;
}

async function readBack(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.read(Readable.from(buf));
  return wb.worksheets.map((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: ws.name, rows };
  });
}

describe('XlsxStreamWriter', () => {
  it('writes a valid workbook whose cells keep their types', async () => {
    const t = Date.UTC(2026, 10, 23, 8, 30, 15, 250);
    const buf = await write([
      ['a', t, 1.5],
      ['b', new Date(t + 1000), true],
      ['c', t, null],
      ['d', t, 'text'],
    ]);
    const parts = unzip(buf);
    expect([...parts.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const [sheet] = await readBack(buf);
    expect(sheet.name).toBe('data');
    expect(sheet.rows[0]).toEqual(['name', 'time', 'value']);
    expect(sheet.rows[1]).toEqual(['a', new Date(t), 1.5]);
    expect(sheet.rows[2]).toEqual(['b', new Date(t + 1000), true]);
    expect(sheet.rows[3]).toEqual(['c', new Date(t)]);
    expect(sheet.rows[4]).toEqual(['d', new Date(t), 'text']);
  });

  it('keeps text intact that would otherwise break the XML or the cell', async () => {
    const tricky = ['<tag attr="x"> & </tag>', '  padded  ', 'bell\u0007here', '=SUM(A1)', 'x'.repeat(40_000), '中文 ✓'];
    const [sheet] = await readBack(await write(tricky.map((s) => [s, 0, s])));
    expect(sheet.rows.slice(1).map((r) => r[0])).toEqual(['<tag attr="x"> & </tag>', '  padded  ', 'bellhere', '=SUM(A1)', 'x'.repeat(32_767), '中文 ✓']);
  });

  it('rolls over to a new sheet at the row limit, each with its header', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => [`r${i}`, 0, i]);
    const sheets = await readBack(await write(rows, 3));
    expect(sheets.map((s) => s.name)).toEqual(['data 1', 'data 2', 'data 3', 'data 4']);
    expect(sheets.map((s) => s.rows.length)).toEqual([3, 3, 3, 2]);
    expect(sheets.flatMap((s) => s.rows.slice(1).map((r) => r[2]))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(sheets.every((s) => s.rows[0][0] === 'name')).toBe(true);
  });

  it('an empty export is still a workbook with the header row', async () => {
    const [sheet] = await readBack(await write([]));
    expect(sheet.rows).toEqual([['name', 'time', 'value']]);
  });

  it('waits for a slow destination instead of queueing the export in memory', async () => {
    let maxQueued = 0;
    let bytes = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _enc, cb) {
        bytes += chunk.length;
        setTimeout(cb, 5);
      },
    });
    const probe = setInterval(() => {
      maxQueued = Math.max(maxQueued, slow.writableLength);
    }, 0);
    const finished = new Promise((r) => slow.on('finish', r));
    const w = new XlsxStreamWriter(slow, COLUMNS, 'data');
    // Random text compresses badly, so the output is megabytes and the destination really is the bottleneck.
    const noise = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
    for (let page = 0; page < 20; page++) {
      await w.addRows(Array.from({ length: 2_000 }, (_, i) => [noise(), page * 2_000 + i, noise()]));
      maxQueued = Math.max(maxQueued, slow.writableLength);
    }
    await w.finish();
    await finished;
    clearInterval(probe);
    expect(bytes).toBeGreaterThan(1_500_000);
    // A deflate chunk or two beyond the high-water mark at most, never the export.
    expect(maxQueued).toBeLessThan(256 * 1024);
  });
});
