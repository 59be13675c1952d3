import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_MODELS, ENERGY_STORAGE_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import { harness } from './setup';

/** The shipped cabinet plugin, as the server serves it (its thing model carries the value labels). */
const cabinet = SEED_MODELS.find((m) => m.id === ENERGY_STORAGE_MODEL_ID)!;
const tsl = JSON.parse(cabinet.chart_data).tsl;

async function openControl() {
  const h = await harness();
  h.http.on('/device/model/item', { id: cabinet.id, model_name: cabinet.model_name, chart_data: cabinet.chart_data, tsl });
  h.http.on('/f/device/values', { ac: { switch: true, mode: 1, set_temp: 24 }, bms: { status: 2 }, systime: '2023-11-14 22:13:20' });
  h.http.on('/f/air-condition/values', { switch: true, mode: 1, set_temp: 24, return_temp: 26, humidity: 45, systime: '2023-11-14 22:13:20' });
  h.http.on('/device/operating_device', null);
  h.renderView('control', { query: { device_id: 'd1' } });
  await screen.findByTestId('ac-values');
  return h;
}

describe('energy cabinet control view', () => {
  it('shows the plugin’s labels for boolean and enumerated values, and no systime card', async () => {
    await openControl();
    await waitFor(() => expect(screen.getByTestId('ac-values-ac_mode').textContent).toContain('制冷'));
    expect(screen.getByTestId('ac-values-ac_switch').textContent).toContain('开');
    expect(screen.getByTestId('ac-values-ac_switch').textContent).not.toContain('true');
    expect(screen.queryByTestId('ac-values-ac_systime')).toBeNull();
    expect(screen.getByTestId('ac-values').textContent).not.toContain('systime');
  });

  it('offers the plugin’s mode labels and sends the chosen value', async () => {
    const h = await openControl();
    const mode = screen.getByTestId('control-ac-mode') as HTMLSelectElement;
    expect([...mode.options].map((o) => o.text)).toEqual(['自动', '制冷', '制热', '送风']);
    fireEvent.change(mode, { target: { value: '2' } });
    await waitFor(() => expect(h.http.lastBody('/device/operating_device')).toEqual({ device_id: 'd1', values: { ac_mode: 2 } }));
  });

  it('puts each send button beside its number input, in one control group', async () => {
    const h = await openControl();
    const input = screen.getByTestId('control-ac-temp');
    const send = screen.getByTestId('control-ac-temp-send');
    const group = send.parentElement!;
    expect(group.className).toContain('bp6-control-group');
    expect(within(group).getByTestId('control-ac-temp')).toBe(input);
    fireEvent.change(input, { target: { value: '20.5' } });
    fireEvent.click(send);
    await waitFor(() => expect(h.http.lastBody('/device/operating_device')).toEqual({ device_id: 'd1', values: { ac_set_temp: 20.5 } }));
  });

  it('the device detail’s properties read with the same labels', async () => {
    const h = await harness();
    h.http.on('/device/model/item', { id: cabinet.id, model_name: cabinet.model_name, chart_data: cabinet.chart_data, tsl });
    h.http.on('/kv/current/detail', [
      { key: 'ac_mode', value: 1, ts: 1_700_000_000_000_000 },
      { key: 'ac_switch', value: false, ts: 1_700_000_000_000_000 },
    ]);
    h.renderView('detail', { query: { device_id: 'd1' } });
    await waitFor(() => expect(screen.getByTestId('property-value-ac_mode').textContent).toBe('制冷'));
    expect(screen.getByTestId('property-value-ac_switch').textContent).toBe('关');
  });
});
