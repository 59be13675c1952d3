import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '@tessera/sdk/harness';
import { formatDateTime } from '@tessera/sdk';
import { harness } from './setup';

const GATEWAY = {
  device: 'gw1',
  device_name: '网关一',
  device_type: '2',
  asset_name: '一号楼',
  plugin_name: '环境传感器',
  latest_ts: 1_700_000_000_123_456,
  children: [
    { device: 's1', device_name: '子设备一', device_type: '3' },
    { device: 's2', device_name: '子设备二', device_type: '3' },
  ],
};
const DIRECT = { device: 'd1', device_name: '温湿度计', device_type: '1', latest_ts: null };

async function setup(rows: unknown[] = [GATEWAY, DIRECT], total = 2) {
  const h = await harness();
  h.http.on('/device/list/tree', { current_page: 1, per_page: 10, total, data: rows });
  h.http.on('/device/status', { gw1: '1', d1: '0', s1: '1', s2: '0' });
  h.http.on('/asset/list/c', { total: 1, data: [{ id: 'g1', name: '一号楼', parent_id: '0' }] });
  return h;
}

describe('device list', () => {
  it('lists devices with state, kind and a 16-digit last push', async () => {
    const h = await setup();
    h.renderView('list');
    expect(await screen.findByText('网关一')).toBeTruthy();
    expect(screen.getByText(formatDateTime(1_700_000_000_123))).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('device-state-gw1').textContent).toBe('在线'));
    expect(screen.getByTestId('device-state-d1').textContent).toBe('离线');
    expect(h.http.lastBody('/device/status')).toEqual({ device_id_list: ['gw1', 's1', 's2', 'd1'] });
  });

  it('expands a gateway to its sub-devices', async () => {
    const h = await setup();
    h.renderView('list');
    fireEvent.click(await screen.findByTestId('device-expand-gw1'));
    expect(screen.getAllByTestId('devices-child-row').map((r) => r.querySelectorAll('td')[1].textContent)).toEqual(['子设备一', '子设备二']);
    fireEvent.click(screen.getByTestId('device-expand-gw1'));
    expect(screen.queryAllByTestId('devices-child-row')).toHaveLength(0);
  });

  it('sends the project, group, plugin, state and name filters to the server', async () => {
    const h = await setup();
    h.renderView('list', { query: { business_id: 'p1' } });
    await screen.findByText('网关一');
    expect(h.http.lastBody('/device/list/tree')).toMatchObject({ business_id: 'p1', current_page: 1, per_page: 10 });
    await waitFor(() => expect((screen.getByTestId('devices-filter-group') as HTMLSelectElement).options.length).toBe(2));
    fireEvent.change(screen.getByTestId('devices-filter-group'), { target: { value: 'g1' } });
    fireEvent.change(screen.getByTestId('devices-filter-plugin'), { target: { value: 'm1' } });
    fireEvent.change(screen.getByTestId('devices-filter-status'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('devices-search'), { target: { value: '网关' } });
    fireEvent.click(screen.getByTestId('devices-search-submit'));
    await waitFor(() =>
      expect(h.http.lastBody('/device/list/tree')).toEqual({
        current_page: 1,
        per_page: 10,
        business_id: 'p1',
        asset_id: 'g1',
        plugin_id: 'm1',
        state: '1',
        name: '网关',
      }),
    );
  });

  it('shows the empty and error states', async () => {
    const h = await setup([], 0);
    h.renderView('list');
    expect(await screen.findByTestId('devices-table-empty')).toBeTruthy();
    h.http.on('/device/list/tree', envelope(400, '服务繁忙'));
    fireEvent.click(screen.getByTestId('devices-search-submit'));
    expect((await screen.findByTestId('devices-table-error')).textContent).toContain('服务繁忙');
  });

  it('bulk-deletes the selected devices after 你确定要删除吗？', async () => {
    const h = await setup();
    h.http.on('/device/delete', null);
    h.renderView('list');
    await screen.findByText('网关一');
    expect((screen.getByTestId('devices-bulk-delete') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('device-select-gw1'));
    fireEvent.click(screen.getByTestId('device-select-d1'));
    fireEvent.click(screen.getByTestId('devices-bulk-delete'));
    await waitFor(() => expect(h.http.callsTo('/device/delete').map((c) => c.body)).toEqual([{ ids: ['gw1', 'd1'] }]));
    expect(h.notifier.messages('confirm')).toEqual(['你确定要删除吗？']);
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['删除成功']));
  });

  it('validates the device form: name, group, location and a sub-device gateway', async () => {
    const h = await setup();
    h.http.on('/device/add_only', (b: Record<string, unknown>) => ({ id: 'new', ...b }));
    h.renderView('list', { query: { business_id: 'p1' } });
    fireEvent.click(await screen.findByTestId('devices-add'));
    fireEvent.change(screen.getByTestId('device-form-location'), { target: { value: '200,40' } });
    fireEvent.click(screen.getByTestId('device-form-submit'));
    expect((await screen.findByTestId('device-form-name-error')).textContent).toBe('此项不能为空');
    expect(screen.getByTestId('device-form-asset_id-error').textContent).toBe('请选择分组');
    expect(screen.getByTestId('device-form-location-error').textContent).toBe('位置格式应为 经度,纬度');
    fireEvent.change(screen.getByTestId('device-form-device_type'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('device-form-submit'));
    expect((await screen.findByTestId('device-form-parent_id-error')).textContent).toBe('请选择网关');

    fireEvent.change(screen.getByTestId('device-form-device_type'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('device-form-name'), { target: { value: '新设备' } });
    await waitFor(() => expect((screen.getByTestId('device-form-asset_id') as HTMLSelectElement).options.length).toBe(2));
    fireEvent.change(screen.getByTestId('device-form-asset_id'), { target: { value: 'g1' } });
    fireEvent.change(screen.getByTestId('device-form-location'), { target: { value: '116.397, 39.909' } });
    fireEvent.change(screen.getByTestId('device-form-threshold'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('device-form-submit'));
    await waitFor(() => expect(h.http.callsTo('/device/add_only')).toHaveLength(1));
    expect(h.http.lastBody('/device/add_only')).toMatchObject({
      name: '新设备',
      device_type: '1',
      asset_id: 'g1',
      location: '116.397,39.909',
      protocol: 'mqtt',
      additional_info: JSON.stringify({ runningInfo: { thresholdTime: 60 } }),
    });
    expect(h.http.lastBody('/device/add_only')).not.toHaveProperty('token');
  });

  it('shows and copies the MQTT connection details the server states (host, port, username = token, topics)', async () => {
    const h = await setup();
    h.http.on('/device/connect/info', {
      mode: 'embedded',
      host: 'iot.example.com',
      port: 1883,
      username: 'tok-123',
      device_type: '1',
      publish: ['device/attributes', 'device/event'],
      subscribe: ['device/attributes/tok-123', 'device/command/tok-123'],
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    h.renderView('list');
    fireEvent.click(await screen.findByTestId('device-connection-d1'));
    expect((await screen.findByTestId('connection-username')).textContent).toBe('tok-123');
    expect(h.http.lastBody('/device/connect/info')).toEqual({ id: 'd1' });
    expect(screen.getByTestId('connection-host').textContent).toBe('iot.example.com');
    expect(screen.getByTestId('connection-subscribe').textContent).toContain('device/command/tok-123');
    fireEvent.click(screen.getByTestId('connection-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const text = writeText.mock.calls[0][0] as string;
    expect(text).toContain('1883');
    expect(text).toContain('tok-123');
    expect(text).toContain('device/attributes');
    expect(h.notifier.messages('success')).toEqual(['已复制']);
  });

  it('falls back to the console host when the server names none (wildcard bind)', async () => {
    const h = await setup();
    h.http.on('/device/connect/info', { host: '', port: 21883, username: 'tok-9', publish: ['device/attributes'], subscribe: ['device/command/tok-9'] });
    h.renderView('list');
    fireEvent.click(await screen.findByTestId('device-connection-d1'));
    expect((await screen.findByTestId('connection-host')).textContent).toBe(globalThis.location.hostname);
    expect(screen.getByTestId('connection-port').textContent).toBe('21883');
  });

  it("a protocol plugin's device: the plugin's access address, no broker topics", async () => {
    const h = await setup();
    h.http.on('/device/connect/info', {
      mode: 'plugin',
      protocol: 'MODBUS_TCP',
      plugin: 'Modbus',
      host: '10.1.2.3',
      port: '502',
      username: 'tok-7',
      publish: [],
      subscribe: [],
    });
    h.renderView('list');
    fireEvent.click(await screen.findByTestId('device-connection-d1'));
    expect((await screen.findByTestId('connection-plugin')).textContent).toContain('Modbus（MODBUS_TCP）');
    expect(screen.getByTestId('connection-host').textContent).toBe('10.1.2.3');
    expect(screen.getByTestId('connection-port').textContent).toBe('502');
    expect(screen.queryByTestId('connection-subscribe')).toBeNull();
  });
});

describe('device form, protocol plugins', () => {
  it("offers the platform's protocol plugins and keeps the plugin's form values in protocol_config", async () => {
    const h = await setup();
    h.http.on('/tp_protocol_plugin/types', [{ protocol_type: 'MODBUS_TCP', name: 'Modbus', device_type: '2' }]);
    h.http.on('/form/config', [
      { dataKey: 'slave_id', label: '从站地址', type: 'input', validate: { type: 'number', required: true } },
      {
        dataKey: 'mode',
        label: '模式',
        type: 'select',
        options: [
          { label: 'RTU', value: 1 },
          { label: 'TCP', value: 2 },
        ],
      },
      { label: 'no key, skipped' },
    ]);
    h.http.on('/device/add_only', (b: Record<string, unknown>) => ({ id: 'new', ...b }));
    h.renderView('list', { query: { business_id: 'p1' } });
    fireEvent.click(await screen.findByTestId('devices-add'));
    await waitFor(() => expect((screen.getByTestId('device-form-protocol') as HTMLSelectElement).options.length).toBe(2));
    expect(screen.queryByTestId('protocol-form')).toBeNull();
    fireEvent.change(screen.getByTestId('device-form-protocol'), { target: { value: 'MODBUS_TCP' } });
    fireEvent.change(await screen.findByTestId('protocol-form-slave_id'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('protocol-form-mode'), { target: { value: '2' } });
    expect(h.http.lastBody('/form/config')).toEqual({ protocol_type: 'MODBUS_TCP', device_type: '1' });
    fireEvent.change(screen.getByTestId('device-form-name'), { target: { value: 'plc' } });
    await waitFor(() => expect((screen.getByTestId('device-form-asset_id') as HTMLSelectElement).options.length).toBe(2));
    fireEvent.change(screen.getByTestId('device-form-asset_id'), { target: { value: 'g1' } });
    fireEvent.click(screen.getByTestId('device-form-submit'));
    await waitFor(() => expect(h.http.callsTo('/device/add_only')).toHaveLength(1));
    expect(h.http.lastBody('/device/add_only')).toMatchObject({ protocol: 'MODBUS_TCP', protocol_config: JSON.stringify({ slave_id: 3, mode: 2 }) });
  });

  it('a plugin whose form cannot be loaded says so; MQTT stays the only choice when no plugin answers', async () => {
    const h = await setup();
    h.http.on('/tp_protocol_plugin/types', [{ protocol_type: 'BROKEN', name: 'Broken', device_type: '1' }]);
    h.http.on('/form/config', envelope(400, 'down', null));
    h.renderView('list', { query: { business_id: 'p1' } });
    fireEvent.click(await screen.findByTestId('devices-add'));
    await waitFor(() => expect((screen.getByTestId('device-form-protocol') as HTMLSelectElement).options.length).toBe(2));
    fireEvent.change(screen.getByTestId('device-form-protocol'), { target: { value: 'BROKEN' } });
    expect((await screen.findByTestId('protocol-form-error')).textContent).toBe('无法加载协议插件的配置表单');
  });
});
