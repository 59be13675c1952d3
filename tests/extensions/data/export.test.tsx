import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExtensionHarness } from '@tessera/sdk/harness';
import type { ExtensionManifest } from '@tessera/sdk';
import data from '../../../extensions/data/src/index';
import manifest from '../../../extensions/data/extension.json';
import ch from '../../../extensions/data/locales/ch.json';
import { streamExport, type ExportProgress } from '../../../extensions/data/src/stream-export';

const enc = new TextEncoder();

/** A fetch answer streaming the given chunks (the parts of Response streamExport reads). */
function fakeResponse(chunks: string[], contentType = 'text/csv; charset=utf-8', status = 200) {
  let i = 0;
  return {
    ok: status === 200, status,
    headers: { get: (h: string) => (h === 'content-type' ? contentType : null) },
    body: { getReader: () => ({ read: async () => (i < chunks.length ? { done: false, value: enc.encode(chunks[i++]) } : { done: true, value: undefined }) }) },
    json: async () => JSON.parse(chunks.join('')),
  } as unknown as Response;
}

afterEach(() => vi.restoreAllMocks());

describe('streamExport', () => {
  it('reports bytes and rows as chunks arrive and returns the whole CSV', async () => {
    const seen: ExportProgress[] = [];
    const fetchImpl = vi.fn(async () => fakeResponse(['device,key,ts,value\nd,t,1,2', '0\nd,t,2,21\n']));
    const blob = await streamExport({ url: '/api/kv/export', body: { device_id: 'd' }, headers: { Authorization: 'Bearer x' }, onProgress: (p) => seen.push(p), fetchImpl });
    expect(await blob.text()).toBe('device,key,ts,value\nd,t,1,20\nd,t,2,21\n');
    expect(seen.map((p) => p.rows)).toEqual([0, 2]);
    expect(seen.at(-1)!.bytes).toBe(enc.encode('device,key,ts,value\nd,t,1,20\nd,t,2,21\n').length);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer x', 'content-type': 'application/json' });
  });

  it('throws the server message when the answer is an envelope', async () => {
    const fetchImpl = async () => fakeResponse([JSON.stringify({ code: 400, message: '时间范围过长', data: null })], 'application/json');
    await expect(streamExport({ url: '/x', body: {}, headers: {}, onProgress: () => {}, fetchImpl })).rejects.toThrow('时间范围过长');
  });
});

describe('export view', () => {
  it('exports the chosen device for the range with the session token and shows progress', async () => {
    const h = await createExtensionHarness(data, { manifest: manifest as ExtensionManifest, locales: { ch }, permissions: ['data:export'], session: { token: 'jwt-1' } as any });
    h.http.on('/business/index', { current_page: 1, per_page: 1000, total: 0, data: [] });
    h.http.on('/device/list/tree', { current_page: 1, per_page: 100, total: 1, data: [{ device: 'd1', device_name: '温湿度计' }] });
    h.http.on('/kv/export/count', { rows_total: 1, threshold: 200_000, background: false });
    h.http.on('/export/job/list', { current_page: 1, per_page: 10, total: 0, data: [] });
    const fetchMock = vi.fn(async () => fakeResponse(['device,key,ts,value\n', 'd1,t,1,2\n']));
    vi.stubGlobal('fetch', fetchMock);
    (URL as any).createObjectURL = () => 'blob:x';
    (URL as any).revokeObjectURL = () => {};
    h.renderView('export');
    await waitFor(() => expect((screen.getByTestId('export-target') as HTMLSelectElement).options.length).toBe(2));
    expect((screen.getByTestId('export-run') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('export-target'), { target: { value: 'd1' } });
    fireEvent.click(screen.getByTestId('export-last7'));
    fireEvent.click(screen.getByTestId('export-run'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['导出完成']));
    expect(screen.getByTestId('export-progress-text').textContent).toContain('1 行');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/kv/export');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
    const body = JSON.parse(String(init.body));
    expect(body.device_id).toBe('d1');
    expect(body.end_time - body.start_time).toBe(7 * 86_400_000_000);
    vi.unstubAllGlobals();
  });

  it('by default exports the last day up to now, so the points just received are in the file', async () => {
    const h = await createExtensionHarness(data, { manifest: manifest as ExtensionManifest, locales: { ch }, permissions: ['data:export'], session: { token: 'jwt-1' } as any });
    h.http.on('/business/index', { current_page: 1, per_page: 1000, total: 0, data: [] });
    h.http.on('/device/list/tree', { current_page: 1, per_page: 100, total: 1, data: [{ device: 'd1', device_name: '温湿度计' }] });
    h.http.on('/kv/export/count', { rows_total: 1, threshold: 200_000, background: false });
    h.http.on('/export/job/list', { current_page: 1, per_page: 10, total: 0, data: [] });
    const fetchMock = vi.fn(async () => fakeResponse(['device,key,ts,value\n']));
    vi.stubGlobal('fetch', fetchMock);
    (URL as any).createObjectURL = () => 'blob:x';
    (URL as any).revokeObjectURL = () => {};
    const opened = Date.now();
    h.renderView('export');
    await waitFor(() => expect((screen.getByTestId('export-target') as HTMLSelectElement).options.length).toBe(2));
    fireEvent.change(screen.getByTestId('export-target'), { target: { value: 'd1' } });
    fireEvent.click(screen.getByTestId('export-run'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body.end_time).toBeGreaterThanOrEqual(opened * 1000);
    expect(body.start_time).toBeLessThanOrEqual((opened - 86_400_000) * 1000);
    vi.unstubAllGlobals();
  });
});
