import land from './data/land-110m.geo.json';
import { drawableWorld } from './world-rings';

/** The name the option and `<EChart maps>` use for the bundled base map. */
export const BASE_MAP = 'tessera-world-land';

/**
 * Natural Earth 1:110m land outlines (world-atlas, public domain) as GeoJSON, bundled with the extension so the map
 * works offline (27 KB gzipped), made drawable on a flat map by `drawableWorld` once, when first asked for. It is world-atlas's TopoJSON converted by topojson-client's `feature` with
 * coordinates rounded to 0.01°; tests/extensions/device-map/base-map.test.ts holds the conversion and fails (printing
 * how to regenerate) when this file drifts from the package. Extensions import no npm package but the shared ones.
 */
let drawable: object | undefined;

export function baseMapGeoJson(): object {
  drawable ??= drawableWorld(land as Parameters<typeof drawableWorld>[0]);
  return drawable;
}
