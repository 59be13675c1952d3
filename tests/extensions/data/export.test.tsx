import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExtensionHarness } from '@tessera/sdk/harness';
import type { ExtensionManifest } from '@tessera/sdk';
import data from '../../../extensions/data/src/index';
import manifest from '../../../extensions/data/extension.json';
import ch from '../../../extensions/data/locales/ch.json';
import { readExport, type ExportProgress } from '../../../extensions/data/src/read-export';

const enc = new TextEncoder();

/** A streamed answer (the parts of Response readExport reads). */
function fakeResponse(chunks: string[], contentType = 'text/csv; charset=utf-8') {
  let i = 0;
  return {
    ok: true, status: 200,
    headers: { get: (h: string) => (h === 'content-type' ? contentType : null) },
    body: { getReader: () => ({ read: async () => (i < chunks.length ? { done: false, value: enc.encode(chunks[i++]) } : { done: true, value: undefined }) }) },
  } as unknown as Response;
}

afterEach(() => vi.restoreAllMocks());

describe('readExport', () => {
  it('reports bytes and rows as chunks arrive and returns the whole CSV', async () => {
    const seen: ExportProgress[] = [];
    const blob = await readExport(fakeResponse(['device,key,ts,value\nd,t,1,2', '0\nd,t,2,21\n']), (p) => seen.push(p));
    expect(await blob.text()).toBe('device,key,ts,value\nd,t,1,20\nd,t,2,21\n');
    expect(seen.map((p) => p.rows)).toEqual([0, 2]);
    expect(seen.at(-1)!.bytes).toBe(enc.encode('device,key,ts,value\nd,t,1,20\nd,t,2,21\n').length);
  });
});

const tree = (devices: { device: string; device_name: string }[]) => ({ current_page: 1, per_page: 100, total: devices.length, data: devices });

async function open(permissions = ['data:export']) {
  const h = await createExtensionHarness(data, { manifest: manifest as ExtensionManifest, locales: { ch }, permissions });
  h.http.on('/business/index', { current_page: 1, per_page: 1000, total: 1, data: [{ id: 'p1', name: '一号项目' }] });
  h.http.on('/device/list/tree', tree([{ device: 'd1', device_name: '温湿度计' }]));
  h.http.on('/asset/list/c', { data: [] });
  h.http.on('/kv/export/count', { rows_total: 1, threshold: 200_000, background: false });
  h.http.on('/export/job/list', { current_page: 1, per_page: 10, total: 0, data: [] });
  (URL as any).createObjectURL = () => 'blob:x';
  (URL as any).revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  h.renderView('export');
  return h;
}

describe('export view', () => {
  it('exports the chosen device for the range through the SDK client and shows progress', async () => {
    const h = await open();
    h.http.on('/kv/export', () => fakeResponse(['device,key,ts,value\n', 'd1,t,1,2\n']));
    await waitFor(() => expect((screen.getByTestId('export-target') as HTMLSelectElement).options.length).toBe(2));
    expect((screen.getByTestId('export-run') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('export-run-reason').textContent).toBe(ch.export.chooseDeviceFirst);
    fireEvent.change(screen.getByTestId('export-target'), { target: { value: 'd1' } });
    expect(screen.queryByTestId('export-run-reason')).toBeNull();
    fireEvent.click(screen.getByTestId('export-last7'));
    fireEvent.click(screen.getByTestId('export-run'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['导出完成']));
    expect(screen.getByTestId('export-progress-text').textContent).toContain('1 行');
    const body = h.http.lastBody('/kv/export');
    expect(body.device_id).toBe('d1');
    expect(body.end_time - body.start_time).toBe(7 * 86_400_000_000);
    expect(h.http.callsTo('/kv/export')[0].options).toMatchObject({ silent: true });
  });

  it('by default exports the last day up to now, so the points just received are in the file', async () => {
    const h = await open();
    h.http.on('/kv/export', () => fakeResponse(['device,key,ts,value\n']));
    const opened = Date.now();
    await waitFor(() => expect((screen.getByTestId('export-target') as HTMLSelectElement).options.length).toBe(2));
    fireEvent.change(screen.getByTestId('export-target'), { target: { value: 'd1' } });
    fireEvent.click(screen.getByTestId('export-run'));
    await waitFor(() => expect(h.http.callsTo('/kv/export')).toHaveLength(1));
    const body = h.http.lastBody('/kv/export');
    expect(body.end_time).toBeGreaterThanOrEqual(opened * 1000);
    expect(body.start_time).toBeLessThanOrEqual((opened - 86_400_000) * 1000);
  });

  it('shows the server\'s refusal of a streamed export in the page', async () => {
    const h = await open();
    h.http.on('/kv/export', { code: 400, message: '时间范围不能超过30天', data: null });
    await waitFor(() => expect((screen.getByTestId('export-target') as HTMLSelectElement).options.length).toBe(2));
    fireEvent.change(screen.getByTestId('export-target'), { target: { value: 'd1' } });
    fireEvent.click(screen.getByTestId('export-run'));
    await waitFor(() => expect(screen.getByTestId('export-error').textContent).toBe('时间范围不能超过30天'));
    expect(h.notifier.messages('error')).toEqual([]);
  });

  it('without the export permission shows why, and no form', async () => {
    const h = await open([]);
    expect(screen.getByTestId('export-no-permission').textContent).toContain(ch.export.noPermission);
    expect(screen.queryByTestId('export-target')).toBeNull();
    expect(screen.queryByTestId('export-run')).toBeNull();
    expect(h.http.calls).toEqual([]);
  });

  it('in group scope asks for the project first, then lists its groups or says there are none', async () => {
    const h = await open();
    await waitFor(() => expect((screen.getByTestId('export-project') as HTMLSelectElement).options.length).toBe(2));
    fireEvent.click(screen.getByTestId('export-scope').querySelectorAll('button')[1]);
    const target = () => screen.getByTestId('export-target') as HTMLSelectElement;
    expect(target().disabled).toBe(true);
    expect(screen.getByTestId('export-target-field').textContent).toContain(ch.export.pickProjectFirst);
    expect((screen.getByTestId('export-project') as HTMLSelectElement).options[0].textContent).toBe(ch.export.chooseProject);
    expect(screen.getByTestId('export-run-reason').textContent).toBe(ch.export.chooseGroupFirst);

    fireEvent.change(screen.getByTestId('export-project'), { target: { value: 'p1' } });
    await waitFor(() => expect(screen.getByTestId('export-target-field').textContent).toContain(ch.export.noGroups));
    expect(h.http.lastBody('/asset/list/c')).toMatchObject({ business_id: 'p1' });

    h.http.on('/asset/list/c', { data: [{ id: 'g1', name: '机房' }] });
    fireEvent.change(screen.getByTestId('export-project'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('export-project'), { target: { value: 'p1' } });
    await waitFor(() => expect(target().disabled).toBe(false));
    expect(screen.getByTestId('export-target-field').textContent).not.toContain(ch.export.noGroups);
    fireEvent.change(target(), { target: { value: 'g1' } });
    await waitFor(() => expect((screen.getByTestId('export-run') as HTMLButtonElement).disabled).toBe(false));
  });
});
