/**
 * Streams a workbook of one table (XLSX = a ZIP of XML parts) at flat memory: rows become sheet XML as they come and
 * go straight into the ZIP's deflater. Strings are inline (no shared-string table to hold), a sheet rolls over at
 * Excel's 1 048 576-row limit, and the workbook part listing the sheets is written last, once their count is known.
 */
import type { Writable } from 'node:stream';
import { ZipStreamWriter, type ZipPartStream } from './zip-stream-writer';

export interface XlsxColumn {
  header: string;
  width: number;
  /** `date` cells take a JS Date (or ms) and show as date-time; other cells follow their value's type. */
  kind?: 'date';
}

/** Excel's rows per sheet, the header row included. */
export const SHEET_ROWS = 1_048_576;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss.000';
const MS_PER_DAY = 86_400_000;
/** Excel's day 0 in the 1900 date system, in Unix days (1899-12-30, which absorbs the 1900 leap-year bug). */
const EXCEL_EPOCH_DAYS = 25_569;
const CELL_CHARS = 32_767;
/** Rows per XML chunk handed to the deflater: big enough to batch, small enough to keep memory flat. */
const CHUNK_ROWS = 500;

// XML 1.0 allows no control characters but tab, LF, CR; they are dropped rather than make the file unreadable.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// Most cells (ids, keys, digits) need nothing: one test instead of five replaces.
const escapeXml = (s: string) =>
  !NEEDS_ESCAPE.test(s) ? s : s.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const columnName = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : columnName(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));

function cellXml(ref: string, value: unknown, kind: XlsxColumn['kind']): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'date') {
    const ms = value instanceof Date ? value.getTime() : Number(value);
    if (Number.isFinite(ms)) return `<c r="${ref}" s="1"><v>${ms / MS_PER_DAY + EXCEL_EPOCH_DAYS}</v></c>`;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  // Excel refuses (offers to "repair") a cell over 32 767 characters.
  const text = escapeXml(String(value).slice(0, CELL_CHARS));
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

const CONTENT_TYPES = (sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${Array.from(
  { length: sheets },
  (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
).join('')}</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="${DATE_FORMAT}"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const WORKBOOK = (name: string, sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${Array.from(
  { length: sheets },
  (_, i) => `<sheet name="${escapeXml(sheets > 1 ? `${name} ${i + 1}` : name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
).join('')}</sheets></workbook>`;

const WORKBOOK_RELS = (sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${Array.from(
  { length: sheets },
  (_, i) =>
    `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
).join(
  '',
)}<Relationship Id="rId${sheets + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

export class XlsxStreamWriter {
  private readonly zip: ZipStreamWriter;
  private sheet: ZipPartStream | null = null;
  private sheets = 0;
  /** Rows written to the open sheet, its header included. */
  private rowInSheet = 0;
  private pending: string[] = [];
  private readonly letters: string[];

  constructor(
    out: Writable,
    private readonly columns: XlsxColumn[],
    private readonly sheetName = 'Sheet',
    private readonly sheetRows = SHEET_ROWS,
  ) {
    this.zip = new ZipStreamWriter(out);
    this.letters = columns.map((_, i) => columnName(i));
  }

  private async openSheet(): Promise<void> {
    this.sheets += 1;
    this.sheet = await this.zip.openStream(`xl/worksheets/sheet${this.sheets}.xml`);
    const cols = this.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
    const header = this.columns.map((c, i) => `<c r="${this.letters[i]}1" s="2" t="inlineStr"><is><t>${escapeXml(c.header)}</t></is></c>`).join('');
    await this.sheet.write(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${header}</row>`);
    this.rowInSheet = 1;
  }

  private async flush(): Promise<void> {
    if (!this.pending.length || !this.sheet) return;
    const xml = this.pending.join('');
    this.pending = [];
    await this.sheet.write(xml);
  }

  private async closeSheet(): Promise<void> {
    await this.flush();
    await this.sheet!.write('</sheetData></worksheet>');
    await this.sheet!.close();
    this.sheet = null;
  }

  /** Adds rows (one value per column); resolves once the output can take more. */
  async addRows(rows: unknown[][]): Promise<void> {
    for (const row of rows) {
      if (!this.sheet) await this.openSheet();
      const r = this.rowInSheet + 1;
      let cells = '';
      for (let i = 0; i < this.columns.length; i++) cells += cellXml(`${this.letters[i]}${r}`, row[i], this.columns[i].kind);
      this.pending.push(`<row r="${r}">${cells}</row>`);
      this.rowInSheet = r;
      if (this.pending.length >= CHUNK_ROWS) await this.flush();
      if (this.rowInSheet >= this.sheetRows) await this.closeSheet();
    }
  }

  /** Closes the last sheet, writes the parts that list the sheets, and ends the output. */
  async finish(): Promise<void> {
    if (!this.sheet && this.sheets === 0) await this.openSheet();
    if (this.sheet) await this.closeSheet();
    await this.zip.addFile('[Content_Types].xml', CONTENT_TYPES(this.sheets));
    await this.zip.addFile('_rels/.rels', ROOT_RELS);
    await this.zip.addFile('xl/workbook.xml', WORKBOOK(this.sheetName, this.sheets));
    await this.zip.addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELS(this.sheets));
    await this.zip.addFile('xl/styles.xml', STYLES);
    await this.zip.finish();
  }
}
