export interface ExportProgress {
  bytes: number;
  /** Data rows received so far (lines after the header). */
  rows: number;
  /** Total bytes when the server sent a length; null while streaming. */
  total: number | null;
  /** Data rows the export holds, from the server's `X-Total-Rows` header (null when not sent). */
  totalRows?: number | null;
}

/** 0..1 done: rows against the announced row total, else bytes against the length; null when unknown. */
export function fractionOf(p: ExportProgress): number | null {
  if (p.totalRows !== null && p.totalRows !== undefined) return p.totalRows > 0 ? Math.min(1, p.rows / p.totalRows) : 1;
  if (p.total) return Math.min(1, p.bytes / p.total);
  return null;
}

/**
 * Reads an export as it streams, reporting bytes and rows (of the announced total), so a million-row file shows
 * progress without the page holding more than the chunks.
 */
export async function readExport(res: Response, onProgress: (p: ExportProgress) => void): Promise<Blob> {
  const type = res.headers.get('content-type') ?? '';
  const total = Number(res.headers.get('content-length')) || null;
  const announced = res.headers.get('x-total-rows');
  const totalRows = announced !== null && /^\d+$/.test(announced) ? Number(announced) : null;
  // Rows are counted from CSV lines; any other file (XLSX) reports the announced total once complete.
  const csv = type.includes('text/csv') || !type;
  const chunks: BlobPart[] = [];
  let bytes = 0;
  let lines = 0;
  const reader = res.body?.getReader();
  if (!reader) {
    const blob = await res.blob();
    const text = await blob.text();
    onProgress({ bytes: blob.size, rows: csv ? Math.max(0, text.split('\n').filter(Boolean).length - 1) : totalRows ?? 0, total, totalRows });
    return blob;
  }
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
    onProgress({ bytes, rows: csv ? Math.max(0, lines - 1) : 0, total, totalRows: csv ? totalRows : null });
  }
  if (!csv) onProgress({ bytes, rows: totalRows ?? 0, total, totalRows });
  return new Blob(chunks, { type: csv ? 'text/csv;charset=utf-8' : type });
}
