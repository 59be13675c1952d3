import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import { createExtensionHarness, envelope } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import protocolPlugins from '../../../extensions/protocol-plugins/src/index';
import manifest from '../../../extensions/protocol-plugins/extension.json';
import ch from '../../../extensions/protocol-plugins/locales/ch.json';
import en from '../../../extensions/protocol-plugins/locales/en.json';

const page = <T,>(rows: T[]): Page<T> => ({ current_page: 1, per_page: 10, total: rows.length, data: rows });
const CODES = (manifest as ExtensionManifest).permissions ?? [];
const setup = (permissions = CODES) =>
  createExtensionHarness(protocolPlugins, { manifest: manifest as ExtensionManifest, locales: { ch, en }, permissions, language: 'en' });
const PLUGIN = {
  id: 'p1',
  name: 'Modbus',
  protocol_type: 'MODBUS',
  access_address: 'h:502',
  http_address: '',
  sub_topic_prefix: 'mb/',
  description: '',
  device_type: '2',
  additional_info: '',
  created_at: 1_700_000_000,
};
const SCRIPT = {
  id: 's1',
  script_name: 'frames',
  protocol_type: 'mqtt',
  company: '',
  product_name: '',
  device_type: 'm1',
  script_content_a: '',
  script_content_b: 'function encodeInp(m) { return m; }',
  script_type: 'javascript',
  remark: '',
  created_at: 1_700_000_000,
  run_stats: { calls: 3, errors: 1, timeouts: 0, last_error: 'boom' },
};
const change = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('protocol plugins page', () => {
  it('adds a plugin, checking addresses, the topic prefix and the JSON extras before sending', async () => {
    const h = await setup();
    h.http.on('/tp_protocol_plugin/list', page([PLUGIN]));
    h.http.on('/tp_protocol_plugin/add', { ...PLUGIN, id: 'p2' });
    h.renderView('plugins');
    expect(await screen.findByText('Gateway')).toBeTruthy();
    fireEvent.click(screen.getByTestId('plugins-add'));
    change('plugin-form-name', 'TCP');
    change('plugin-form-protocol_type', 'TCP_RAW');
    change('plugin-form-access_address', 'no-port');
    change('plugin-form-sub_topic_prefix', 'a/#/');
    change('plugin-form-additional_info', '{nope');
    fireEvent.click(screen.getByTestId('plugin-form-submit'));
    expect((await screen.findByTestId('plugin-form-access_address-error')).textContent).toBe('Use host:port');
    expect(screen.getByTestId('plugin-form-sub_topic_prefix-error')).toBeTruthy();
    expect(screen.getByTestId('plugin-form-additional_info-error').textContent).toBe('Enter JSON text');
    expect(h.http.callsTo('/tp_protocol_plugin/add')).toEqual([]);
    change('plugin-form-access_address', '10.0.0.1:9000');
    change('plugin-form-sub_topic_prefix', 'tcp/');
    change('plugin-form-additional_info', '{"a":1}');
    fireEvent.click(screen.getByTestId('plugin-form-submit'));
    await waitFor(() =>
      expect(h.http.lastBody('/tp_protocol_plugin/add')).toEqual({
        name: 'TCP',
        protocol_type: 'TCP_RAW',
        access_address: '10.0.0.1:9000',
        http_address: '',
        sub_topic_prefix: 'tcp/',
        description: '',
        device_type: '1',
        additional_info: '{"a":1}',
      }),
    );
  });

  it("shows a new plugin's secret once, and a reset's after a confirmation", async () => {
    const h = await setup();
    h.http.on('/tp_protocol_plugin/list', page([{ ...PLUGIN, registered_at: 0 }]));
    h.http.on('/tp_protocol_plugin/add', { ...PLUGIN, id: 'p2', protocol_type: 'TCP_RAW', secret: 'tpp_first' });
    h.http.on('/tp_protocol_plugin/secret/reset', { id: 'p1', protocol_type: 'MODBUS', secret: 'tpp_second' });
    h.renderView('plugins');
    expect(await screen.findByText('Never')).toBeTruthy();
    fireEvent.click(screen.getByTestId('plugins-add'));
    change('plugin-form-name', 'TCP');
    change('plugin-form-protocol_type', 'TCP_RAW');
    fireEvent.click(screen.getByTestId('plugin-form-submit'));
    expect(((await screen.findByTestId('plugin-secret-value')) as HTMLInputElement).value).toBe('tpp_first');
    expect(screen.getByText(/as plugin:TCP_RAW with the secret/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('plugin-secret-close'));
    await waitFor(() => expect(screen.queryByTestId('plugin-secret-value')).toBeNull());
    fireEvent.click(screen.getByTestId('plugin-secret-MODBUS'));
    expect(((await screen.findByTestId('plugin-secret-value')) as HTMLInputElement).value).toBe('tpp_second');
    expect(h.http.lastBody('/tp_protocol_plugin/secret/reset')).toEqual({ id: 'p1' });
  });

  it('offers no add, edit or delete without the codes', async () => {
    const h = await setup([]);
    h.http.on('/tp_protocol_plugin/list', page([PLUGIN]));
    h.renderView('plugins');
    expect(await screen.findByText('Modbus')).toBeTruthy();
    for (const id of ['plugins-add', 'plugin-edit-MODBUS', 'plugin-delete-MODBUS', 'plugin-secret-MODBUS']) expect(screen.queryByTestId(id)).toBeNull();
  });
});

describe('protocol scripts page', () => {
  it('lists scripts with their run counts, edits one and runs a trial with a hex message', async () => {
    const h = await setup();
    h.http.on('/tp_script/list', page([SCRIPT]));
    h.http.on('/device/model/list', page([{ id: 'm1', model_name: 'Sensor' }]));
    h.http.on('/tp_script/quiz', envelope(200, '{"temperature":25.8}', []));
    h.http.on('/tp_script/edit', SCRIPT);
    h.renderView('scripts');
    expect(await screen.findByText('3 calls, 1 errors')).toBeTruthy();
    fireEvent.click(screen.getByTestId('script-edit-frames'));
    change('script-quiz-msg', '0x010102');
    fireEvent.click(screen.getByTestId('script-quiz-run'));
    expect((await screen.findByTestId('script-quiz-answer')).textContent).toBe('{"temperature":25.8}');
    expect(h.http.lastBody('/tp_script/quiz')).toEqual({ script_content: SCRIPT.script_content_b, msg_content: '0x010102', topic_content: '' });
    fireEvent.click(screen.getByTestId('script-tab-downlink'));
    change('script-form-downlink', 'function encodeInp(m) { return "down"; }');
    fireEvent.click(screen.getByTestId('script-form-submit'));
    await waitFor(() =>
      expect(h.http.lastBody('/tp_script/edit')).toMatchObject({
        id: 's1',
        script_name: 'frames',
        script_content_a: 'function encodeInp(m) { return "down"; }',
      }),
    );
  });

  it("a new script needs a name and a device plugin; binding sets the device's script", async () => {
    const h = await setup();
    h.http.on('/tp_script/list', page([SCRIPT]));
    h.http.on('/device/model/list', page([{ id: 'm1', model_name: 'Sensor' }]));
    h.http.on('/device/list/tree', page([{ device: 'd1', device_name: 'probe' }]));
    h.http.on('/device/update_only', null);
    h.renderView('scripts');
    fireEvent.click(await screen.findByTestId('scripts-add'));
    fireEvent.click(screen.getByTestId('script-form-submit'));
    expect(await screen.findByTestId('script-form-name-error')).toBeTruthy();
    expect(h.http.callsTo('/tp_script/add')).toEqual([]);
    fireEvent.click(screen.getByTestId('script-form-cancel'));
    fireEvent.click(screen.getByTestId('script-devices-frames'));
    fireEvent.click(await screen.findByTestId('script-bind-probe'));
    await waitFor(() => expect(h.http.lastBody('/device/update_only')).toEqual({ id: 'd1', script_id: 's1' }));
    expect(h.http.lastBody('/device/list/tree')).toMatchObject({ plugin_id: 'm1' });
  });

  it('a plain user sees the scripts but cannot change them', async () => {
    const h = await setup([]);
    h.http.on('/tp_script/list', page([SCRIPT]));
    h.renderView('scripts');
    expect(await screen.findByText('frames')).toBeTruthy();
    for (const id of ['scripts-add', 'script-edit-frames', 'script-devices-frames', 'script-delete-frames']) expect(screen.queryByTestId(id)).toBeNull();
  });
});
