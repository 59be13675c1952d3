/**
 * Attribute writes and commands to devices over MQTT (docs/CONTRACT.md downlinks), rate-limited per device, recorded in
 * the command history and in the device log (`conditions_log`) with operation type and result. Automation and
 * timers call `sendAttributes` / `sendCommand` with their own operation type.
 */
import type { AppContext } from '../../app-context';
import { businessError, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { attributesDownlink, commandDownlink, isNativeProtocol, pluginAttributesDownlink, pluginCommandDownlink } from '../../mqtt/topics';
import { formatDateTime } from '../home/service';
import type { DeviceModelService } from '../device-model/service';
import { tslOf } from '../device-model/tsl';
import type { DeviceService } from '../devices/device-service';
import type { Scope } from '../devices/scope';
import type { FullDeviceRow } from '../devices/tables';
import { CMD_MSG, OPERATION_TYPE, type OperationType } from './messages';
import { RateLimiter } from './rate-limiter';
import { fill } from '../../i18n/localized-text';
import * as store from './store';

export interface Downlink {
  publish(topic: string, payload: string | Buffer, qos?: 0 | 1): Promise<void>;
}

/** A device's downlink (encode) script: the JSON body in, what goes on the wire out; throws when the script fails. */
export type DownlinkEncoder = (device: FullDeviceRow, topic: string, body: string) => Promise<string | Buffer>;

/** The downlink topic prefix of the protocol plugin serving a protocol; '' = none (the device's own topics). */
export type PluginPrefixLookup = (protocol: string) => Promise<string>;

export interface SendOptions {
  operationType: OperationType;
  /** Who sent it (user e-mail, or the automation's name). */
  sender: string;
  userId?: string;
  /** Skip the per-device rate limit (automation has its own scheduling). */
  unlimited?: boolean;
}

export class CommandService {
  private readonly attrLimiter: RateLimiter;
  private readonly cmdLimiter: RateLimiter;
  private encoder: DownlinkEncoder | null = null;
  private pluginPrefix: PluginPrefixLookup | null = null;
  private readonly sentListeners = new Set<(deviceId: string, values: Record<string, unknown>) => void>();

  constructor(
    private readonly ctx: AppContext,
    private readonly devices: DeviceService,
    private readonly models: DeviceModelService,
    private readonly downlink: () => Downlink | null,
    windowMs = 1000,
  ) {
    this.attrLimiter = new RateLimiter(windowMs, () => ctx.clock.now());
    this.cmdLimiter = new RateLimiter(windowMs, () => ctx.clock.now());
  }

  private get db() {
    return this.ctx.db;
  }

  /** Set by the protocol scripts; runs for devices with a `script_id`. */
  setEncoder(fn: DownlinkEncoder | null): void {
    this.encoder = fn;
  }

  /** Set by the protocol plugins: devices of a plugin's protocol get their downlinks on the plugin's topics. */
  setPluginPrefix(fn: PluginPrefixLookup | null): void {
    this.pluginPrefix = fn;
  }

  /** A device's two downlink topics: its plugin's when its protocol has one, else the contract's own. */
  private async topicFor(d: FullDeviceRow, kind: 'attributes' | 'command', gateway: boolean): Promise<string> {
    const token = d.token ?? '';
    const prefix = this.pluginPrefix && !isNativeProtocol(d.protocol) ? await this.pluginPrefix(d.protocol) : '';
    if (prefix) return kind === 'attributes' ? pluginAttributesDownlink(prefix, token) : pluginCommandDownlink(prefix, token);
    return kind === 'attributes' ? attributesDownlink(token, gateway) : commandDownlink(token, gateway);
  }

  /** Every attribute write that reached the broker (forwarding's "attribute send" messages). */
  onAttributesSent(listener: (deviceId: string, values: Record<string, unknown>) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /** Topic and payload for a device; sub-devices go through their gateway wrapped in `{addr: ...}`. */
  private async route(s: Scope, d: FullDeviceRow, kind: 'attributes' | 'command', payload: unknown): Promise<{ topic: string; body: string }> {
    if (d.device_type === '3') {
      const gw = d.parent_id ? await this.devices.device(s, d.parent_id).catch(() => null) : null;
      if (!gw?.token) throw businessError(CMD_MSG.noRoute);
      return { topic: await this.topicFor(gw, kind, true), body: JSON.stringify({ [d.sub_device_addr]: payload }) };
    }
    if (!d.token) throw businessError(CMD_MSG.noRoute);
    return { topic: await this.topicFor(d, kind, d.device_type === '2'), body: JSON.stringify(payload) };
  }

  private async publish(d: FullDeviceRow, topic: string, body: string): Promise<{ ok: boolean; respond: string }> {
    const link = this.downlink();
    if (!link) return { ok: false, respond: 'mqtt not running' };
    try {
      const payload = d.script_id && d.device_type !== '3' && this.encoder ? await this.encoder(d, topic, body) : body;
      await link.publish(topic, payload, 1);
      return { ok: true, respond: '' };
    } catch (err) {
      return { ok: false, respond: (err as Error).message };
    }
  }

  private async log(s: Scope, deviceId: string, instruct: unknown, result: { ok: boolean; respond: string }, opts: SendOptions) {
    const now = this.ctx.clock.now();
    await store.insertLogEntry(this.db, {
      tenantId: s.tenantId,
      deviceId,
      operationType: opts.operationType,
      instruct,
      sender: opts.sender,
      ok: result.ok,
      respond: result.respond,
      createTime: formatDateTime(now),
      createdAt: Math.floor(now / 1000),
    });
  }

  async sendAttributes(s: Scope, deviceId: string, values: Record<string, unknown>, opts: SendOptions) {
    const d = await this.devices.device(s, deviceId);
    if (!opts.unlimited && !this.attrLimiter.take(deviceId)) throw businessError(CMD_MSG.attributeTooFrequent);
    const { topic, body } = await this.route(s, d, 'attributes', values);
    const result = await this.publish(d, topic, body);
    await this.log(s, deviceId, values, result, opts);
    if (!result.ok) throw businessError(fill(CMD_MSG.sendFailed, { detail: result.respond }));
    for (const l of this.sentListeners) {
      try {
        l(deviceId, values);
      } catch (err) {
        this.ctx.log.error('commands: an attribute-send listener threw', err);
      }
    }
    return values;
  }

  async sendCommand(s: Scope, deviceId: string, identifier: string, params: Record<string, unknown>, opts: SendOptions & { name?: string; desc?: string }) {
    const d = await this.devices.device(s, deviceId);
    if (!opts.unlimited && !this.cmdLimiter.take(deviceId)) throw businessError(CMD_MSG.commandTooFrequent);
    const message = { method: identifier, params };
    const { topic, body } = await this.route(s, d, 'command', message);
    const result = await this.publish(d, topic, body);
    const now = this.ctx.clock.now();
    await store.insertCommandHistory(this.db, {
      deviceId,
      identifier,
      name: opts.name ?? '',
      desc: opts.desc ?? '',
      params,
      sendTime: Math.floor(now / 1000),
      ok: result.ok,
      userId: opts.userId ?? '',
    });
    await this.log(s, deviceId, message, result, opts);
    if (!result.ok) throw businessError(fill(CMD_MSG.sendFailed, { detail: result.respond }));
    return null;
  }

  /** `/device/command/send`: `command_data` is a JSON object as text. */
  async sendFromRequest(s: Scope, b: { device_id: string; command_identifier: string; command_data?: string | object; command_name?: string; desc?: string }) {
    let params: unknown = b.command_data ?? {};
    if (typeof params === 'string') {
      try {
        params = params.trim() ? JSON.parse(params) : {};
      } catch {
        throw validationError(CMD_MSG.commandDataNotObject);
      }
    }
    if (typeof params !== 'object' || params === null || Array.isArray(params)) throw validationError(CMD_MSG.commandDataNotObject);
    return this.sendCommand(s, b.device_id, b.command_identifier, params as Record<string, unknown>, {
      operationType: OPERATION_TYPE.manual,
      sender: s.caller.email,
      userId: s.caller.id,
      name: b.command_name,
      desc: b.desc,
    });
  }

  async commandList(s: Scope, deviceId: string) {
    await this.devices.device(s, deviceId);
    const m = await this.models.modelOfDevice(s, deviceId);
    return tslOf(m?.chart_data).services;
  }

  async commandHistory(s: Scope, b: PageRequest & { device_id: string }) {
    await this.devices.device(s, b.device_id);
    const win = pageWindow(b);
    const { total, rows } = await store.commandHistoryPage(this.db, b.device_id, win.offset, win.per_page);
    return pageOf(win, total, rows);
  }

  async eventHistory(s: Scope, b: PageRequest & { device_id: string }) {
    await this.devices.device(s, b.device_id);
    const win = pageWindow(b);
    const m = await this.models.modelOfDevice(s, b.device_id);
    const names = new Map(tslOf(m?.chart_data).events.map((e) => [e.eventId, e.eventName ?? e.eventId]));
    const { total, rows } = await store.eventHistoryPage(this.db, b.device_id, win.offset, win.per_page);
    return pageOf(
      win,
      total,
      rows.map((r) => ({ ...r, event_name: names.get(r.event_identify) ?? r.event_name })),
    );
  }

  /** The device log: `conditions_log` joined with device, group and project names. */
  async deviceLog(s: Scope, b: PageRequest & Record<string, string | number | undefined>) {
    const win = pageWindow(b);
    const { total, rows } = await store.deviceLogPage(this.db, s.tenantId, s.siteIds, b, win.offset, win.per_page);
    return pageOf(win, total, rows);
  }
}
