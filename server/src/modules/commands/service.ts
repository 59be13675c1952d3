/**
 * Attribute writes and commands to devices over MQTT (docs/CONTRACT.md downlinks), rate-limited per device, recorded in
 * the command history and in the device log (`conditions_log`) with operation type and result. Automation and
 * timers call `sendAttributes` / `sendCommand` with their own operation type.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { businessError, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { attributesDownlink, commandDownlink } from '../../mqtt/topics';
import { formatDateTime } from '../home/service';
import { tslOf, type DeviceModelService } from '../devices/device-model-service';
import type { DeviceService } from '../devices/device-service';
import type { Scope } from '../devices/scope';
import { siteCondition } from '../sites/access';
import type { FullDeviceRow } from '../devices/tables';
import { CMD_MSG, OPERATION_TYPE, type OperationType } from './messages';
import { RateLimiter } from './rate-limiter';
import { fill } from '../../i18n/localized-text';

export interface Downlink {
  publish(topic: string, payload: string | Buffer, qos?: 0 | 1): Promise<void>;
}

/** A device's downlink (encode) script: the JSON body in, what goes on the wire out; throws when the script fails. */
export type DownlinkEncoder = (device: FullDeviceRow, topic: string, body: string) => Promise<string | Buffer>;

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
      const topic = kind === 'attributes' ? attributesDownlink(gw.token, true) : commandDownlink(gw.token, true);
      return { topic, body: JSON.stringify({ [d.sub_device_addr]: payload }) };
    }
    if (!d.token) throw businessError(CMD_MSG.noRoute);
    const gateway = d.device_type === '2';
    return { topic: kind === 'attributes' ? attributesDownlink(d.token, gateway) : commandDownlink(d.token, gateway), body: JSON.stringify(payload) };
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
    await this.db.insertInto('conditions_log').values({
      id: randomUUID(), tenant_id: s.tenantId, device_id: deviceId, operation_type: opts.operationType,
      instruct: JSON.stringify(instruct), sender: opts.sender, send_result: result.ok ? '1' : '2', respond: result.respond,
      cteate_time: formatDateTime(now), created_at: Math.floor(now / 1000), remark: '', protocol_type: 'mqtt',
    }).execute();
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
    await this.db.insertInto('device_command_history').values({
      id: randomUUID(), device_id: deviceId, command_identify: identifier, command_name: opts.name ?? '', desc: opts.desc ?? '',
      data: JSON.stringify(params), send_time: Math.floor(now / 1000), send_status: result.ok ? '1' : '2', user_id: opts.userId ?? '',
    }).execute();
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
      operationType: OPERATION_TYPE.manual, sender: s.caller.email, userId: s.caller.id, name: b.command_name, desc: b.desc,
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
    const q = this.db.selectFrom('device_command_history').where('device_id', '=', b.device_id);
    const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('send_time', 'desc').orderBy('id').offset(win.offset).limit(win.per_page).execute();
    return pageOf(win, Number(n), rows);
  }

  async eventHistory(s: Scope, b: PageRequest & { device_id: string }) {
    await this.devices.device(s, b.device_id);
    const win = pageWindow(b);
    const m = await this.models.modelOfDevice(s, b.device_id);
    const names = new Map(tslOf(m?.chart_data).events.map((e) => [e.eventId, e.eventName ?? e.eventId]));
    const q = this.db.selectFrom('device_event_history').where('device_id', '=', b.device_id);
    const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('report_time', 'desc').orderBy('id').offset(win.offset).limit(win.per_page).execute();
    return pageOf(win, Number(n), rows.map((r) => ({ ...r, event_name: names.get(r.event_identify) ?? r.event_name })));
  }

  /** The device log: `conditions_log` joined with device, group and project names. */
  async deviceLog(s: Scope, b: PageRequest & Record<string, string | number | undefined>) {
    const win = pageWindow(b);
    const f: ReturnType<typeof sql>[] = [sql`l.tenant_id = ${s.tenantId}`];
    const like = (v: unknown) => '%' + String(v).replace(/[%_\\]/g, '\\$&') + '%';
    if (b.device_id) f.push(sql`l.device_id = ${b.device_id}`);
    if (b.operation_type) f.push(sql`l.operation_type = ${b.operation_type}`);
    if (b.send_result) f.push(sql`l.send_result = ${b.send_result}`);
    if (b.business_id) f.push(sql`a.business_id = ${b.business_id}`);
    if (b.asset_id) f.push(sql`d.asset_id = ${b.asset_id}`);
    if (b.business_name) f.push(sql`bu.name ilike ${like(b.business_name)}`);
    if (b.asset_name) f.push(sql`a.name ilike ${like(b.asset_name)}`);
    if (b.device_name) f.push(sql`d.name ilike ${like(b.device_name)}`);
    if (b.user_name) f.push(sql`l.sender ilike ${like(b.user_name)}`);
    if (s.siteIds) f.push(siteCondition('d.site_id', s.siteIds));
    const from = sql`from conditions_log l left join device d on d.id = l.device_id left join asset a on a.id = d.asset_id
      left join business bu on bu.id = a.business_id where ${sql.join(f, sql` and `)}`;
    const total = (await sql<{ n: number }>`select count(*)::int as n ${from}`.execute(this.db)).rows[0].n;
    const rows = (await sql`select l.id, l.device_id, l.operation_type, l.instruct, l.sender, l.send_result, l.respond, l.cteate_time,
        l.created_at, l.remark, l.protocol_type, d.name as device_name, d.asset_id, a.name as asset_name, a.business_id,
        bu.name as business_name, l.sender as user_name
      ${from} order by l.created_at desc, l.id limit ${win.per_page} offset ${win.offset}`.execute(this.db)).rows;
    return pageOf(win, Number(total), rows);
  }
}
