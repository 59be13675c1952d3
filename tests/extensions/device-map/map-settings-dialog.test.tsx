import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExtensionHarness, envelope } from '@tessera/sdk/harness';
import type { ExtensionManifest } from '@tessera/sdk';
import deviceMap from '../../../extensions/device-map/src/index';
import manifest from '../../../extensions/device-map/extension.json';
import ch from '../../../extensions/device-map/locales/ch.json';
import { MapSettingsDialog, type MapSettings } from '../../../extensions/device-map/src/map-settings-dialog';

const OSM = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const EMPTY: MapSettings = { tile_url: '', attribution: '', max_zoom: 18 };

/** The browser's image loading is the edge: a stand-in tile server whose reachability the test switches. */
const RealImage = globalThis.Image;
function tileServer() {
  const server = { reachable: true, requested: [] as string[] };
  globalThis.Image = class {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(url: string) {
      server.requested.push(url);
      queueMicrotask(() => (server.reachable ? this.onload?.() : this.onerror?.()));
    }
  } as unknown as typeof Image;
  return server;
}
afterEach(() => {
  globalThis.Image = RealImage;
});

async function open(settings: MapSettings = EMPTY) {
  const h = await createExtensionHarness(deviceMap, { manifest: manifest as ExtensionManifest, locales: { ch } });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  h.render(<MapSettingsDialog isOpen settings={settings} onClose={onClose} onSaved={onSaved} />);
  await screen.findByTestId('map-settings-tile-url');
  return { h, onSaved, onClose };
}

const typeUrl = (value: string) => fireEvent.change(screen.getByTestId('map-settings-tile-url'), { target: { value } });

describe('map settings: test tile', () => {
  it('loads the zoom-0 tile of the typed template and previews it', async () => {
    const server = tileServer();
    await open();
    expect(screen.getByTestId('map-settings-test')).toHaveProperty('disabled', true);
    typeUrl(` ${OSM} `);
    fireEvent.click(screen.getByTestId('map-settings-test'));
    expect((await screen.findByTestId('map-settings-test-result')).textContent).toBe('瓦片服务可用，地图将显示这些瓦片');
    // {s} takes a sub-domain; the preview shows the very tile that was loaded.
    expect(server.requested).toEqual(['https://a.tile.openstreetmap.org/0/0/0.png']);
    expect(screen.getByTestId('map-settings-test-preview').getAttribute('src')).toBe('https://a.tile.openstreetmap.org/0/0/0.png');
  });

  it('says the template is unusable without loading anything', async () => {
    const server = tileServer();
    await open();
    typeUrl('ftp://tiles.example.com/{z}/{x}/{y}.png');
    fireEvent.click(screen.getByTestId('map-settings-test'));
    expect((await screen.findByTestId('map-settings-test-result')).textContent).toBe('瓦片地址须以 http:// 或 https:// 开头，并包含 {z}、{x}、{y}');
    expect(server.requested).toEqual([]);
  });

  it('says when the server cannot be reached, tests again on a new click, and forgets the answer on an edit', async () => {
    const server = tileServer();
    server.reachable = false;
    await open();
    typeUrl('https://tiles.example.com/{z}/{x}/{y}.png');
    fireEvent.click(screen.getByTestId('map-settings-test'));
    const failed = await screen.findByTestId('map-settings-test-result');
    expect(failed.textContent).toBe('无法从本浏览器加载瓦片，请检查地址和网络；地图将继续使用离线底图。测试地址： https://tiles.example.com/0/0/0.png');
    expect(screen.queryByTestId('map-settings-test-preview')).toBeNull();

    server.reachable = true;
    fireEvent.click(screen.getByTestId('map-settings-test'));
    await waitFor(() => expect(screen.getByTestId('map-settings-test-preview')).toBeTruthy());
    expect(server.requested).toHaveLength(2);

    typeUrl('https://tiles.example.com/{z}/{x}/{y}.jpg');
    await waitFor(() => expect(screen.queryByTestId('map-settings-test-result')).toBeNull());
  });
});

describe('map settings: save', () => {
  it('checks every field before sending, then hands back what the server stored', async () => {
    tileServer();
    const { h, onSaved } = await open({ tile_url: OSM, attribution: '© OSM', max_zoom: 19 });
    expect(screen.getByTestId('map-settings-tile-url')).toHaveProperty('value', OSM);
    typeUrl('https://tiles.example.com/{z}/{y}.png');
    fireEvent.change(screen.getByTestId('map-settings-attribution'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByTestId('map-settings-submit'));
    expect((await screen.findByTestId('map-settings-tile-url-error')).textContent).toBe('瓦片地址须以 http:// 或 https:// 开头，并包含 {z}、{x}、{y}');
    expect(screen.getByTestId('map-settings-attribution-error').textContent).toBe(ch.validation.maxLength);
    expect(h.http.callsTo('/device/map/setting/update')).toHaveLength(0);

    const stored = { tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example', max_zoom: 12 };
    h.http.on('/device/map/setting/update', stored);
    typeUrl(` ${stored.tile_url} `);
    fireEvent.change(screen.getByTestId('map-settings-attribution'), { target: { value: '© Example ' } });
    fireEvent.change(screen.getByTestId('map-settings-max-zoom'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('map-settings-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored));
    expect(h.http.lastBody('/device/map/setting/update')).toEqual(stored);
    expect(h.notifier.messages('success')).toEqual(['修改成功']);
  });

  it('keeps the dialog and the input when the server refuses', async () => {
    tileServer();
    const { h, onSaved } = await open();
    h.http.on('/device/map/setting/update', envelope(1000, 'tile_url: must be at most 500 characters'));
    typeUrl(OSM);
    fireEvent.click(screen.getByTestId('map-settings-submit'));
    await waitFor(() => expect(h.notifier.messages('error')).toEqual(['tile_url: must be at most 500 characters']));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByTestId('map-settings-tile-url')).toHaveProperty('value', OSM);
  });
});
