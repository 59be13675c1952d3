import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { harness } from './setup';

const DEVICES = {
  current_page: 1,
  per_page: 100,
  total: 3,
  data: [
    { device: 'd1', device_name: 'Sensor', type: 'm-env', plugin_name: 'Env sensor', business_id: 'g1', business_name: 'Hall' },
    { device: 'd2', device_name: 'Other', type: 'm-env', plugin_name: 'Env sensor', business_id: 'g2', business_name: 'Yard' },
    { device: 'd3', device_name: 'Meter', type: 'm-meter', plugin_name: 'Meter', business_id: 'g1', business_name: 'Hall' },
  ],
};
const VALUES: Record<string, number> = { d1: 20, d2: 99, d3: 7 };

async function setUp() {
  const h = await harness();
  h.http.on('/device/list/tree', DEVICES);
  h.http.on('/kv/current', (body: any) => [{ temperature: VALUES[body.entity_id] }]);
  return h;
}

const probeTile = (i: string, bind: Record<string, string>, y = 0) => ({
  i,
  x: 0,
  y,
  w: 6,
  h: 4,
  kind: 'widget',
  ...bind,
  widget: { id: i, name: i, controlType: 'dashboard', type: 'probe', mapping: ['temperature'] },
});
const board = (json_data: unknown) => ({
  id: 'b1',
  dashboard_name: 'Wall',
  remark: '',
  thumbnail: '',
  owner_id: 'u',
  share_id: null,
  created_at: 1,
  updated_at: 1,
  json_data,
});
const probeValues = () => screen.getAllByTestId('probe-value').map((e) => e.textContent);

