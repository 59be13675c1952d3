import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createExtensionHarness, envelope } from '@tessera/sdk/harness';
import type { ExtensionManifest } from '@tessera/sdk';
import deviceMap from '../../../extensions/device-map/src/index';
import manifest from '../../../extensions/device-map/extension.json';
import ch from '../../../extensions/device-map/locales/ch.json';
import { BASE_MAP, baseMapGeoJson } from '../../../extensions/device-map/src/base-map';
import {
  cellSize,
  clampZoom,
  clusterDevices,
  deviceMapOption,
  HOME_VIEW,
  MARKER_COLORS,
  parseLocation,
  roamView,
  zoomLimit,
  type MapDevice,
} from '../../../extensions/device-map/src/map-option';

const dev = (id: string, lng: number, lat: number, online: boolean): MapDevice => ({ id, name: id, lng, lat, online });

describe('map option builder', () => {
  it('reads longitude,latitude and refuses positions off the globe', () => {
    expect(parseLocation('116.397, 39.909')).toEqual({ lng: 116.397, lat: 39.909 });
    expect(parseLocation('200,10')).toBeNull();
    expect(parseLocation('abc')).toBeNull();
    expect(parseLocation(undefined)).toBeNull();
  });

  it('clusters nearby devices and splits them when zoomed in', () => {
    const ds = [dev('a', 116.3, 39.9, true), dev('b', 116.5, 39.8, false), dev('c', -74, 40.7, true)];
    const wide = clusterDevices(ds, cellSize(1));
    expect(wide.map((c) => c.count).sort()).toEqual([1, 2]);
    const beijing = wide.find((c) => c.count === 2)!;
    expect(beijing).toMatchObject({ online: 1, lng: 116.4 });
    expect(beijing.device).toBeUndefined();
    expect(clusterDevices(ds, cellSize(100)).map((c) => c.count)).toEqual([1, 1, 1]);
  });

  it('draws the bundled land map and colours markers by online state', () => {
    const o = deviceMapOption(
      [dev('a', 10, 10, true), dev('b', 50, 50, false), dev('c', 50.1, 50.1, true)],
      { zoom: 1 },
      { online: '在线', offline: '离线' },
    ) as any;
    expect(o.geo.map).toBe(BASE_MAP);
    expect(o.geo.roam).toBe(true);
    const data = o.series[0].data;
    expect(o.series[0].coordinateSystem).toBe('geo');
    const single = data.find((d: any) => d.deviceId === 'a');
    expect(single.itemStyle.color).toBe(MARKER_COLORS.online);
    const mixed = data.find((d: any) => d.value[2] === 2);
    expect(mixed.itemStyle.color).toBe(MARKER_COLORS.mixed);
    expect(mixed.deviceId).toBeUndefined();
  });

  it('follows a roam the way the chart does: zoom clamped to its limits, the roamed centre left to the chart', () => {
    // ECharts reports the unclamped wheel factor; past the limit the state must not drift away from the chart's zoom.
    expect(roamView({ zoom: 1, center: [10, 20] }, 0.1, false)).toEqual({ zoom: zoomLimit(false).min });
    expect(roamView({ zoom: 150, center: [10, 20] }, 2, false)).toEqual({ zoom: 200 });
    expect(roamView({ zoom: 150 }, 2, true)).toEqual({ zoom: 300 });
    expect(clampZoom(1e9, true)).toBe(zoomLimit(true).max);
    const o = deviceMapOption([], { zoom: 1000 }, { online: 'on', offline: 'off' }) as any;
    expect(o.geo.zoom).toBe(200);
    expect(o.geo.scaleLimit).toEqual(zoomLimit(false));
    // Home names its centre, so a reset undoes a pan (the chart keeps a roamed centre the option does not name).
    expect((deviceMapOption([], HOME_VIEW, { online: 'on', offline: 'off' }) as any).geo.center).toEqual([0, 0]);
    expect((deviceMapOption([], { zoom: 2 }, { online: 'on', offline: 'off' }) as any).geo.center).toBeUndefined();
  });

  it('bundles Natural Earth land outlines as GeoJSON', () => {
    const geo = baseMapGeoJson() as any;
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features.length).toBeGreaterThan(0);
    expect(geo.features[0].geometry.type).toMatch(/Polygon/);
  });
});

