/**
 * Dashboards: the tenant's list, the layout document, duplicate, export/import, the tenant's home dashboard and the
 * public share link. Changes need the menu buttons `visual:add|edit|del` (a TENANT_ADMIN holds every tenant
 * button; a TENANT_USER only what its roles grant). A share token answers only its dashboard and the current and
 * history values of the devices that dashboard's tiles read, re-checked on every call, so revocation is immediate.
 */
import type { Lang } from '../../i18n/localized-text';
import { randomBytes, randomUUID } from 'node:crypto';
import type { CatalogEntry } from '@tessera/sdk/manifest';
import type { AppContext } from '../../app-context';
import { businessError, forbiddenError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import type { Caller } from '../../http/route';
import { shareCallerId } from '../../realtime/ws-gateway';
import { unixSeconds } from '../../storage/database';
import type { Scope } from '../devices/scope';
import type { FunctionService } from '../functions/service';
import { pointValue } from '../../ingest/point';
import { formatDateTime } from '../home/service';
import { readConfig, writeConfig } from '../settings/config-store';
import type { StatisticBody, TelemetryService } from '../telemetry/service';
import {
  EMPTY_LAYOUT,
  EXPORT_FORMAT,
  MAX_LAYOUT_BYTES,
  badVariableName,
  badVariableRef,
  badWidgetType,
  devicesOf,
  duplicateTileId,
  duplicateVariable,
  unknownTypesOf,
  type Layout,
} from './layout';
import { DASHBOARD_TEXT as T, fill } from './messages';
import * as store from './store';
import type { DashboardTable } from './tables';

export const VISUALIZATION_EXTENSION = 'tessera.visualization';

export const VISUAL_PERMISSIONS = { add: 'visual:add', edit: 'visual:edit', del: 'visual:del' } as const;

export interface DashboardBody {
  dashboard_name?: string;
  remark?: string;
  thumbnail?: string;
  json_data?: Layout;
}
export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: 1;
  dashboard_name: string;
  remark?: string;
  layout: Layout;
}

const homeKey = (tenantId: string) => `dashboard-home:${tenantId}`;

export class DashboardService {
  constructor(
    private readonly ctx: AppContext,
    private readonly functions: Pick<FunctionService, 'visibleRows'>,
    private readonly telemetry: Pick<TelemetryService, 'current' | 'statistic'>,
    /** The enabled extensions: their declared widget types, and what a share page loads. */
    private readonly extensions: () => Promise<CatalogEntry[]>,
    /** Closes the dashboard's share-link sockets on every server (the event bus's `revocation` topic). */
    private readonly closeShareSockets: (dashboardId: string) => void = () => undefined,
  ) {}

  /** Widget types the installed extensions declare (an imported tile of another type is kept and reported). */
  private async declaredWidgets(): Promise<ReadonlySet<string>> {
    return new Set((await this.extensions()).flatMap((e) => (e.manifest.contributes?.widgets ?? []).map((w) => w.type)));
  }

  private get db() {
    return this.ctx.db;
  }

  private now() {
    return unixSeconds(this.ctx.clock.now());
  }

  /** Refuses (999) a caller whose permission rows do not hold the button code. */
  private async require(caller: Caller, code: string): Promise<void> {
    const rows = await this.functions.visibleRows(caller);
    if (!rows.some((r) => r.type === '3' && r.code === code)) throw forbiddenError();
  }

  private async row(s: Scope, id: string): Promise<DashboardTable> {
    const d = await store.findDashboard(this.db, s.tenantId, id);
    if (!d) throw businessError(T.notFound);
    return d;
  }

  /** Size, unique tile ids, and every device a tile reads is one the caller may see (a share link would expose it). */
  private async checkLayout(s: Scope, layout: Layout): Promise<string> {
    const json = JSON.stringify(layout);
    if (Buffer.byteLength(json) > MAX_LAYOUT_BYTES) throw validationError(fill(T.tooLarge, MAX_LAYOUT_BYTES));
    const badType = badWidgetType(layout);
    if (badType !== undefined) throw validationError(fill(T.badWidgetType, badType));
    const dup = duplicateTileId(layout);
    if (dup !== undefined) throw validationError(fill(T.duplicateTile, dup));
    const badName = badVariableName(layout);
    if (badName !== undefined) throw validationError(fill(T.badVariableName, badName));
    const dupVar = duplicateVariable(layout);
    if (dupVar !== undefined) throw validationError(fill(T.duplicateVariable, dupVar));
    const badRef = badVariableRef(layout);
    if (badRef !== undefined) throw validationError(fill(T.badVariableRef, badRef));
    const wanted = devicesOf(layout);
    const owned = await store.visibleDeviceIds(this.db, s.tenantId, s.siteIds, wanted);
    const foreign = wanted.find((d) => !owned.has(d));
    if (foreign) throw validationError(fill(T.unknownDevice, foreign));
    await this.checkDefaults(s, layout);
    return json;
  }

