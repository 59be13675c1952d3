/**
 * Devices: add/update/delete with the contract's rules (token uniqueness, sub-device addresses, gateway children),
 * the paged tree list, status, and device plugins. Changes are told to the directory (and the broker drops the
 * device's connections) so a changed token or password takes effect at once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { unixSeconds } from '../../storage/database';
import { assetPath } from '../projects/service';
import * as projects from '../projects/store';
import * as store from './device-store';
import { DEVICE_MSG } from './messages';
import type { Scope } from './scope';
import { withinSites } from '../sites/access';
import type { FullDeviceRow } from './tables';
import { fill } from '../../i18n/localized-text';
import { VALIDATION_TEXT } from '../../http/messages';
import { mqttPublicEndpoint } from '../../mqtt/public-endpoint';
import { attributesDownlink, commandDownlink, externalUplinkTopic, isNativeProtocol, otaInformDownlink } from '../../mqtt/topics';

/** Columns a client may set (everything of the contract's Device row except ids and times). */
export const DEVICE_FIELDS = [
  'name',
  'asset_id',
  'token',
  'password',
  'additional_info',
  'type',
  'label',
  'search_text',
  'chart_option',
  'protocol',
  'port',
  'publish',
  'subscribe',
  'username',
  'd_id',
  'location',
  'device_type',
  'parent_id',
  'protocol_config',
  'sub_device_addr',
  'script_id',
  'product_id',
  'current_version',
  'remark',
] as const;
export type DeviceInput = Partial<Record<(typeof DEVICE_FIELDS)[number], string>>;

export interface DeviceChangeListener {
  /** A device changed or was deleted: drop caches, close its MQTT sessions if `kick`. */
  deviceChanged(deviceId: string, kick: boolean): void;
}

const LOCATION = /^\s*(-?\d+(\.\d+)?)\s*,\s*(-?\d+(\.\d+)?)\s*$/;

function checkJson(field: string, value: string | undefined) {
  if (value === undefined || value === '') return;
  try {
    JSON.parse(value);
  } catch {
    throw validationError(fill(DEVICE_MSG.badJson, { field }));
  }
}

function checkLocation(value: string | undefined) {
  if (!value) return;
  const m = LOCATION.exec(value);
  if (!m || Math.abs(Number(m[1])) > 180 || Math.abs(Number(m[3])) > 90) throw validationError(DEVICE_MSG.badLocation);
}

/** Where a protocol plugin's devices connect (its `access_address`), or null when no plugin serves the protocol. */
export type PluginEndpointLookup = (protocol: string) => Promise<{ name: string; access_address: string } | null>;

export class DeviceService {
  private pluginEndpoint: PluginEndpointLookup | null = null;

