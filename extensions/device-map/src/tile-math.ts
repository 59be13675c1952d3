/**
 * Web Mercator and XYZ tile arithmetic for the optional raster layer (pure). Raster tiles are Web Mercator squares,
 * so when tiles are shown the map projects lon/lat the same way and every tile edge is a straight line on screen.
 */

/** Web Mercator's latitude limit: the tile pyramid is a square between these. */
export const MAX_LATITUDE = 85.05112878;
const RAD = Math.PI / 180;

/** lon/lat → projected x/y in degrees-like units, y pointing down (screen order, as ECharts expects). */
export function mercator([lng, lat]: number[]): [number, number] {
  const phi = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * RAD;
  return [lng, -Math.log(Math.tan(Math.PI / 4 + phi / 2)) / RAD];
}

/** The inverse of `mercator`. */
export function unmercator([x, y]: number[]): [number, number] {
  return [x, (2 * Math.atan(Math.exp(-y * RAD)) - Math.PI / 2) / RAD];
}

export interface TileRef {
  z: number;
  x: number;
  y: number;
}

/** The XYZ zoom whose 256 px tiles best fit a world drawn `worldPx` wide, within [0, maxZoom]. */
export function tileZoomFor(worldPx: number, maxZoom: number): number {
  if (!(worldPx > 0)) return 0;
  return Math.max(0, Math.min(maxZoom, Math.round(Math.log2(worldPx / 256))));
}

/**
 * The tiles of zoom `z` that cover a viewport, for a world square drawn at `origin` (top-left, px) with side `size`
 * (px). Off-world rows are dropped; columns wrap around the antimeridian only as far as the world is drawn.
 */
export function visibleTiles(z: number, origin: [number, number], size: number, viewport: { width: number; height: number }): TileRef[] {
  const n = 2 ** z;
  const tile = size / n;
  if (!(tile > 0)) return [];
  const clamp = (v: number) => Math.max(0, Math.min(n - 1, v));
  const x0 = clamp(Math.floor(-origin[0] / tile));
  const x1 = clamp(Math.floor((viewport.width - origin[0]) / tile));
  const y0 = clamp(Math.floor(-origin[1] / tile));
  const y1 = clamp(Math.floor((viewport.height - origin[1]) / tile));
  if (origin[0] > viewport.width || origin[1] > viewport.height || origin[0] + size < 0 || origin[1] + size < 0) return [];
  const out: TileRef[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push({ z, x, y });
  return out;
}

const SUBDOMAINS = ['a', 'b', 'c'];

/** Fills an XYZ template; `{s}` spreads the tiles over the a/b/c sub-domains deterministically. */
export function tileUrl(template: string, t: TileRef): string {
  return template
    .replaceAll('{z}', String(t.z))
    .replaceAll('{x}', String(t.x))
    .replaceAll('{y}', String(t.y))
    .replaceAll('{s}', SUBDOMAINS[(t.x + t.y) % SUBDOMAINS.length]);
}
