import { describe, expect, it } from 'vitest';
import { MAX_TILES, tileLayerSeries } from '../../../extensions/device-map/src/tile-layer';
import { MAX_LATITUDE, mercator, tileUrl, tileZoomFor, unmercator, visibleTiles } from '../../../extensions/device-map/src/tile-math';
import { deviceMapOption } from '../../../extensions/device-map/src/map-option';

describe('tile math', () => {
  it('projects Web Mercator with y down and inverts it', () => {
    expect(mercator([0, 0])[0]).toBe(0);
    expect(mercator([0, 0])[1]).toBeCloseTo(0, 9);
    expect(mercator([10, 60])[1]).toBeLessThan(0);
    expect(mercator([10, -60])[1]).toBeGreaterThan(0);
    // The square's edge: 85.05° maps to ±180 "degrees" so the world is as tall as it is wide.
    expect(mercator([180, MAX_LATITUDE])[1]).toBeCloseTo(-180, 4);
    expect(mercator([0, 90])).toEqual(mercator([0, MAX_LATITUDE]));
    const [lng, lat] = unmercator(mercator([116.397, 39.909]));
    expect(lng).toBeCloseTo(116.397, 9);
    expect(lat).toBeCloseTo(39.909, 9);
  });

  it("picks the zoom whose 256 px tiles fit the drawn world, within the server's range", () => {
    expect(tileZoomFor(256, 18)).toBe(0);
    expect(tileZoomFor(1024, 18)).toBe(2);
    expect(tileZoomFor(1500, 18)).toBe(3);
    expect(tileZoomFor(256 * 2 ** 20, 18)).toBe(18);
    expect(tileZoomFor(0, 18)).toBe(0);
  });

  it('lists only the tiles inside the viewport', () => {
    // The whole world (zoom 2 = 4×4 tiles of 256 px) drawn at the origin, a 600×300 viewport sees 3×2 of them.
    const tiles = visibleTiles(2, [0, 0], 1024, { width: 600, height: 300 });
    expect(tiles.map((t) => `${t.x},${t.y}`)).toEqual(['0,0', '1,0', '2,0', '0,1', '1,1', '2,1']);
    // Panned so the world starts 300 px left and 600 px up of the viewport's corner.
    const panned = visibleTiles(2, [-300, -600], 1024, { width: 200, height: 100 });
    expect(panned.map((t) => `${t.x},${t.y}`)).toEqual(['1,2']);
    expect(visibleTiles(2, [700, 0], 1024, { width: 600, height: 300 })).toEqual([]);
  });

  it('fills templates and spreads {s} over a, b, c', () => {
    expect(tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', { z: 3, x: 5, y: 2 })).toBe('https://tile.openstreetmap.org/3/5/2.png');
    expect(
      ['0,0', '1,0', '2,0'].map((k) => {
        const [x, y] = k.split(',').map(Number);
        return tileUrl('https://{s}.t/{z}/{x}/{y}', { z: 2, x, y });
      }),
    ).toEqual(['https://a.t/2/0/0', 'https://b.t/2/1/0', 'https://c.t/2/2/0']);
  });
});

describe('tile layer', () => {
  /** A linear screen mapping of Mercator, as ECharts' geo does: `scale` px per projected degree, origin at `at`. */
  const api = (scale: number, at: [number, number], width = 800, height = 600) => ({
    coord: (p: number[]) => {
      const [x, y] = mercator(p);
      return [at[0] + (x + 180) * scale, at[1] + (y + 180) * scale];
    },
    getWidth: () => width,
    getHeight: () => height,
  });
  const render = (series: any, a: ReturnType<typeof api>) =>
    series.renderItem({}, a) as { children: { style: { image: string; x: number; y: number; width: number } }[] };

  it('draws the visible tiles of the zoom that fits, where Mercator puts them', () => {
    const series = tileLayerSeries('https://t/{z}/{x}/{y}.png', 18) as any;
    expect(series).toMatchObject({ type: 'custom', coordinateSystem: 'geo', silent: true });
    // World 1024 px wide (scale 1024/360) at the viewport's corner: zoom 2, 4×3 tiles of 256 px in an 800×600 view.
    const g = render(series, api(1024 / 360, [0, 0]));
    expect(g.children).toHaveLength(12);
    const first = g.children[0].style;
    expect(first.image).toBe('https://t/2/0/0.png');
    expect(first.x).toBeCloseTo(0, 6);
    expect((first as unknown as { y: number }).y).toBeCloseTo(0, 6);
    expect(first.width).toBeCloseTo(256.5, 6);
    expect(g.children.map((c) => c.style.image)).toContain('https://t/2/3/2.png');
  });

  it('keys each tile by z/x/y so a pan keeps the tiles already loaded', () => {
    const series = tileLayerSeries('https://t/{z}/{x}/{y}.png', 18) as any;
    const before = series.renderItem({}, api(1024 / 360, [0, 0])) as { $mergeChildren: string; children: { name: string; style: { image: string } }[] };
    const after = series.renderItem({}, api(1024 / 360, [-256, 0])) as typeof before;
    expect(before.$mergeChildren).toBe('byName');
    for (const c of [...before.children, ...after.children]) expect(c.style.image).toBe(`https://t/${c.name}.png`);
    // Panned one tile left: the tiles seen before and after are the same elements by name.
    const kept = after.children.filter((c) => before.children.some((b) => b.name === c.name)).map((c) => c.name);
    expect(kept).toEqual(['2/1/0', '2/2/0', '2/3/0', '2/1/1', '2/2/1', '2/3/1', '2/1/2', '2/2/2', '2/3/2']);
  });

  it("never asks beyond the server's highest zoom, nor for more than MAX_TILES at once", () => {
    const capped = render(tileLayerSeries('https://t/{z}/{x}/{y}', 3), api((256 * 2 ** 10) / 360, [-100_000, -100_000]));
    expect(capped.children.every((c) => c.style.image.startsWith('https://t/3/'))).toBe(true);
    const huge = render(tileLayerSeries('https://t/{z}/{x}/{y}', 18), api(4096 / 360, [0, 0], 4000, 4000));
    expect(huge.children.length).toBeLessThanOrEqual(MAX_TILES);
    expect(huge.children.length).toBeGreaterThan(0);
  });

  it('switches the map to Mercator under the tiles, keeping the markers above them', () => {
    const o = deviceMapOption(
      [{ id: 'a', name: 'a', lng: 10, lat: 50, online: true }],
      { zoom: 4, center: [10, 50] },
      { online: 'on', offline: 'off' },
      { url: 'https://t/{z}/{x}/{y}', maxZoom: 18 },
    ) as any;
    expect(o.series.map((s: any) => s.type)).toEqual(['custom', 'scatter']);
    expect(o.series[1].z).toBeGreaterThan(o.series[0].z);
    expect(o.geo.projection.project([10, 50])).toEqual(mercator([10, 50]));
    expect(o.geo.center).toEqual(mercator([10, 50]));
    // The outlines lie under the tiles, so a tile that fails (or is still loading) shows the offline map, not a hole.
    expect(o.geo.z).toBeLessThan(o.series[0].z);
    expect(o.geo.itemStyle.areaColor).not.toBe('transparent');
    const plain = deviceMapOption([], { zoom: 1, center: [10, 50] }, { online: 'on', offline: 'off' }) as any;
    expect(plain.geo.projection).toBeUndefined();
    expect(plain.geo.center).toEqual([10, 50]);
    expect(plain.series.map((s: any) => s.type)).toEqual(['scatter']);
  });
});
