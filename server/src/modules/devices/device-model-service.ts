/** Device plugins (`device_model`, TSL in `chart_data`) as the device area reads them; the editor writes them. */
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { businessError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import type { Db } from '../../storage/database';
import { SEED_MODELS } from './device-model-seed';
import { DEVICE_MSG } from './messages';
import type { Scope } from './scope';
import { withinSites } from '../sites/access';
import type { DeviceModelTable } from './tables';
import { escapeLike } from '../../storage/like';

export interface TslProperty { name: string; title?: string; dataType?: string; unit?: string; readWrite?: string; [k: string]: unknown }
export interface TslService { commandId: string; commandName?: string; commandParams?: unknown[] }
export interface TslEvent { eventId: string; eventName?: string; eventParams?: unknown[] }
export interface Tsl { option?: unknown; properties: TslProperty[]; services: TslService[]; events: TslEvent[] }

/** Reads the TSL out of `chart_data` (a JSON string whose `tsl` may itself be a string); empty when unreadable. */
export function tslOf(chartData: string | null | undefined): Tsl {
  const empty: Tsl = { properties: [], services: [], events: [] };
  if (!chartData) return empty;
  try {
    const parsed = JSON.parse(chartData);
    const tsl = typeof parsed?.tsl === 'string' ? JSON.parse(parsed.tsl) : parsed?.tsl;
    if (!tsl || typeof tsl !== 'object') return empty;
    return {
      option: tsl.option,
      properties: Array.isArray(tsl.properties) ? tsl.properties : [],
      services: Array.isArray(tsl.services) ? tsl.services : [],
      events: Array.isArray(tsl.events) ? tsl.events : [],
    };
  } catch {
    return empty;
  }
}

/**
 * The shipped plugins, written at every start: they belong to the server (no tenant can edit a global model), so a
 * database seeded by an older release gets the current thing model and charts.
 */
export async function seedDeviceModels(db: Db, now: number): Promise<void> {
  for (const m of SEED_MODELS) {
    const { id: _id, ...shipped } = m;
    await db.insertInto('device_model').values({ ...m, tenant_id: null, flag: 1, sort: 0, issued: 1, remark: '', created_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet(shipped).where('device_model.tenant_id', 'is', null)).execute();
  }
}

export class DeviceModelService {
  constructor(private readonly ctx: AppContext) {}

  private visible(s: Scope) {
    return this.ctx.db.selectFrom('device_model').where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', s.tenantId)]));
  }

  async model(s: Scope, id: string): Promise<DeviceModelTable> {
    const m = await this.visible(s).selectAll().where('id', '=', id).executeTakeFirst();
    if (!m) throw businessError(DEVICE_MSG.pluginNotFound);
    return m;
  }

  /** The plugin of a device, or null when it has none (or it was removed). */
  async modelOfDevice(s: Scope, deviceId: string): Promise<DeviceModelTable | null> {
    const row = (await sql<{ type: string; site_id: string | null }>`select type, site_id from device where tenant_id = ${s.tenantId} and id = ${deviceId}`.execute(this.ctx.db)).rows[0];
    const type = row && withinSites(s.siteIds, row.site_id) ? row.type : null;
    if (!type) return null;
    return (await this.visible(s).selectAll().where('id', '=', type).executeTakeFirst()) ?? null;
  }

  async list(s: Scope, body: PageRequest & { id?: string; model_type?: string; model_name?: string; issued?: number; flag?: number }) {
    const win = pageWindow(body);
    let q = this.visible(s);
    if (body.id) q = q.where('id', '=', body.id);
    if (body.model_type) q = q.where('model_type', '=', body.model_type);
    if (body.model_name) q = q.where('model_name', 'ilike', `%${escapeLike(body.model_name)}%`);
    if (body.issued !== undefined) q = q.where('issued', '=', body.issued);
    if (body.flag !== undefined) q = q.where('flag', '=', body.flag);
    const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('sort').orderBy('created_at').orderBy('id').offset(win.offset).limit(win.per_page).execute();
    return pageOf(win, Number(n), rows);
  }

  /** `[{dict_value, model_name, device_model:[rows, chart_data blanked]}]` grouped by category. */
  async tree(s: Scope) {
    const rows = await this.visible(s).selectAll().orderBy('sort').orderBy('created_at').execute();
    const groups = new Map<string, DeviceModelTable[]>();
    for (const r of rows) {
      const list = groups.get(r.model_type) ?? [];
      list.push({ ...r, chart_data: '' });
      groups.set(r.model_type, list);
    }
    return [...groups].map(([dict_value, device_model]) => ({ dict_value, model_name: dict_value, device_model }));
  }

  /** One plugin with its TSL parsed: `{...row, tsl:{properties, services, events}}` (by `id` or by `device_id`). */
  async item(s: Scope, body: { id?: string; device_id?: string }) {
    const m = body.id ? await this.model(s, body.id) : body.device_id ? await this.modelOfDevice(s, body.device_id) : null;
    if (!m) throw businessError(DEVICE_MSG.pluginNotFound);
    return { ...m, tsl: tslOf(m.chart_data) };
  }

  /** The fields a device reports: its plugin's properties (key, title, unit, type, readWrite), for pickers. */
  async fields(s: Scope, deviceId: string) {
    const own = (await sql<{ site_id: string | null }>`select site_id from device where tenant_id = ${s.tenantId} and id = ${deviceId}`.execute(this.ctx.db)).rows[0];
    if (!own || !withinSites(s.siteIds, own.site_id)) throw businessError(DEVICE_MSG.notFound);
    const m = await this.modelOfDevice(s, deviceId);
    return tslOf(m?.chart_data).properties.map((p) => ({
      key: p.name, name: p.title ?? p.name, unit: p.unit ?? '', type: p.dataType ?? '', read_write: p.readWrite ?? 'r',
    }));
  }
}
