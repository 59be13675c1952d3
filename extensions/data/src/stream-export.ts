export interface ExportProgress {
  bytes: number;
  /** Data rows received so far (lines after the header). */
  rows: number;
  /** Total bytes when the server sent a length; null while streaming. */
  total: number | null;
}

export interface StreamExportOptions {
  url: string;
  body: unknown;
  headers: Record<string, string>;
  onProgress(p: ExportProgress): void;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * POSTs an export and reads the CSV as it streams, reporting bytes and rows, so a million-row file shows progress
 * without the page holding more than the chunks. A JSON envelope instead of CSV is the server refusing: its
 * message is thrown.
 */
export async function streamExport({ url, body, headers, onProgress, signal, fetchImpl = fetch }: StreamExportOptions): Promise<Blob> {
  const res = await fetchImpl(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    let message = `HTTP ${res.status}`;
    try {
      const env = await res.json();
      if (env && typeof env.message === 'string') message = env.message;
    } catch { /* not JSON either */ }
    throw new Error(message);
  }
  const total = Number(res.headers.get('content-length')) || null;
  const chunks: BlobPart[] = [];
  let bytes = 0;
  let lines = 0;
  const reader = res.body?.getReader();
  if (!reader) {
    const blob = await res.blob();
    const text = await blob.text();
    onProgress({ bytes: blob.size, rows: Math.max(0, text.split('\n').filter(Boolean).length - 1), total });
    return blob;
  }
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
    onProgress({ bytes, rows: Math.max(0, lines - 1), total });
  }
  return new Blob(chunks, { type: 'text/csv;charset=utf-8' });
}
