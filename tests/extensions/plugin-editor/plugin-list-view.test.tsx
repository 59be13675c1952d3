import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import { editorHarness } from './harness';

const rows = [
  {
    id: 'a',
    model_name: 'Thermo',
    model_type: 'sensor',
    author: 'Ada',
    version: '1.0',
    describe: '',
    issued: 1,
    created_at: 1_700_000_000,
    chart_data: JSON.stringify({
      info: { pluginName: 'Thermo', pluginCategory: 'sensor' },
      tsl: { properties: [{ title: 'T', name: 'temp', dataType: 'float', dataRange: '0-999', stepLength: 0.1, unit: '-', readWrite: 'r', description: '' }] },
      chart: [],
    }),
  },
  { id: 'b', model_name: 'Relay', model_type: 'controller', author: '', version: '', describe: '', issued: 0, created_at: 1_700_000_100, chart_data: '{}' },
];

async function listHarness() {
  const h = await editorHarness();
  let data = [...rows];
  h.http
    .on('/device/model/tsl/list', () => ({ current_page: 1, per_page: 10, total: data.length, data }))
    .on('/device/model/tsl/get-map', (body: { id: string }) => rows.find((r) => r.id === body.id))
    .on('/device/model/tsl/del', (body: { id: string }) => {
      data = data.filter((r) => r.id !== body.id);
      return envelope(200, '删除成功');
    });
  return h;
}

describe('device editor view', () => {
  it("built-in plugins (flag 1) show neither edit nor delete; the tenant's own do", async () => {
    const h = await editorHarness();
    const builtin = { ...rows[1], id: 'c', model_name: 'Builtin meter', flag: 1 };
    h.http.on('/device/model/tsl/list', () => ({ current_page: 1, per_page: 10, total: 3, data: [{ ...rows[0], flag: 0 }, rows[1], builtin] }));
    h.renderView('editor');
    const table = await screen.findByTestId('plugin-list');
    const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
    for (const name of ['Thermo', 'Relay']) {
      expect(within(rowOf(name)).queryByRole('button', { name: '编辑' })).toBeTruthy();
      expect(within(rowOf(name)).queryByRole('button', { name: '删除' })).toBeTruthy();
    }
    expect(within(rowOf('Builtin meter')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(rowOf('Builtin meter')).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('lists the tenant plugins with category and publish state', async () => {
    const h = await listHarness();
    h.renderView('editor');
    const table = await screen.findByTestId('plugin-list');
    expect(within(table).getByText('Thermo')).toBeTruthy();
    expect(within(table).getByText('传感器')).toBeTruthy();
    expect(within(table).getByText('已发布')).toBeTruthy();
    expect(within(table).getByText('未发布')).toBeTruthy();
    expect(h.http.lastBody('/device/model/tsl/list')).toEqual({ current_page: 1, per_page: 10 });
  });

  it('add opens an empty wizard; edit loads the model with get-map into it', async () => {
    const h = await listHarness();
    h.renderView('editor');
    await screen.findByTestId('plugin-list');
    fireEvent.click(screen.getByRole('button', { name: '新建插件' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/插件名称/) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(screen.getByTestId('plugin-list')).getAllByRole('button', { name: '编辑' })[0]);
    const edit = await screen.findByRole('dialog');
    expect(h.http.lastBody('/device/model/tsl/get-map')).toEqual({ id: 'a' });
    expect((within(edit).getByLabelText(/插件名称/) as HTMLInputElement).value).toBe('Thermo');
    fireEvent.click(within(edit).getByRole('button', { name: '下一步' }));
    expect(await within(edit).findByText('temp')).toBeTruthy();
  });

  it('delete asks for confirmation and reloads', async () => {
    const h = await listHarness();
    h.renderView('editor');
    const table = await screen.findByTestId('plugin-list');
    h.notifier.confirmAnswer = false;
    fireEvent.click(within(table).getAllByRole('button', { name: '删除' })[1]);
    await waitFor(() => expect(h.notifier.messages('confirm')).toEqual(['你确定要删除吗？']));
    expect(h.http.callsTo('/device/model/tsl/del')).toHaveLength(0);
    h.notifier.confirmAnswer = true;
    fireEvent.click(within(table).getAllByRole('button', { name: '删除' })[1]);
    await waitFor(() => expect(h.http.lastBody('/device/model/tsl/del')).toEqual({ id: 'b' }));
    await waitFor(() => expect(within(screen.getByTestId('plugin-list')).queryByText('Relay')).toBeNull());
  });
});
