/** The batch CSV the factory gets and gives back: RFC 4180 quoting, a header row, UTF-8 with a BOM for spreadsheets. */

export const CSV_COLUMNS = ['device_code', 'token', 'password', 'activate_flag', 'activate_date', 'product_serial', 'batch_number', 'access_address'] as const;

const quote = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // A leading =, +, - or @ would be a formula in a spreadsheet: prefix it so the cell stays text.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function toCsv(rows: Array<Record<string, unknown>>): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) lines.push(CSV_COLUMNS.map((c) => quote(r[c])).join(','));
  return '\ufeff' + lines.join('\r\n') + '\r\n';
}

/** Parses CSV text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\ufeff/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((x) => x.trim()));
}