  /** A variable's default device must be one its own picker offers (its plugin and group filter). */
  private async checkDefaults(s: Scope, layout: Layout): Promise<void> {
    const filtered = (layout.variables ?? []).filter((v) => v.default && (v.filter?.plugin_id || v.filter?.business_id));
    if (!filtered.length) return;
    const facets = await store.deviceFacets(
      this.db,
      s.tenantId,
      filtered.map((v) => v.default),
    );
    for (const v of filtered) {
      const f = facets.get(v.default);
      const off = (want: string | undefined, have: string | undefined) => Boolean(want) && want !== have;
      if (!f || off(v.filter?.plugin_id, f.plugin_id) || off(v.filter?.business_id, f.business_id)) throw validationError(fill(T.defaultOutsideFilter, v.name));
    }
  }

  private name(raw: string | undefined): string {
    const name = raw?.trim() ?? '';
    if (!name) throw validationError(T.nameRequired);
    return name;
  }

  async list(s: Scope, body: PageRequest & { search?: string }) {
    const win = pageWindow(body);
    const { total, rows } = await store.listDashboards(this.db, s.tenantId, body.search?.trim() ?? '', win.offset, win.per_page);
    return pageOf(win, total, rows);
  }

  /** With `withCurrent`, also the current values of the devices it names, as `/kv/current` per device: one round trip. */
  async detail(s: Scope, id: string, withCurrent = false) {
    const d = this.present(await this.row(s, id));
    if (!withCurrent) return d;
    const wanted = devicesOf(d.json_data);
    const visible = await store.visibleDeviceIds(this.db, s.tenantId, s.siteIds, wanted);
    return { ...d, current: await this.currentOf([...visible]) };
  }

  /** `{device: {key: value, …, systime}}` of the devices that have values (systime: their newest value's time). */
  private async currentOf(deviceIds: string[]): Promise<Record<string, Record<string, unknown>>> {
    const out: Record<string, Record<string, unknown>> = {};
    for (const r of await store.latestOf(this.db, deviceIds)) {
      const values = (out[r.device_id] ??= { systime: formatDateTime(Math.floor(Number(r.ts) / 1000)) });
      values[r.key] = pointValue(r);
    }
    return out;
  }

  private present(d: DashboardTable) {
    const { json_data, share_token, tenant_id: _tenant, ...rest } = d;
    return { ...rest, created_at: Number(d.created_at), updated_at: Number(d.updated_at), share_id: share_token, json_data: JSON.parse(json_data) as Layout };
  }

  async add(s: Scope, body: DashboardBody) {
    await this.require(s.caller, VISUAL_PERMISSIONS.add);
    const row = await this.insert(s, this.name(body.dashboard_name), body.remark ?? '', body.thumbnail ?? '', body.json_data ?? EMPTY_LAYOUT);
    return ok(this.present(row), T.saved);
  }

  private async insert(s: Scope, name: string, remark: string, thumbnail: string, layout: Layout): Promise<DashboardTable> {
    const json = await this.checkLayout(s, layout);
    const now = this.now();
    const row: DashboardTable = {
      id: randomUUID(),
      tenant_id: s.tenantId,
      dashboard_name: name,
      remark,
      thumbnail,
      json_data: json,
      owner_id: s.caller.id,
      share_token: null,
      created_at: now,
      updated_at: now,
    };
    await store.insertDashboard(this.db, row);
    return row;
  }

  async edit(s: Scope, body: DashboardBody & { id: string }) {
    await this.require(s.caller, VISUAL_PERMISSIONS.edit);
    const before = await this.row(s, body.id);
    const set: Partial<DashboardTable> = { updated_at: this.now() };
    if (body.dashboard_name !== undefined) set.dashboard_name = this.name(body.dashboard_name);
    if (body.remark !== undefined) set.remark = body.remark;
    if (body.thumbnail !== undefined) set.thumbnail = body.thumbnail;
    if (body.json_data !== undefined) set.json_data = await this.checkLayout(s, body.json_data);
    await store.updateDashboard(this.db, s.tenantId, body.id, set);
    // A share socket subscribed to a device the dashboard no longer reads must lose it: it reconnects with the new set.
    if (body.json_data && before.share_token) {
      const kept = new Set(devicesOf(body.json_data));
      if (devicesOf(JSON.parse(before.json_data)).some((d) => !kept.has(d))) this.closeShareSockets(body.id);
    }
    return ok(this.present(await this.row(s, body.id)), T.saved);
  }

  async remove(s: Scope, id: string) {
    await this.require(s.caller, VISUAL_PERMISSIONS.del);
    if (!(await store.deleteDashboard(this.db, s.tenantId, id))) throw businessError(T.notFound);
    this.closeShareSockets(id);
    const home = await this.home(s);
    if (home.id === id) await writeConfig(this.db, homeKey(s.tenantId), { id: '' }, this.now());
    return ok(null, T.deleted);
  }

