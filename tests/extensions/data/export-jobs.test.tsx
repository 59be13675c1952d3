/**
 * The export page's format picker, percentage progress (from the server's X-Total-Rows), background jobs
 * (chosen, automatic above the threshold, followed XLSX) and the jobs list (states, paging, download, delete).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExtensionHarness } from '@tessera/sdk/harness';
import type { ExtensionManifest } from '@tessera/sdk';
import data from '../../../extensions/data/src/index';
import manifest from '../../../extensions/data/extension.json';
import ch from '../../../extensions/data/locales/ch.json';
import type { ExportJob } from '../../../extensions/data/src/api/export-api';

const enc = new TextEncoder();

function fakeResponse(chunks: string[], headers: Record<string, string>) {
  let i = 0;
  return {
    ok: true, status: 200,
    headers: { get: (h: string) => headers[h.toLowerCase()] ?? null },
    body: { getReader: () => ({ read: async () => (i < chunks.length ? { done: false, value: enc.encode(chunks[i++]) } : { done: true, value: undefined }) }) },
    json: async () => JSON.parse(chunks.join('')),
  } as unknown as Response;
}

const job = (over: Partial<ExportJob>): ExportJob => ({
  id: 'j1', format: 'csv', status: 'done', rows_done: 10, rows_total: 10, created_at: Date.UTC(2026, 0, 1), finished_at: Date.UTC(2026, 0, 1), error: null, file_size: 2048, ...over,
});

async function open(jobs: ExportJob[] | ((body: any) => unknown) = [], count = 4) {
  const h = await createExtensionHarness(data, { manifest: manifest as ExtensionManifest, locales: { ch }, permissions: ['data:export'], session: { token: 'jwt-1' } as any });
  h.http.on('/business/index', { current_page: 1, per_page: 1000, total: 0, data: [] });
  h.http.on('/device/list/tree', { current_page: 1, per_page: 100, total: 1, data: [{ device: 'd1', device_name: '温湿度计' }] });
  h.http.on('/kv/export/count', { rows_total: count, threshold: 200_000, background: count > 200_000 });
  h.http.on('/export/job/create', { id: 'new-job', rows_total: count });
  h.http.on('/export/job/delete', null);
  h.http.on('/export/job/list', typeof jobs === 'function' ? jobs : { current_page: 1, per_page: 10, total: jobs.length, data: jobs });
  // The streamed routes answer through the SDK's HTTP client, like every other call.
  h.http.on('/kv/export', (b: unknown) => streamMock(b));
  h.http.on('/export/job/download', (b: unknown) => streamMock(b));
  h.renderView('export');
  await waitFor(() => expect((screen.getByTestId('export-target') as HTMLSelectElement).options.length).toBe(2));
  fireEvent.change(screen.getByTestId('export-target'), { target: { value: 'd1' } });
  return h;
}

let streamMock: ReturnType<typeof vi.fn<(body: unknown) => unknown>>;
let saved: string[];
beforeEach(() => {
  streamMock = vi.fn<(body: unknown) => unknown>();
  saved = [];
  (URL as any).createObjectURL = () => 'blob:x';
  (URL as any).revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
});
afterEach(() => { vi.restoreAllMocks(); vi.useRealTimers(); });

describe('export page: formats and progress', () => {
  it('streams CSV and shows the percentage of the announced total', async () => {
    streamMock.mockImplementation(async () => fakeResponse(['device_id,key\n', 'd1,a\nd1,b\nd1,c\n'], { 'content-type': 'text/csv', 'x-total-rows': '4' }));
    const h = await open();
    fireEvent.click(screen.getByTestId('export-run'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['导出完成']));
    expect(h.http.lastBody('/kv/export/count')).toMatchObject({ device_id: 'd1', format: 'csv' });
    expect(h.http.lastBody('/kv/export')).toMatchObject({ device_id: 'd1', format: 'csv' });
    expect(screen.getByTestId('export-progress-percent').textContent).toContain('75%');
    expect(saved[0]).toMatch(/\.csv$/);
    expect(h.http.callsTo('/export/job/create')).toHaveLength(0);
  });

  it('XLSX runs as a job that the page follows and downloads when done', async () => {
    let state: ExportJob = job({ id: 'new-job', format: 'xlsx', status: 'running', rows_done: 1, rows_total: 4, file_size: null });
    streamMock.mockImplementation(async () => fakeResponse(['PK..'], { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-length': '4', 'x-total-rows': '4' }));
    const h = await open(() => ({ current_page: 1, per_page: 10, total: 1, data: [state] }));
    fireEvent.click(screen.getByTestId('export-format').querySelectorAll('button')[1]);
    fireEvent.click(screen.getByTestId('export-run'));
    await waitFor(() => expect(h.http.lastBody('/export/job/create')).toMatchObject({ device_id: 'd1', format: 'xlsx' }));
    await waitFor(() => expect(screen.getByTestId('export-progress-percent').textContent).toContain('25%'));
    state = { ...state, status: 'done', rows_done: 4, file_size: 4 };
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['导出完成']), { timeout: 4000 });
    expect(h.http.callsTo('/kv/export')).toHaveLength(0);
    expect(h.http.lastBody('/export/job/download')).toEqual({ id: 'new-job' });
    expect(saved[0]).toMatch(/^温湿度计-.*\.xlsx$/);
  });

  it('"run in background" queues a job instead of streaming', async () => {
    const h = await open();
    fireEvent.click(screen.getByTestId('export-background'));
    fireEvent.click(screen.getByTestId('export-run'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['已加入后台导出任务']));
    expect(h.http.lastBody('/export/job/create')).toMatchObject({ device_id: 'd1', format: 'csv' });
    expect(streamMock).not.toHaveBeenCalled();
  });

  it('above the threshold the export goes to the background with a notice', async () => {
    const h = await open([], 250_000);
    fireEvent.click(screen.getByTestId('export-run'));
    await waitFor(() => expect(screen.getByTestId('export-notice').textContent).toContain('已转为后台任务'));
    expect(screen.getByTestId('export-notice').textContent).toContain((250_000).toLocaleString());
    expect(h.http.callsTo('/export/job/create')).toHaveLength(1);
    expect(streamMock).not.toHaveBeenCalled();
  });
});

describe('export page: jobs list', () => {
  it('shows each state and refreshes while a job is in progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let running = true;
    const h = await open(() => ({
      current_page: 1, per_page: 10, total: 3,
      data: [job({ id: 'a', status: running ? 'running' : 'done', rows_done: running ? 50 : 200, rows_total: 200 }), job({ id: 'b', status: 'queued', rows_done: 0 }), job({ id: 'c', status: 'failed', error: '设备不存在' })],
    }));
    await waitFor(() => expect(screen.getByTestId('export-jobs')).toBeTruthy());
    const row = (id: string) => within(screen.getByTestId(`export-job-${id}`));
    expect(row('a').getByTestId('export-job-status').textContent).toBe('运行中');
    expect(row('a').getByTestId('export-job-progress').textContent).toContain('25%');
    expect(row('b').getByTestId('export-job-status').textContent).toBe('排队中');
    expect(row('c').getByTestId('export-job-status').textContent).toBe('失败');
    expect(row('c').getByTestId('export-job-error').textContent).toBe('设备不存在');
    expect((row('a').getByTestId('export-job-download') as HTMLButtonElement).disabled).toBe(true);
    const before = h.http.callsTo('/export/job/list').length;
    running = false;
    await act(async () => { await vi.advanceTimersByTimeAsync(2100); });
    expect(h.http.callsTo('/export/job/list').length).toBe(before + 1);
    await waitFor(() => expect(row('a').getByTestId('export-job-status').textContent).toBe('已完成'));
  });

  it('does not poll when no job is in progress, and pages', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const h = await open((b: any) => ({ current_page: b.current_page, per_page: 10, total: 15, data: [job({ id: `p${b.current_page}` })] }));
    await waitFor(() => expect(screen.getByTestId('export-job-p1')).toBeTruthy());
    const calls = h.http.callsTo('/export/job/list').length;
    await act(async () => { await vi.advanceTimersByTimeAsync(5000); });
    expect(h.http.callsTo('/export/job/list').length).toBe(calls);
    expect(screen.getByTestId('export-jobs-page').textContent).toBe('第 1 / 2 页');
    fireEvent.click(screen.getByTestId('export-jobs-next'));
    await waitFor(() => expect(screen.getByTestId('export-job-p2')).toBeTruthy());
    expect(h.http.lastBody('/export/job/list')).toEqual({ current_page: 2, per_page: 10 });
  });

  it('downloads a finished job and deletes after confirmation', async () => {
    streamMock.mockImplementation(async () => fakeResponse(['h\nr\n'], { 'content-type': 'text/csv', 'content-length': '4', 'x-total-rows': '1' }));
    const h = await open([job({ id: 'j1' })]);
    await waitFor(() => expect(screen.getByTestId('export-job-j1')).toBeTruthy());
    fireEvent.click(within(screen.getByTestId('export-job-j1')).getByTestId('export-job-download'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^telemetry-\d{14}\.csv$/);
    expect(h.http.lastBody('/export/job/download')).toEqual({ id: 'j1' });

    h.notifier.confirmAnswer = false;
    fireEvent.click(within(screen.getByTestId('export-job-j1')).getByTestId('export-job-delete'));
    await waitFor(() => expect(h.notifier.messages('confirm')).toEqual(['你确定要删除吗？']));
    expect(h.http.callsTo('/export/job/delete')).toHaveLength(0);
    h.notifier.confirmAnswer = true;
    fireEvent.click(within(screen.getByTestId('export-job-j1')).getByTestId('export-job-delete'));
    await waitFor(() => expect(h.http.lastBody('/export/job/delete')).toEqual({ id: 'j1' }));
  });
});
