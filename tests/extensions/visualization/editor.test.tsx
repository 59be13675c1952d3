import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyPositions, addTile, EMPTY_LAYOUT } from '../../../extensions/visualization/src/model/layout';
import { thumbnailSvg } from '../../../extensions/visualization/src/model/thumbnail';
import { pushHistory, redo, startHistory, undo } from '../../../extensions/visualization/src/model/undo-history';
import { harness } from './setup';

async function addProbe(h: Awaited<ReturnType<typeof harness>>) {
  fireEvent.click(await screen.findByTestId('palette-probe'));
  const dialog = await screen.findByTestId('tile-config');
  await waitFor(() => expect(within(dialog).getByTestId('tile-device').querySelectorAll('option')).toHaveLength(2));
  fireEvent.change(within(dialog).getByTestId('tile-device'), { target: { value: 'd1' } });
  await waitFor(() => expect(within(dialog).getByLabelText('probe key').querySelectorAll('option')).toHaveLength(2));
  fireEvent.change(within(dialog).getByLabelText('probe key'), { target: { value: 'temperature' } });
  fireEvent.click(screen.getByTestId('tile-config-ok'));
  await waitFor(() => expect(screen.queryByTestId('tile-config')).toBeNull());
  return h;
}

describe('dashboard editor', () => {
  it('adds a widget from the palette, configures it through its own editor, and shows live values with one subscription per device', async () => {
    const h = await harness();
    h.renderView('list', { query: { id: 'b1', mode: 'edit' } });
    await screen.findByText('Plant');
    await addProbe(h);
    await addProbe(h);
    expect(screen.getAllByTestId(/^dashboard-tile-/)).toHaveLength(2);
    // No snapshot from the fake socket: the values are read once over HTTP after the grace period.
    await waitFor(() => expect(screen.getAllByTestId('probe-value').map((e) => e.textContent)).toEqual(['20', '20']), { timeout: 4000 });
    expect(h.realtime.subscriberCount('d1')).toBe(1);
    expect(h.http.callsTo('/kv/current')).toHaveLength(1);
    act(() => h.realtime.emit({ deviceId: 'd1', ts: 1, values: { temperature: 23.5 } }));
    await waitFor(() => expect(screen.getAllByTestId('probe-value').map((e) => e.textContent)).toEqual(['23.5', '23.5']));
  }, 20_000);

  it('refuses a widget config its validate() rejects, and retitles a tile through configure', async () => {
    const h = await harness();
    h.renderView('list', { query: { id: 'b1', mode: 'edit' } });
    fireEvent.click(await screen.findByTestId('palette-probe'));
    fireEvent.click(await screen.findByTestId('tile-config-ok'));
    expect(await screen.findByTestId('tile-errors')).toBeTruthy();
    fireEvent.click(screen.getByText('Cancel'));
    await addProbe(h);
    const id = screen
      .getAllByTestId(/^dashboard-tile-/)
      .at(-1)!
      .dataset.testid!.replace('dashboard-tile-', '');
    fireEvent.click(screen.getByTestId(`tile-configure-${id}`));
    fireEvent.change(await screen.findByTestId('tile-title'), { target: { value: 'Boiler' } });
    fireEvent.click(screen.getByTestId('tile-config-ok'));
    expect(await within(screen.getByTestId(`dashboard-tile-${id}`)).findByText('Boiler')).toBeTruthy();
  }, 20_000);

  it('undoes and redoes edits, warns of unsaved changes, and saves the layout', async () => {
    const h = await harness();
    h.renderView('list', { query: { id: 'b1', mode: 'edit' } });
    await screen.findByText('Plant');
    expect(screen.queryByTestId('editor-dirty')).toBeNull();
    fireEvent.click(screen.getByTestId('palette-text'));
    expect(screen.getAllByTestId(/^dashboard-tile-/)).toHaveLength(1);
    expect(screen.getByTestId('editor-dirty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('editor-undo'));
    expect(screen.queryAllByTestId(/^dashboard-tile-/)).toHaveLength(0);
    expect(screen.queryByTestId('editor-dirty')).toBeNull();
    fireEvent.click(screen.getByTestId('editor-redo'));
    expect(screen.getAllByTestId(/^dashboard-tile-/)).toHaveLength(1);

    h.notifier.confirmAnswer = false;
    fireEvent.click(screen.getByTestId('editor-back'));
    await waitFor(() => expect(h.notifier.records.some((r) => r.kind === 'confirm')).toBe(true));
    expect(h.routes.navigations).toHaveLength(0);

    fireEvent.change(screen.getByTestId('editor-time-range'), { target: { value: '24h' } });
    fireEvent.change(screen.getByTestId('editor-refresh'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(screen.queryByTestId('editor-dirty')).toBeNull());
    const saved = h.http.lastBody('/tp_dashboard/edit') as any;
    expect(saved.id).toBe('b1');
    expect(saved.json_data.time_range).toBe('24h');
    expect(saved.json_data.refresh_seconds).toBe(30);
    expect(saved.json_data.tiles).toEqual([expect.objectContaining({ kind: 'text', x: 0, y: 0 })]);
    // The list's thumbnail is drawn from the saved layout: one block for the one tile.
    expect(saved.thumbnail).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = atob(saved.thumbnail.split(',')[1]);
    expect(svg).toBe(thumbnailSvg(saved.json_data));
    expect(svg.match(/<rect /g)).toHaveLength(2);
  });

  it('adds an image tile (web address) and a device list that shows online state and the latest values live', async () => {
    const h = await harness();
    h.http.on('/device/list/tree', {
      current_page: 1,
      per_page: 100,
      total: 2,
      data: [
        { device: 'd1', device_name: 'Sensor' },
        { device: 'd2', device_name: 'Pump' },
      ],
    });
    h.renderView('list', { query: { id: 'b1', mode: 'edit' } });
    await screen.findByText('Plant');

    fireEvent.click(screen.getByTestId('palette-image'));
    const imageDialog = await screen.findByTestId('tile-config');
    fireEvent.change(within(imageDialog).getByTestId('tile-image-url'), { target: { value: 'https://example.com/plant.png' } });
    fireEvent.change(within(imageDialog).getByTestId('tile-image-fit'), { target: { value: 'cover' } });
    fireEvent.click(screen.getByTestId('tile-config-ok'));
    const img = await screen.findByTestId('tile-image-t1');
    expect(img.getAttribute('src')).toBe('https://example.com/plant.png');
    expect((img as HTMLImageElement).style.objectFit).toBe('cover');

    fireEvent.click(screen.getByTestId('palette-devices'));
    const listDialog = await screen.findByTestId('tile-config');
    await waitFor(() => expect(within(listDialog).getByTestId('tile-list-devices').querySelectorAll('input')).toHaveLength(2));
    fireEvent.click(within(listDialog).getByLabelText('Sensor'));
    fireEvent.click(within(listDialog).getByLabelText('Pump'));
    fireEvent.change(within(listDialog).getByTestId('tile-list-keys'), { target: { value: 'temperature, pressure' } });
    fireEvent.click(screen.getByTestId('tile-config-ok'));
    await screen.findByTestId('tile-devices-t2');
    expect(screen.getByTestId('tile-device-row-d2').textContent).toContain('Pump');
    // One subscription per device, shared with any widget on it.
    expect(h.realtime.subscriberCount('d1')).toBe(1);
    expect(h.realtime.subscriberCount('d2')).toBe(1);
    act(() => h.realtime.emit({ deviceId: 'd2', ts: 1, values: { SYS_ONLINE: '1', pressure: 3.2 } }));
    await waitFor(() => expect(screen.getByTestId('tile-device-value-d2-pressure').textContent).toBe('3.2'));
    expect(screen.getByTestId('tile-device-online-d2').dataset.online).toBe('1');
    act(() => h.realtime.emit({ deviceId: 'd2', ts: 2, values: { SYS_ONLINE: '0' } }));
    await waitFor(() => expect(screen.getByTestId('tile-device-online-d2').dataset.online).toBe('0'));

    fireEvent.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(screen.queryByTestId('editor-dirty')).toBeNull());
    const saved = h.http.lastBody('/tp_dashboard/edit') as any;
    expect(saved.json_data.tiles).toEqual([
      expect.objectContaining({ kind: 'image', image_url: 'https://example.com/plant.png', fit: 'cover' }),
      expect.objectContaining({ kind: 'devices', device_ids: ['d1', 'd2'], keys: ['temperature', 'pressure'] }),
    ]);
  }, 20_000);

  it('refuses an uploaded file that is not an image, and embeds a small picture as a data URL', async () => {
    const h = await harness();
    h.renderView('list', { query: { id: 'b1', mode: 'edit' } });
    await screen.findByText('Plant');
    fireEvent.click(screen.getByTestId('palette-image'));
    const dialog = await screen.findByTestId('tile-config');
    const input = within(dialog).getByTestId('tile-image-file');
    fireEvent.change(input, { target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(dialog).findByText('Choose a PNG, JPEG, GIF, WebP or SVG image')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(200 * 1024)], 'big.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByText('The image is too large (at most 100 KB)')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'dot.png', { type: 'image/png' })] } });
    await waitFor(() => expect(within(dialog).getByTestId('tile-image-url').getAttribute('placeholder')).toBe('Uploaded picture'));
    fireEvent.click(screen.getByTestId('tile-config-ok'));
    await waitFor(() => expect(screen.getByTestId('tile-image-t1').getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    expect(h.http.callsTo('/tp_dashboard/edit')).toHaveLength(0);
  }, 20_000);

  it('takes moves and resizes from the grid as one undo step each; an unchanged layout is no step', () => {
    const one = addTile(EMPTY_LAYOUT, { kind: 'text', text: 'a' });
    let h = startHistory(one);
    const moved = applyPositions(h.present, [{ i: one.tiles[0].i, x: 4, y: 2, w: 8, h: 6 }]);
    h = pushHistory(h, moved);
    const resized = applyPositions(h.present, [{ i: one.tiles[0].i, x: 4, y: 2, w: 12, h: 9 }]);
    h = pushHistory(h, resized);
    expect(h.present.tiles[0]).toMatchObject({ x: 4, y: 2, w: 12, h: 9 });
    expect(applyPositions(h.present, [{ i: one.tiles[0].i, x: 4, y: 2, w: 12, h: 9 }])).toBe(h.present);
    h = undo(h);
    expect(h.present.tiles[0]).toMatchObject({ x: 4, y: 2, w: 8, h: 6 });
    h = undo(h);
    expect(h.present.tiles[0]).toMatchObject({ x: 0, y: 0 });
    expect(redo(h).present.tiles[0]).toMatchObject({ x: 4, y: 2, w: 8 });
  });
});