  async duplicate(s: Scope, id: string, lang: Lang) {
    await this.require(s.caller, VISUAL_PERMISSIONS.add);
    const d = await this.row(s, id);
    const name = (d.dashboard_name + T.copySuffix[lang]).slice(0, 100);
    return ok(this.present(await this.insert(s, name, d.remark, d.thumbnail, JSON.parse(d.json_data))), T.saved);
  }

  async exportDocument(s: Scope, id: string): Promise<ExportDocument> {
    const d = await this.row(s, id);
    return { format: EXPORT_FORMAT, version: 1, dashboard_name: d.dashboard_name, remark: d.remark, layout: JSON.parse(d.json_data) };
  }

  async importDocument(s: Scope, doc: ExportDocument) {
    await this.require(s.caller, VISUAL_PERMISSIONS.add);
    const row = await this.insert(s, this.name(doc.dashboard_name), doc.remark ?? '', '', doc.layout);
    const unknown = unknownTypesOf(doc.layout, await this.declaredWidgets());
    const data = { ...this.present(row), unknown_types: unknown };
    return ok(data, unknown.length ? fill(T.importedUnknown, unknown.join(', ')) : T.imported);
  }

  async home(s: Scope): Promise<{ id: string; dashboard_name?: string }> {
    const { id } = await readConfig(this.db, homeKey(s.tenantId), { id: '' });
    if (!id) return { id: '' };
    const d = await store.findDashboard(this.db, s.tenantId, id);
    return d ? { id, dashboard_name: d.dashboard_name } : { id: '' };
  }

  async setHome(s: Scope, id: string) {
    await this.require(s.caller, VISUAL_PERMISSIONS.edit);
    if (id) await this.row(s, id);
    await writeConfig(this.db, homeKey(s.tenantId), { id }, this.now());
    return ok({ id }, T.homeSet);
  }

  async share(s: Scope, id: string) {
    await this.require(s.caller, VISUAL_PERMISSIONS.edit);
    const d = await this.row(s, id);
    // A fresh token each time: sharing again invalidates a link that leaked.
    const token = randomBytes(24).toString('base64url');
    await store.updateDashboard(this.db, s.tenantId, d.id, { share_token: token });
    if (d.share_token) this.closeShareSockets(d.id);
    return ok({ share_id: token }, T.shared);
  }

  async revokeShare(s: Scope, id: string) {
    await this.require(s.caller, VISUAL_PERMISSIONS.edit);
    await this.row(s, id);
    await store.updateDashboard(this.db, s.tenantId, id, { share_token: null });
    this.closeShareSockets(id);
    return ok(null, T.revoked);
  }

  // ---- public share routes: the token is the only credential ----

  private async shared(token: string): Promise<DashboardTable> {
    const d = await store.findByShareToken(this.db, token);
    if (!d) throw forbiddenError(T.shareInvalid);
    return d;
  }

  /** The scope a share token reads in: the dashboard's tenant, limited to the devices its tiles read. */
  private async sharedScope(token: string, deviceId: string): Promise<Scope> {
    const d = await this.shared(token);
    if (!devicesOf(JSON.parse(d.json_data)).includes(deviceId)) throw forbiddenError(T.deviceNotShared);
    const caller: Caller = { id: shareCallerId(d.id), email: '', name: '', authority: 'TENANT_USER', tenant_id: d.tenant_id, jti: '' };
    return { tenantId: d.tenant_id, caller };
  }

  /** A share link's socket session: the dashboard's tenant as a synthetic caller, and the devices it may follow now. */
  async shareSession(token: string) {
    const d = await this.shared(token);
    const caller: Caller = { id: shareCallerId(d.id), email: '', name: '', authority: 'TENANT_USER', tenant_id: d.tenant_id, jti: '' };
    return { caller, dashboardId: d.id, devices: devicesOf(JSON.parse(d.json_data)) };
  }

  /** A share page has no session: it loads only the visualization extension and the extensions that declare widgets. */
  async sharedCatalog(token: string): Promise<CatalogEntry[]> {
    await this.shared(token);
    return (await this.extensions()).filter((e) => e.manifest.id === VISUALIZATION_EXTENSION || e.manifest.contributes?.widgets?.length);
  }

  async sharedDashboard(token: string, withCurrent = false) {
    const d = await this.shared(token);
    const layout = JSON.parse(d.json_data) as Layout;
    const device_names = await store.deviceNames(this.db, d.tenant_id, devicesOf(layout));
    const out = { id: d.id, dashboard_name: d.dashboard_name, remark: d.remark, updated_at: Number(d.updated_at), json_data: layout, device_names };
    // Only the devices the dashboard names that its tenant still has (deviceNames read them from the tenant).
    return withCurrent ? { ...out, current: await this.currentOf(Object.keys(device_names)) } : out;
  }

  async sharedCurrent(token: string, deviceId: string) {
    return this.telemetry.current(await this.sharedScope(token, deviceId), deviceId);
  }

  async sharedStatistic(token: string, body: StatisticBody) {
    return this.telemetry.statistic(await this.sharedScope(token, body.device_id), body);
  }
}
