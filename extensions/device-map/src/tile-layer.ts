import { MAX_LATITUDE, tileUrl, tileZoomFor, visibleTiles } from './tile-math';

/** Most tiles drawn at once: a larger viewport steps one zoom down instead (keeps a 4K screen to ~64 requests). */
export const MAX_TILES = 64;

interface RenderApi {
  coord(value: number[]): number[];
  getWidth(): number;
  getHeight(): number;
}

/**
 * A custom series that draws the raster tiles under the markers. ECharts re-runs `renderItem` on every roam, so the
 * tiles follow pan and zoom: the world square's corners give the drawn world size, which picks the XYZ zoom, and
 * only the tiles inside the viewport are drawn (the rest of the pyramid is never requested).
 */
export function tileLayerSeries(template: string, maxZoom: number): Record<string, unknown> {
  return {
    type: 'custom',
    id: 'tiles',
    coordinateSystem: 'geo',
    silent: true,
    z: 1,
    tooltip: { show: false },
    data: [[0, 0]],
    renderItem: (_params: unknown, api: RenderApi) => {
      const topLeft = api.coord([-180, MAX_LATITUDE]);
      const bottomRight = api.coord([180, -MAX_LATITUDE]);
      const size = bottomRight[0] - topLeft[0];
      const viewport = { width: api.getWidth(), height: api.getHeight() };
      let z = tileZoomFor(size, maxZoom);
      let tiles = visibleTiles(z, [topLeft[0], topLeft[1]], size, viewport);
      while (tiles.length > MAX_TILES && z > 0) tiles = visibleTiles(--z, [topLeft[0], topLeft[1]], size, viewport);
      const side = size / 2 ** z;
      return {
        type: 'group',
        // Keyed by tile: a tile still in view after a pan keeps its element and loaded image (no reload, no flicker).
        $mergeChildren: 'byName',
        children: tiles.map((t) => ({
          type: 'image',
          name: `${t.z}/${t.x}/${t.y}`,
          silent: true,
          // Half a pixel of overlap hides the hairline seams anti-aliasing leaves between neighbours.
          style: { image: tileUrl(template, t), x: topLeft[0] + t.x * side, y: topLeft[1] + t.y * side, width: side + 0.5, height: side + 0.5 },
        })),
      };
    },
  };
}
