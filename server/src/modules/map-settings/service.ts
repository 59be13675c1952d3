/**
 * The device map's optional raster tiles, per tenant: an XYZ URL template (`{z}/{x}/{y}`, optional `{s}` for the
 * a/b/c sub-domains), its attribution and the highest zoom it serves. Empty URL = the bundled offline base map only.
 * Stored as JSON in `system_config` under `map:<tenant id>`.
 */
import type { AppContext } from '../../app-context';
import { ok, validationError } from '../../http/envelope';
import { isTileTemplate } from '@tessera/sdk/shared';
import { unixSeconds } from '../../storage/database';
import { readConfig, writeConfig } from '../settings/config-store';
import { MAP_TEXT } from './messages';

export { MAP_TEXT } from './messages';

export interface MapSettings {
  tile_url: string;
  attribution: string;
  max_zoom: number;
}

export const MAP_DEFAULTS: MapSettings = { tile_url: '', attribution: '', max_zoom: 18 };

const keyOf = (tenantId: string) => `map:${tenantId}`;

export class MapSettingsService {
  constructor(private readonly ctx: AppContext) {}

  get(tenantId: string): Promise<MapSettings> {
    return readConfig(this.ctx.db, keyOf(tenantId), MAP_DEFAULTS);
  }

  async update(tenantId: string, body: Partial<MapSettings>) {
    const next: MapSettings = { ...(await this.get(tenantId)), ...body };
    next.tile_url = next.tile_url.trim();
    if (next.tile_url && !isTileTemplate(next.tile_url)) throw validationError(MAP_TEXT.badTileUrl);
    await writeConfig(this.ctx.db, keyOf(tenantId), next, unixSeconds(this.ctx.clock.now()));
    return ok(next, MAP_TEXT.saved);
  }
}
