/** `/device/map/setting*`: the tenant's raster tile layer for the device map (read by operators, set by the admin). */
import { group, int, obj, route, str, type RouteDef } from '../../http/route';
import { EDITORS, OPERATORS, scopeOf } from '../devices/scope';
import type { MapSettings, MapSettingsService } from './service';

export function mapSettingsRoutes(maps: MapSettingsService): RouteDef[] {
  return group('devices', [
    route({
      path: '/device/map/setting',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      summary: 'tile_url ("" = offline base map only), attribution, max_zoom',
      handler: (_b, c) => maps.get(scopeOf(c).tenantId),
    }),
    route({
      path: '/device/map/setting/update',
      auth: 'user',
      roles: EDITORS,
      summary: 'An XYZ template with {z}, {x}, {y} (and optional {s}); "" turns the tiles off',
      body: obj({ tile_url: str({ maxLength: 500 }), attribution: str({ maxLength: 200 }), max_zoom: int({ minimum: 1, maximum: 22 }) }),
      handler: (b: Partial<MapSettings>, c) => maps.update(scopeOf(c).tenantId, b),
    }),
  ]);
}
