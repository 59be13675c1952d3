/**
 * The plugins' own side of the contract (`/plugin/*`, no user login): a plugin proves who it is with its secret
 * (`X-Plugin-Secret`, shown once to SYS_ADMIN), and sees only devices whose `protocol` is its protocol type (a
 * sub-device through its gateway's). Plugins are platform-wide, so a plugin serves its protocol for every tenant;
 * devices of a disabled tenant are left out. An unknown device and another protocol's device get the same answer.
 */
import type { AppContext } from '../../app-context';
import { businessError, ok, unauthorizedError, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import type { RequestContext } from '../../http/route';
import { unixSeconds } from '../../storage/database';
import { pluginServes } from '../../devices-core/plugin-scope';
import { PLUGIN_MSG } from './messages';
import { hashSecret, secretOf } from './plugin-secret';
import { checkPrefixFree, checkValues, type PluginInput } from './service';
import * as store from './store';

type Device = store.PluginDeviceRow;

const ALL_DEVICES_PAGE = 1000;

function configOf(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

const subDeviceView = (d: Device) => ({
  DeviceId: d.id,
  AccessToken: d.token ?? '',
  Password: d.password ?? '',
  SubDeviceAddr: d.sub_device_addr,
  ParentId: d.parent_id,
  DeviceConfig: configOf(d.protocol_config),
});

export class PluginSideService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /** The calling plugin, or 401; the operation log names it. */
  private async plugin(rctx: RequestContext): Promise<store.PluginRow> {
    const secret = secretOf(rctx.headers);
    const p = secret ? await store.pluginBySecretHash(this.db, hashSecret(secret)) : undefined;
    if (!p) throw unauthorizedError(PLUGIN_MSG.badCredential);
    rctx.actor = { id: p.id, email: `plugin:${p.protocol_type}`, tenant_id: null };
    return p;
  }

  /** A device the plugin serves: its own protocol, or (a sub-device) its gateway's. */
  private async serves(p: store.PluginRow, d: Device | undefined): Promise<Device> {
    const gateway = (id: string) => store.deviceById(this.db, id);
    if (d && (await pluginServes(p.protocol_type, { protocol: d.protocol, deviceType: d.device_type, parentId: d.parent_id }, gateway))) return d;
    throw businessError(PLUGIN_MSG.deviceNotFound);
  }

  private async views(p: store.PluginRow, devices: Device[]) {
    const gateways = devices.filter((d) => d.device_type === '2').map((d) => d.id);
    const subs = await store.subDevicesOf(this.db, gateways);
    return devices.map((d) => ({
      DeviceId: d.id,
      AccessToken: d.token ?? '',
      Password: d.password ?? '',
      DeviceType: d.device_type,
      ProtocolType: p.protocol_type,
      DeviceConfig: configOf(d.protocol_config),
      SubDevices: subs.filter((s) => s.parent_id === d.id).map(subDeviceView),
    }));
  }

  /**
   * `/plugin/register`: the plugin refreshes its own record. It must present the secret of the plugin SYS_ADMIN
   * added with this protocol type; it can neither create a plugin nor change its protocol type.
   */
  async register(b: PluginInput & { protocol_type: string }, rctx: RequestContext) {
    const p = await this.plugin(rctx);
    if (p.protocol_type !== b.protocol_type) throw unauthorizedError(PLUGIN_MSG.badCredential);
    const { protocol_type: _type, ...patch } = b;
    checkValues(patch);
    await checkPrefixFree(this.db, patch.sub_topic_prefix, p.id);
    await store.updatePlugin(this.db, p.id, { ...patch, registered_at: unixSeconds(this.ctx.clock.now()) });
    return ok(await store.findPlugin(this.db, p.id), PLUGIN_MSG.registered);
  }

  /** `/plugin/device/config`: one device by token or id (a sub-device alone, a gateway with its sub-devices). */
  async deviceConfig(b: { AccessToken?: string; DeviceId?: string }, rctx: RequestContext) {
    const p = await this.plugin(rctx);
    if (!b.AccessToken && !b.DeviceId) throw validationError(PLUGIN_MSG.tokenOrId);
    const found = b.AccessToken ? await store.deviceByToken(this.db, b.AccessToken) : await store.deviceById(this.db, b.DeviceId!);
    if (found && b.AccessToken && b.DeviceId && found.id !== b.DeviceId) throw businessError(PLUGIN_MSG.deviceNotFound);
    const d = await this.serves(p, found);
    if (d.device_type === '3') return { ...subDeviceView(d), DeviceType: d.device_type, ProtocolType: p.protocol_type };
    return (await this.views(p, [d]))[0];
  }

  /** `/plugin/all_device/config`: the plugin's direct devices and gateways (with sub-devices), a page at a time. */
  async allDeviceConfig(b: PageRequest, rctx: RequestContext) {
    const p = await this.plugin(rctx);
    // A plugin loads its whole fleet at start: a large page unless it asks for a smaller one.
    const win = pageWindow({ ...b, per_page: b.per_page ?? b.limit ?? ALL_DEVICES_PAGE });
    const { total, rows } = await store.devicesOfProtocol(this.db, p.protocol_type, win.per_page, win.offset);
    return pageOf(win, total, await this.views(p, rows));
  }

  /** `/plugin/device/sub-device-detail`: a gateway's sub-device by its address. */
  async subDeviceDetail(b: { AccessToken: string; SubDeviceAddr: string }, rctx: RequestContext) {
    const p = await this.plugin(rctx);
    const gw = await this.serves(p, await store.deviceByToken(this.db, b.AccessToken));
    const sub = gw.device_type === '2' ? await store.subDeviceByAddr(this.db, gw.id, b.SubDeviceAddr) : undefined;
    if (!sub) throw businessError(PLUGIN_MSG.deviceNotFound);
    return { ...subDeviceView(sub), DeviceType: sub.device_type, ProtocolType: p.protocol_type };
  }

  /** The downlink topic prefix of the plugin serving a protocol ('' = none): the command service routes by it. */
  topicPrefix(protocol: string): Promise<string> {
    return store.topicPrefixOf(this.db, protocol);
  }

  /** Where the devices of a protocol connect: the plugin's name and access address (the device connection dialog). */
  async endpoint(protocol: string): Promise<{ name: string; access_address: string } | null> {
    const p = await store.pluginByType(this.db, protocol);
    return p ? { name: p.name, access_address: p.access_address } : null;
  }

  /** The broker login of a plugin (`plugin:<protocol_type>`, its secret as password): the topics it may subscribe under. */
  async brokerLogin(protocolType: string, secret: string): Promise<{ prefix: string } | null> {
    if (!secret) return null;
    const row = await store.pluginLogin(this.db, protocolType, hashSecret(secret));
    return row ? { prefix: row.sub_topic_prefix } : null;
  }
}