describe('dashboard variables', () => {
  it('defines, renames and filters a variable in the editor, binds a tile to it, undoes, and saves it with the layout', async () => {
    const h = await setUp();
    h.renderView('list', { query: { id: 'b1', mode: 'edit' } });
    await screen.findByText('Plant');
    fireEvent.click(screen.getByTestId('editor-variables'));
    const dialog = await screen.findByTestId('variables-dialog');
    fireEvent.click(screen.getByTestId('variable-add'));
    const row = await within(dialog).findByTestId('variable-device');
    expect(screen.getByTestId('editor-dirty')).toBeTruthy();
    // An invalid name is not applied; a valid one is, on leaving the field.
    fireEvent.change(within(row).getByTestId('variable-name'), { target: { value: 'Bad name' } });
    fireEvent.blur(within(row).getByTestId('variable-name'));
    expect(within(dialog).getByTestId('variable-device')).toBeTruthy();
    fireEvent.change(within(row).getByTestId('variable-name'), { target: { value: 'machine' } });
    fireEvent.blur(within(row).getByTestId('variable-name'));
    const renamed = await within(dialog).findByTestId('variable-machine');
    fireEvent.change(within(renamed).getByTestId('variable-label'), { target: { value: 'Machine' } });
    fireEvent.blur(within(renamed).getByTestId('variable-label'));
    // The plugin filter narrows the default's choices.
    await waitFor(() => expect(within(renamed).getByTestId('variable-plugin').querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(within(renamed).getByTestId('variable-plugin'), { target: { value: 'm-env' } });
    const defaults = [...within(renamed).getByTestId('variable-default').querySelectorAll('option')].map((o) => o.getAttribute('value'));
    expect(defaults).toEqual(['', 'd1', 'd2']);
    fireEvent.change(within(renamed).getByTestId('variable-default'), { target: { value: 'd2' } });
    fireEvent.click(screen.getByTestId('variables-done'));

    // A probe tile bound to the variable shows the variable's default device while editing.
    fireEvent.click(await screen.findByTestId('palette-probe'));
    const config = await screen.findByTestId('tile-config');
    await waitFor(() => expect(within(config).getByTestId('tile-device').querySelectorAll('option')).toHaveLength(5));
    fireEvent.change(within(config).getByTestId('tile-device'), { target: { value: 'var:machine' } });
    await waitFor(() => expect(within(config).getByLabelText('probe key').querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(within(config).getByLabelText('probe key'), { target: { value: 'temperature' } });
    fireEvent.click(screen.getByTestId('tile-config-ok'));
    await waitFor(() => expect(probeValues()).toEqual(['99']), { timeout: 4000 });

    // Variable edits are undo steps like any other.
    fireEvent.click(screen.getByTestId('editor-undo')); // tile configured
    fireEvent.click(screen.getByTestId('editor-undo')); // tile added
    fireEvent.click(screen.getByTestId('editor-undo')); // default chosen
    fireEvent.click(screen.getByTestId('editor-variables'));
    expect((within(await screen.findByTestId('variable-machine')).getByTestId('variable-default') as HTMLSelectElement).value).toBe('');
    fireEvent.click(screen.getByTestId('variables-done'));
    fireEvent.click(screen.getByTestId('editor-redo'));
    fireEvent.click(screen.getByTestId('editor-redo'));
    fireEvent.click(screen.getByTestId('editor-redo'));

    fireEvent.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(screen.queryByTestId('editor-dirty')).toBeNull());
    const saved = (h.http.lastBody('/tp_dashboard/edit') as any).json_data;
    expect(saved.variables).toEqual([{ name: 'machine', label: 'Machine', type: 'device', default: 'd2', filter: { plugin_id: 'm-env' } }]);
    expect(saved.tiles[0]).toMatchObject({ kind: 'widget', variable: 'machine' });
    expect(saved.tiles[0].device_id).toBeUndefined();
  }, 30_000);

  it('view mode applies the saved variable: the address presets it, the picker rebinds every bound tile and updates the address', async () => {
    const h = await setUp();
    const json = {
      version: 1,
      time_range: '1h',
      variables: [{ name: 'machine', label: 'Machine', type: 'device', default: 'd1', filter: { business_id: 'g1' } }],
      tiles: [probeTile('a', { variable: 'machine' }), probeTile('b', { variable: 'machine' }, 4), probeTile('c', { device_id: 'd2' }, 8)],
    };
    h.http.on('/tp_dashboard/detail', board(json));
    // Reloaded from a kiosk address that presets the variable.
    h.renderView('list', { query: { id: 'b1', mode: 'view', 'var-machine': 'd3' } });
    await waitFor(() => expect(probeValues()).toEqual(['7', '7', '99']), { timeout: 4000 });
    const picker = screen.getByTestId('view-var-machine') as HTMLSelectElement;
    expect(picker.value).toBe('d3');
    // The group filter leaves d1 and d3.
    await waitFor(() => expect([...picker.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual(['d1', 'd3']));
    fireEvent.change(picker, { target: { value: 'd1' } });
    await waitFor(() => expect(probeValues()).toEqual(['20', '20', '99']), { timeout: 4000 });
    expect(h.realtime.subscriberCount('d3')).toBe(0);
    expect(h.realtime.subscriberCount('d1')).toBe(1);
    expect(h.routes.navigations.at(-1)).toMatchObject({ query: { id: 'b1', mode: 'view', 'var-machine': 'd1' } });
  }, 20_000);

  it('a share page offers only the devices the dashboard names and ignores an address asking for another', async () => {
    vi.stubGlobal(
      'WebSocket',
      class {
        static OPEN = 1;
        readyState = 0;
        send() {}
        close() {}
      },
    );
    try {
      const h = await setUp();
      const json = {
        version: 1,
        time_range: '1h',
        variables: [{ name: 'machine', label: 'Machine', type: 'device', default: 'd1' }],
        tiles: [probeTile('a', { variable: 'machine' }), probeTile('c', { device_id: 'd2' }, 4)],
      };
      h.http.on('/share/get', { ...board(json), device_names: { d1: 'Sensor', d2: 'Other' } });
      h.http.on('/share/kv/current', (body: any) => [{ temperature: VALUES[body.device_id] }]);
      globalThis.history.replaceState(null, '', `#/share?token=${'T'.repeat(32)}&var-machine=d3`);
      h.renderView('share', { query: { token: 'T'.repeat(32), 'var-machine': 'd3' } });
      const picker = (await screen.findByTestId('view-var-machine')) as HTMLSelectElement;
      expect(picker.value).toBe('d1');
      expect([...picker.querySelectorAll('option')].map((o) => o.getAttribute('value')).sort()).toEqual(['d1', 'd2']);
      await waitFor(() => expect(probeValues()).toEqual(['20', '99']), { timeout: 4000 });
      fireEvent.change(picker, { target: { value: 'd2' } });
      await waitFor(() => expect(probeValues()).toEqual(['99', '99']), { timeout: 4000 });
      expect(h.http.callsTo('/share/kv/current').map((c: any) => c.device_id)).not.toContain('d3');
      expect(globalThis.location.hash).toBe(`#/share?token=${'T'.repeat(32)}&var-machine=d2`);
    } finally {
      vi.unstubAllGlobals();
    }
  }, 20_000);
});