  /** `brokerPort`: the port the embedded broker listens on (undefined before it started). */
  constructor(
    private readonly ctx: AppContext,
    private readonly changes: DeviceChangeListener,
    private readonly brokerPort: () => number | undefined = () => undefined,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private nowMicros() {
    return this.ctx.clock.now() * 1000;
  }

  async device(s: Scope, id: string): Promise<FullDeviceRow> {
    const d = await store.findDevice(this.db, s.tenantId, id);
    if (!d || !withinSites(s.siteIds, d.site_id)) throw businessError(DEVICE_MSG.notFound);
    return d;
  }

  private async validate(s: Scope, input: DeviceInput, selfId?: string) {
    checkJson('additional_info', input.additional_info);
    checkJson('chart_option', input.chart_option);
    checkJson('protocol_config', input.protocol_config);
    checkLocation(input.location);
    if (input.device_type !== undefined && !['1', '2', '3'].includes(input.device_type)) throw validationError(DEVICE_MSG.deviceTypeInvalid);
    if (input.token) {
      const owner = await store.tokenOwner(this.db, input.token);
      if (owner && owner !== selfId) throw validationError(DEVICE_MSG.tokenTaken);
    }
    if (input.asset_id) {
      const asset = await projects.findAsset(this.db, s.tenantId, input.asset_id);
      if (!asset) throw businessError(DEVICE_MSG.groupNotFound);
    }
    if (input.product_id) {
      if (!(await store.productExists(this.db, s.tenantId, input.product_id))) throw businessError(DEVICE_MSG.productNotFound);
    }
    if (input.type) {
      if (!(await store.pluginUsable(this.db, s.tenantId, input.type))) throw businessError(DEVICE_MSG.pluginNotFound);
    }
    if (input.parent_id) {
      const parent = await store.findDevice(this.db, s.tenantId, input.parent_id);
      if (!parent || parent.device_type !== '2' || parent.id === selfId) throw businessError(DEVICE_MSG.gatewayNotFound);
    }
  }

  private pick(input: DeviceInput): DeviceInput {
    const out: DeviceInput = {};
    for (const f of DEVICE_FIELDS) if (input[f] !== undefined) out[f] = input[f];
    return out;
  }

  async add(s: Scope, raw: DeviceInput) {
    const input = this.pick(raw);
    await this.validate(s, input);
    // A device of a product runs the product's plugin unless it names its own.
    if (input.product_id && !input.type) input.type = await store.productPlugin(this.db, input.product_id);
    const device_type = input.device_type || '1';
    const row: Record<string, unknown> = {
      ...input,
      id: randomUUID(),
      tenant_id: s.tenantId,
      site_id: s.siteId ?? null,
      name: input.name ?? '',
      device_type,
      asset_id: input.asset_id || null,
      // Sub-devices talk through their gateway: they get an address instead of a token.
      token: input.token || (device_type === '3' ? null : randomUUID()),
      sub_device_addr: input.sub_device_addr || (device_type === '3' ? randomBytes(5).toString('hex').slice(0, 9) : ''),
      additional_info: input.additional_info || '{}',
      chart_option: input.chart_option || '{}',
      protocol_config: input.protocol_config || '{}',
      protocol: input.protocol || 'mqtt',
      created_at: unixSeconds(this.ctx.clock.now()),
    };
    await store.insertDevice(this.db, row);
    this.changes.deviceChanged(row.id as string, false);
    return this.device(s, row.id as string);
  }

  async update(s: Scope, raw: DeviceInput & { id: string }) {
    const cur = await this.device(s, raw.id);
    const input = this.pick(raw);
    await this.validate(s, input, cur.id);
    if (input.device_type && input.device_type !== '2' && cur.device_type === '2') {
      if (await store.countChildDevices(this.db, s.tenantId, cur.id)) throw businessError(DEVICE_MSG.gatewayHasChildren);
    }
    const patch: Record<string, unknown> = { ...input };
    if ('asset_id' in patch) patch.asset_id = input.asset_id || null;
    if ('token' in patch) patch.token = input.token || null;
    if (Object.keys(patch).length) {
      await store.updateDevice(this.db, s.tenantId, cur.id, patch);
    }
    const kick = (input.token !== undefined && input.token !== cur.token) || (input.password !== undefined && input.password !== cur.password);
    this.changes.deviceChanged(cur.id, kick);
    return this.device(s, cur.id);
  }

  async remove(s: Scope, ids: string[]) {
    if (!ids.length) throw validationError(fill(VALIDATION_TEXT.required, { field: 'id' }));
    for (const id of ids) await this.device(s, id);
    // Sub-devices of a deleted gateway stay, detached, with their history.
    await store.deleteDevices(this.db, s.tenantId, ids);
    for (const id of ids) this.changes.deviceChanged(id, true);
    return ok([], DEVICE_MSG.deleted);
  }

  private async shapeRows(s: Scope, rows: store.ListedDevice[]) {
    const assets = new Map((await projects.assetsOf(this.db, s.tenantId)).map((a) => [a.id, a]));
    return rows.map((r) => ({
      device: r.id,
      device_name: r.name,
      device_type: r.device_type,
      device_token: r.token ?? '',
      type: r.type,
      plugin_name: r.plugin_name ?? '',
      protocol: r.protocol,
      protocol_config: r.protocol_config,
      additional_info: r.additional_info,
      sub_device_addr: r.sub_device_addr,
      d_id: r.d_id,
      location: r.location,
      asset_id: r.asset_id ?? '',
      asset_name: assetPath(assets, r.asset_id, '/', false),
      business_id: r.business_id ?? '',
      business_name: r.business_name ?? '',
      parent_id: r.parent_id,
      current_version: r.current_version,
      latest_ts: r.latest_ts === null ? null : Number(r.latest_ts),
      online: r.online ? '1' : '0',
      created_at: r.created_at,
      label: r.label,
      remark: r.remark,
    }));
  }

  /** The device table: top-level devices paged, each gateway with its sub-devices in `children`. */
  async listTree(s: Scope, body: PageRequest & store.ListFilter & { device_type?: string }) {
    const win = pageWindow(body);
    const filter: store.ListFilter = {
      business_id: body.business_id,
      asset_id: body.asset_id,
      device_id: body.device_id,
      // In the contract `device_type` of this route filters by plugin id.
      plugin_id: body.device_type || body.plugin_id,
      token: body.token,
      name: body.name,
      not_gateway: body.not_gateway,
      state: body.state,
      siteIds: s.siteIds,
      parent_id: body.parent_id ?? (body.device_id || body.token ? undefined : ''),
    };
    const now = this.nowMicros();
    const { total, rows } = await store.listDevices(this.db, s.tenantId, filter, now, { offset: win.offset, limit: win.per_page });
    const shaped = await this.shapeRows(s, rows);
    const gateways = rows.filter((r) => r.device_type === '2').map((r) => r.id);
    const kids = new Map<string, unknown[]>();
    for (const g of gateways) {
      const { rows: sub } = await store.listDevices(this.db, s.tenantId, { parent_id: g }, now);
      kids.set(g, await this.shapeRows(s, sub));
    }
    const data = shaped.map((r) => (r.device_type === '2' ? { ...r, children: kids.get(r.device) ?? [] } : r));
    return pageOf(win, total, data);
  }

  async status(s: Scope, ids: string[]) {
    return store.statusOf(this.db, s.tenantId, ids, this.nowMicros(), s.siteIds);
  }

  /** One device with its plugin name, group path, project, last push and online state. */
  async detail(s: Scope, id: string) {
    const d = await this.device(s, id);
    const { rows } = await store.listDevices(this.db, s.tenantId, { device_id: id }, this.nowMicros());
    const [shaped] = await this.shapeRows(s, rows);
    return { ...d, ...shaped, id: d.id, name: d.name, device_type: d.device_type, type: d.type, asset_id: d.asset_id ?? '' };
  }

  /** Map markers: devices with a location, filtered like the list. */
  async map(s: Scope, body: { business_id?: string; group_id?: string; device_id?: string; device_type?: string; device_model_id?: string; name?: string }) {
    const { rows } = await store.listDevices(
      this.db,
      s.tenantId,
      {
        business_id: body.business_id,
        asset_id: body.group_id,
        device_id: body.device_id,
        plugin_id: body.device_model_id,
        name: body.name,
        siteIds: s.siteIds,
      },
      this.nowMicros(),
    );
    const shaped = await this.shapeRows(
      s,
      rows.filter((r) => !body.device_type || r.device_type === body.device_type),
    );
    return shaped
      .filter((r) => LOCATION.test(r.location))
      .map((r) => {
        const [lng, lat] = r.location.split(',').map(Number);
        return { ...r, id: r.device, name: r.device_name, longitude: lng, latitude: lat };
      });
  }

  async setOnline(s: Scope, id: string, status: string) {
    await this.device(s, id);
    await store.setOnlineMark(this.db, id, this.nowMicros(), status === '1');
    return null;
  }

  /** Set by the protocol plugins: a plugin's device connects to the plugin, not to the broker. */
  setPluginEndpoint(fn: PluginEndpointLookup | null): void {
    this.pluginEndpoint = fn;
  }

  /** `/device/connect/info`: where and how the device connects, and the topics it publishes and subscribes to. */
  async connectInfo(s: Scope, id: string) {
    const d = await this.device(s, id);
    const plugin = this.pluginEndpoint && !isNativeProtocol(d.protocol) ? await this.pluginEndpoint(d.protocol) : null;
    if (plugin) {
      // The plugin speaks the device's protocol and carries its data; no MQTT topics for the device itself.
      const at = plugin.access_address.lastIndexOf(':');
      const [host, port] = at > 0 ? [plugin.access_address.slice(0, at).replace(/^\[|\]$/g, ''), plugin.access_address.slice(at + 1)] : ['', ''];
      return {
        mode: 'plugin',
        protocol: d.protocol,
        plugin: plugin.name,
        host,
        port,
        username: d.token ?? '',
        password: d.password,
        device_type: d.device_type,
        publish: [],
        subscribe: [],
      };
    }
    const { config } = this.ctx;
    const external = Boolean(config.mqttUrl);
    const { host, port } = mqttPublicEndpoint(config, external ? undefined : this.brokerPort());
    const token = d.token ?? '';
    const up = (t: string) => (external ? externalUplinkTopic(t, token) : t);
    return {
      mode: external ? 'external' : 'embedded',
      host,
      port,
      protocol: 'MQTT 3.1.1',
      username: token,
      password: d.password,
      device_type: d.device_type,
      publish:
        d.device_type === '2'
          ? [up('gateway/attributes'), up('gateway/event')]
          : [up('device/attributes'), up('device/event'), up('ota/device/progress'), up('ota/device/inform')],
      subscribe:
        d.device_type === '2'
          ? [attributesDownlink(token, true), commandDownlink(token, true)]
          : [attributesDownlink(token), commandDownlink(token), otaInformDownlink(token)],
      ...(external ? { status: up('device/status') } : {}),
    };
  }
}
