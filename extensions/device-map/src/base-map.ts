import { feature } from 'topojson-client';
import land from 'world-atlas/land-110m.json';

/** The name the option and `<EChart maps>` use for the bundled base map. */
export const BASE_MAP = 'tessera-world-land';

let cached: object | undefined;

/**
 * Natural Earth 1:110m land outlines (world-atlas, public domain) as GeoJSON, bundled with the extension so the map
 * works offline. Converted once from TopoJSON.
 */
export function baseMapGeoJson(): object {
  cached ??= feature(land as any, (land as any).objects.land) as object;
  return cached;
}
