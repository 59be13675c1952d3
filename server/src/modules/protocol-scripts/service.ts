/**
 * Protocol scripts: uplink (parse) and downlink (encode) JavaScript per device plugin, bound to devices by the
 * device's `script_id`, and the trial run ("quiz") that answers with the script's result in the message.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { unixSeconds } from '../../storage/database';
import type { Scope } from '../devices/scope';
import { SCRIPT_MSG } from './messages';
import { resultText, type ScriptSandbox } from './script-sandbox';
import * as store from './store';
import type { ProtocolScriptTable } from './tables';

export type ScriptInput = Partial<
  Pick<
    ProtocolScriptTable,
    'protocol_type' | 'script_name' | 'company' | 'product_name' | 'script_content_a' | 'script_content_b' | 'script_type' | 'remark' | 'device_type'
  >
>;

export interface QuizInput {
  script_content: string;
  msg_content: string;
  topic_content?: string;
}

/** Called after a script changes or goes, so ingest stops using the old text. */
export type ScriptChanged = (scriptId: string) => void;

export class ProtocolScriptService {
  constructor(
    private readonly ctx: AppContext,
    private readonly sandbox: ScriptSandbox,
    private readonly changed: ScriptChanged,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private async script(s: Scope, id: string) {
    const row = await store.findScript(this.db, s.tenantId, id);
    if (!row) throw businessError(SCRIPT_MSG.notFound);
    return row;
  }

  private async checkPlugin(s: Scope, pluginId: string | undefined) {
    if (pluginId !== undefined && !(await store.pluginVisible(this.db, s.tenantId, pluginId))) throw validationError(SCRIPT_MSG.pluginNotFound);
  }

  async list(s: Scope, b: PageRequest & store.ScriptFilter) {
    const win = pageWindow(b);
    const { total, rows } = await store.listScripts(this.db, s.tenantId, b, win.per_page, win.offset);
    const withStats = await Promise.all(
      rows.map(async (r) => ({
        ...r,
        run_stats: await this.runStats(uplinkStatsId(r.id)),
        downlink_stats: await this.runStats(downlinkStatsId(r.id)),
      })),
    );
    return pageOf(win, total, withStats);
  }

  /** How a script fared in ingest or on sends since the server started. */
  private async runStats(statsId: string) {
    const st = await this.sandbox.stats(statsId);
    return { calls: st?.calls ?? 0, errors: st ? st.errors + st.timeouts + st.memory : 0, timeouts: st?.timeouts ?? 0, last_error: st?.lastError ?? '' };
  }

  async add(s: Scope, input: ScriptInput & { script_name: string; device_type: string }) {
    await this.checkPlugin(s, input.device_type);
    const row: ProtocolScriptTable = {
      id: randomUUID(),
      tenant_id: s.tenantId,
      protocol_type: input.protocol_type ?? 'mqtt',
      script_name: input.script_name,
      company: input.company ?? '',
      product_name: input.product_name ?? '',
      script_content_a: input.script_content_a ?? '',
      script_content_b: input.script_content_b ?? '',
      script_type: input.script_type ?? 'javascript',
      remark: input.remark ?? '',
      device_type: input.device_type,
      created_at: unixSeconds(this.ctx.clock.now()),
    };
    await store.insertScript(this.db, row);
    return ok(row, SCRIPT_MSG.added);
  }

  async edit(s: Scope, input: ScriptInput & { id: string; script_name: string }) {
    const cur = await this.script(s, input.id);
    await this.checkPlugin(s, input.device_type);
    const { id: _id, ...patch } = input;
    await store.updateScript(this.db, s.tenantId, cur.id, patch);
    this.changed(cur.id);
    return ok(await this.script(s, cur.id), SCRIPT_MSG.edited);
  }

  async remove(s: Scope, id: string) {
    const cur = await this.script(s, id);
    await store.deleteScript(this.db, s.tenantId, cur.id);
    this.changed(cur.id);
    await this.sandbox.forget(uplinkStatsId(cur.id));
    await this.sandbox.forget(downlinkStatsId(cur.id));
    return ok([], SCRIPT_MSG.deleted);
  }

  /** The trial run: the answer (or the script's error) is the message, with code 200 either way and no data. */
  async quiz(s: Scope, b: QuizInput) {
    const bytes = messageBytes(b.msg_content);
    const r = await this.sandbox.encode(`quiz:${s.tenantId}`, b.script_content, bytes, b.topic_content ?? '');
    return ok([], r.ok ? resultText(r.value) : r.error);
  }
}

/** The ids a script's ingest (uplink) and send (downlink) runs are counted under. */
export const uplinkStatsId = (scriptId: string) => `uplink:${scriptId}`;
export const downlinkStatsId = (scriptId: string) => `downlink:${scriptId}`;

/** `0x…` is hex-decoded; any other text is passed as its UTF-8 bytes. */
export function messageBytes(msg: string): number[] {
  if (!/^0x/i.test(msg)) return Array.from(Buffer.from(msg, 'utf8'));
  const hex = msg.slice(2).replace(/\s+/g, '');
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) throw validationError(SCRIPT_MSG.badHex);
  return Array.from(Buffer.from(hex, 'hex'));
}