describe('device map view', () => {
  async function setup(rows: unknown) {
    const h = await createExtensionHarness(deviceMap, { manifest: manifest as ExtensionManifest, locales: { ch } });
    h.http.on('/device/map', rows);
    return h;
  }

  it('places located devices, counts states, and opens a device on click', async () => {
    const h = await setup([
      { device: 'd1', device_name: '一号', location: '116.4,39.9', online: '1' },
      { device: 'd2', device_name: '二号', location: '-74,40.7', online: '0' },
      { device: 'd3', device_name: '三号', location: '' },
    ]);
    h.renderView('index');
    await waitFor(() => expect(screen.getByTestId('map-online').textContent).toBe('在线 1'));
    expect(screen.getByTestId('map-offline').textContent).toBe('离线 1');
    expect(screen.getByTestId('map-unplaced').textContent).toBe('1 台设备未设置位置');
    const option = h.charts.lastOption as any;
    expect(option.series[0].data.map((d: any) => d.deviceId).sort()).toEqual(['d1', 'd2']);
    // The marker colour follows a status frame from the socket.
    h.realtime.emit({ deviceId: 'd2', ts: Date.now(), values: { SYS_ONLINE: '1' } });
    await waitFor(() => expect(screen.getByTestId('map-online').textContent).toBe('在线 2'));
    // Reset view sets the home view again, centre included.
    const before = h.charts.options.length;
    fireEvent.click(screen.getByTestId('map-reset'));
    await waitFor(() => expect(h.charts.options.length).toBeGreaterThan(before));
    expect((h.charts.lastOption as any).geo).toMatchObject({ zoom: HOME_VIEW.zoom, center: HOME_VIEW.center });
  });

  it('shows the empty state', async () => {
    const h = await setup([]);
    h.renderView('index');
    expect((await screen.findByTestId('map-empty')).textContent).toBe('当前时间暂无数据！');
  });

  it('shows the error state', async () => {
    const h = await setup(envelope(400, '查询失败'));
    h.renderView('index');
    expect((await screen.findByTestId('map-error')).textContent).toContain('查询失败');
  });
});

describe('device map tiles', () => {
  const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  const RealImage = globalThis.Image;
  /** The browser's image loading is the edge here: a stand-in that answers like a reachable (or dead) tile server. */
  function tileServer(reachable: boolean) {
    const requested: string[] = [];
    globalThis.Image = class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(url: string) {
        requested.push(url);
        queueMicrotask(() => (reachable ? this.onload?.() : this.onerror?.()));
      }
    } as unknown as typeof Image;
    return requested;
  }
  afterEach(() => {
    globalThis.Image = RealImage;
  });

  async function setup(settings: unknown, permissions: string[] = []) {
    const h = await createExtensionHarness(deviceMap, { manifest: manifest as ExtensionManifest, locales: { ch }, permissions });
    h.http.on('/device/map', [{ device: 'd1', device_name: '一号', location: '116.4,39.9', online: '1' }]);
    h.http.on('/device/map/setting', settings);
    return h;
  }

  it("draws the tenant's tiles under the markers once the server answers, with its attribution", async () => {
    const requested = tileServer(true);
    const h = await setup({ tile_url: OSM, attribution: '© OpenStreetMap', max_zoom: 19 });
    h.renderView('index');
    expect((await screen.findByTestId('map-attribution')).textContent).toBe('© OpenStreetMap');
    expect(requested).toEqual(['https://tile.openstreetmap.org/0/0/0.png']);
    const option = h.charts.lastOption as any;
    expect(option.series.map((s: any) => s.type)).toEqual(['custom', 'scatter']);
    expect(option.geo.projection).toBeDefined();
    expect(screen.queryByTestId('map-settings-open')).toBeNull();
  });

  it('keeps the offline outlines and says so when the tile server cannot be reached', async () => {
    tileServer(false);
    const h = await setup({ tile_url: OSM, attribution: '© OpenStreetMap', max_zoom: 19 });
    h.renderView('index');
    expect((await screen.findByTestId('map-tiles-failed')).textContent).toBe('瓦片服务不可用，已使用离线底图');
    const option = h.charts.lastOption as any;
    expect(option.series.map((s: any) => s.type)).toEqual(['scatter']);
    expect(screen.queryByTestId('map-attribution')).toBeNull();
  });

  it('lets the admin set the tile server: the template is checked before anything is sent', async () => {
    tileServer(true);
    const h = await setup({ tile_url: '', attribution: '', max_zoom: 18 }, ['device:map:edit']);
    h.http.on('/device/map/setting/update', (b: unknown) => b);
    h.renderView('index');
    fireEvent.click(await screen.findByTestId('map-settings-open'));
    fireEvent.change(await screen.findByTestId('map-settings-tile-url'), { target: { value: 'https://tiles.example.com/{z}/{x}.png' } });
    fireEvent.click(screen.getByTestId('map-settings-submit'));
    expect((await screen.findByTestId('map-settings-tile-url-error')).textContent).toBe('瓦片地址须以 http:// 或 https:// 开头，并包含 {z}、{x}、{y}');
    fireEvent.change(screen.getByTestId('map-settings-max-zoom'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('map-settings-submit'));
    expect((await screen.findByTestId('map-settings-max-zoom-error')).textContent).toBe('请输入 1 到 22 之间的整数');
    expect(h.http.callsTo('/device/map/setting/update')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('map-settings-tile-url'), { target: { value: ` ${OSM} ` } });
    fireEvent.change(screen.getByTestId('map-settings-attribution'), { target: { value: '© OSM' } });
    fireEvent.change(screen.getByTestId('map-settings-max-zoom'), { target: { value: '19' } });
    fireEvent.click(screen.getByTestId('map-settings-submit'));
    await waitFor(() => expect(h.http.lastBody('/device/map/setting/update')).toEqual({ tile_url: OSM, attribution: '© OSM', max_zoom: 19 }));
    expect(h.notifier.messages('success')).toEqual(['修改成功']);
    expect((await screen.findByTestId('map-attribution')).textContent).toBe('© OSM');
    await waitFor(() => expect((h.charts.lastOption as any).series[0].type).toBe('custom'));
  });
});
