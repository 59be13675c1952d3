/**
 * Device models (plugins, `device_model`, TSL in `chart_data`): the device area's reads (a device's plugin, the
 * plugin list and tree, a device's fields) and the device-plugin wizard: the standard thing-model library and unit list, and the
 * tenant's plugins (create, list, get, update, delete, key pair, value pair). Changing a plugin needs the button
 * permission the console shows (`plugin:add`, `plugin:edit`, `plugin:del`): tenant and site admins hold every
 * tenant button, a TENANT_USER only what its roles grant. Built-in plugins are read-only; a plugin that devices
 * still use cannot be deleted.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, forbiddenError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import type { Caller } from '../../http/route';
import { unixSeconds } from '../../storage/database';
import type { Scope } from '../devices/scope';
import { DEVICE_MSG } from '../devices/messages';
import type { DeviceModelTable } from '../devices/tables';
import { withinSites } from '../sites/access';
import { FunctionService } from '../functions/service';
import { fill, localize, type Lang } from '../../i18n/localized-text';
import { PLUGIN_CATEGORIES, PLUGIN_CATEGORY_TEXT, PLUGIN_TEXT, type PluginCategory } from './messages';
import { isPublished, keyPairOf, parseConfig, storedText, valuePairOf } from './plugin-config';
import {
  allVisibleModels,
  countDevicesUsing,
  deletePlugin,
  deviceTypeAndSite,
  findVisiblePlugin,
  insertPlugin,
  listModels,
  listPlugins,
  toPluginRow,
  updatePlugin,
  type ModelListFilter,
  type PluginListFilter,
  type PluginValues,
} from './store';
import { tslOf } from './tsl';
import { tslMap } from './tsl-library';
import { UNITS } from './units';

export interface PluginBody {
  model_name?: string;
  model_type?: string;
  author?: string;
  version?: string;
  describe?: string;
  chart_data?: string;
  issued?: 0 | 1;
}

export const PLUGIN_PERMISSIONS = { add: 'plugin:add', edit: 'plugin:edit', del: 'plugin:del' } as const;

export { seedDeviceModels } from './store';
export { tslOf, type Tsl, type TslEvent, type TslProperty, type TslService } from './tsl';

export class DeviceModelService {
  constructor(
    private readonly ctx: AppContext,
    private readonly functions: Pick<FunctionService, 'visibleRows'> = new FunctionService(ctx),
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** Refuses (999) a caller whose permission rows do not hold the button code. */
  private async require(caller: Caller, code: string): Promise<void> {
    const rows = await this.functions.visibleRows(caller);
    if (!rows.some((r) => r.type === '3' && r.code === code)) throw forbiddenError();
  }

  /** The thing-model library is written in Chinese and English: the other languages read its English. */
  tslMap(lang: Lang) {
    return tslMap(lang === 'ch' ? 'ch' : 'en');
  }

  types(lang: Lang) {
    return { categories: PLUGIN_CATEGORIES.map((value) => ({ value, label: localize(PLUGIN_CATEGORY_TEXT[value], lang) })), units: [...UNITS] };
  }

  /** A plugin the tenant may read (its own or a built-in one). */
  async model(s: Scope, id: string): Promise<DeviceModelTable> {
    const m = await findVisiblePlugin(this.db, s.tenantId, id);
    if (!m) throw businessError(DEVICE_MSG.pluginNotFound);
    return m;
  }

  /** The plugin of a device, or null when it has none (or it was removed). */
  async modelOfDevice(s: Scope, deviceId: string): Promise<DeviceModelTable | null> {
    const row = await deviceTypeAndSite(this.db, s.tenantId, deviceId);
    const type = row && withinSites(s.siteIds, row.site_id) ? row.type : null;
    if (!type) return null;
    return (await findVisiblePlugin(this.db, s.tenantId, type)) ?? null;
  }

  /** `/device/model/list`: the device area's plugin list. */
  async modelList(s: Scope, body: PageRequest & ModelListFilter) {
    const win = pageWindow(body);
    const { total, rows } = await listModels(this.db, s.tenantId, body, win.offset, win.per_page);
    return pageOf(win, total, rows);
  }

  /** `[{dict_value, model_name, device_model:[rows, chart_data blanked]}]` grouped by category. */
  async tree(s: Scope) {
    const rows = await allVisibleModels(this.db, s.tenantId);
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
    const own = await deviceTypeAndSite(this.db, s.tenantId, deviceId);
    if (!own || !withinSites(s.siteIds, own.site_id)) throw businessError(DEVICE_MSG.notFound);
    const m = await this.modelOfDevice(s, deviceId);
    return tslOf(m?.chart_data).properties.map((p) => ({
      key: p.name,
      name: p.title ?? p.name,
      unit: p.unit ?? '',
      type: p.dataType ?? '',
      read_write: p.readWrite ?? 'r',
    }));
  }

  /** The plugin editor's list: newest first. */
  async pluginList(s: Scope, body: PageRequest & PluginListFilter) {
    const win = pageWindow(body);
    const { total, rows } = await listPlugins(this.db, s.tenantId, body, win.offset, win.per_page);
    return pageOf(win, total, rows);
  }

  private async visiblePlugin(s: Scope, id: string) {
    const m = await findVisiblePlugin(this.db, s.tenantId, id);
    if (!m) throw businessError(PLUGIN_TEXT.notFound);
    return m;
  }

  async get(s: Scope, id: string) {
    return toPluginRow(await this.visiblePlugin(s, id));
  }

  /** The row values of a create/update body; field-named validation errors (1000) in the wizard's words. */
  private values(body: PluginBody): PluginValues {
    const name = body.model_name?.trim() ?? '';
    if (!name) throw validationError(PLUGIN_TEXT.nameRequired);
    if (!body.model_type || !(PLUGIN_CATEGORIES as readonly string[]).includes(body.model_type)) {
      throw validationError(PLUGIN_TEXT.categoryRequired);
    }
    const config = typeof body.chart_data === 'string' ? parseConfig(body.chart_data) : null;
    if (!config) throw validationError(PLUGIN_TEXT.invalidJson);
    return {
      model_name: name,
      model_type: body.model_type as PluginCategory,
      author: body.author?.trim() ?? '',
      version: body.version?.trim() ?? '',
      describe: body.describe ?? '',
      chart_data: storedText(config),
      issued: body.issued ?? (isPublished(config) ? 1 : 0),
    };
  }

  async create(s: Scope, body: PluginBody) {
    await this.require(s.caller, PLUGIN_PERMISSIONS.add);
    const values = this.values(body);
    const id = randomUUID();
    await insertPlugin(this.db, { ...values, id, tenant_id: s.tenantId, created_at: unixSeconds(this.ctx.clock.now()) });
    return ok(await this.get(s, id), PLUGIN_TEXT.added);
  }

  /** The tenant's own plugin, for a change: built-in ones are refused, other tenants' do not exist. */
  private async own(s: Scope, id: string) {
    const m = await this.visiblePlugin(s, id);
    if (m.tenant_id !== s.tenantId) throw businessError(PLUGIN_TEXT.builtinReadOnly);
    return m;
  }

  async update(s: Scope, body: PluginBody & { id: string }) {
    await this.require(s.caller, PLUGIN_PERMISSIONS.edit);
    const values = this.values(body);
    await this.own(s, body.id);
    if (!(await updatePlugin(this.db, s.tenantId, body.id, values))) throw businessError(PLUGIN_TEXT.notFound);
    return ok(await this.get(s, body.id), PLUGIN_TEXT.saved);
  }

  async del(s: Scope, id: string) {
    await this.require(s.caller, PLUGIN_PERMISSIONS.del);
    await this.own(s, id);
    await this.db.transaction().execute(async (trx) => {
      const n = await countDevicesUsing(trx, id);
      if (n > 0) throw businessError(fill(PLUGIN_TEXT.inUse, { n }));
      await deletePlugin(trx, s.tenantId, id);
    });
    return ok(null, PLUGIN_TEXT.deleted);
  }

  async keyPair(s: Scope, id: string) {
    return keyPairOf((await this.visiblePlugin(s, id)).chart_data);
  }

  async valuePair(s: Scope, id: string) {
    return valuePairOf((await this.visiblePlugin(s, id)).chart_data);
  }
}
