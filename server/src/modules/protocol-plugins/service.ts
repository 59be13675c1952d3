/**
 * Protocol plugins: the platform's registry of protocol adapters (name, protocol type, where devices connect, the
 * plugin's HTTP service, the downlink topic prefix). SYS_ADMIN manages it; the routes say so, this class checks
 * values. Adding a plugin (or resetting its secret) answers the plugin's secret once; only its hash is kept.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { fill } from '../../i18n/localized-text';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { unixSeconds } from '../../storage/database';
import { isNativeProtocol } from '../../mqtt/topics';
import { PLUGIN_MSG } from './messages';
import { FormFetchError, fetchPluginForm, formUrl } from './plugin-form-fetch';
import { hashSecret, newSecret } from './plugin-secret';
import * as store from './store';
import type { ProtocolPluginTable } from './tables';

export type PluginInput = Partial<Omit<ProtocolPluginTable, 'id' | 'created_at' | 'secret_hash' | 'registered_at'>>;

const FORM_TIMEOUT_MS = 5000;
const FORM_MAX_BYTES = 256 * 1024;

const HOST_PORT = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?):(\d{1,5})$/;

function hostPort(v: string): boolean {
  const m = HOST_PORT.exec(v);
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= 65535;
}

function httpAddress(v: string): boolean {
  if (hostPort(v)) return true;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** Roots of the platform's own device topics: a plugin prefix inside or around them would read other devices' downlinks. */
const PLATFORM_ROOTS = ['device/', 'gateway/', 'ota/'];
const overlaps = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

const topicPrefix = (v: string) => !/[+#]/.test(v) && !v.includes('\u0000') && !v.startsWith('$') && v.endsWith('/');

function jsonText(v: string): boolean {
  try {
    JSON.parse(v);
    return true;
  } catch {
    return false;
  }
}

/** Field checks beyond the schema; '' means "not set" for every optional text. */
export function checkValues(p: PluginInput): void {
  if (p.protocol_type && isNativeProtocol(p.protocol_type)) throw validationError(PLUGIN_MSG.reservedType);
  if (p.access_address && !hostPort(p.access_address)) throw validationError(PLUGIN_MSG.badAccessAddress);
  if (p.http_address && !httpAddress(p.http_address)) throw validationError(PLUGIN_MSG.badHttpAddress);
  if (p.sub_topic_prefix && !topicPrefix(p.sub_topic_prefix)) throw validationError(PLUGIN_MSG.badTopicPrefix);
  if (p.sub_topic_prefix && PLATFORM_ROOTS.some((r) => overlaps(p.sub_topic_prefix!, r))) throw validationError(PLUGIN_MSG.platformPrefix);
  if (p.additional_info && !jsonText(p.additional_info)) throw validationError(PLUGIN_MSG.badAdditionalInfo);
}

/** A plugin logged in to the broker subscribes under its prefix: two plugins' prefixes may not nest. */
export async function checkPrefixFree(db: AppContext['db'], prefix: string | undefined, exceptId?: string): Promise<void> {
  if (!prefix) return;
  const others = await store.topicPrefixes(db, exceptId);
  if (others.some((o) => o && overlaps(prefix, o))) throw businessError(PLUGIN_MSG.prefixTaken);
}

/** Ends a plugin's broker sessions on every server (they were opened with what just changed). */
export type PluginRevoker = (protocolType: string) => void;

export class ProtocolPluginService {
  constructor(
    private readonly ctx: AppContext,
    private readonly revoke: PluginRevoker = () => undefined,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private async plugin(id: string) {
    const row = await store.findPlugin(this.db, id);
    if (!row) throw businessError(PLUGIN_MSG.notFound);
    return row;
  }

  async list(b: PageRequest & store.PluginFilter) {
    const win = pageWindow(b);
    const { total, rows } = await store.listPlugins(this.db, b, win.per_page, win.offset);
    return pageOf(win, total, rows);
  }

  async add(input: PluginInput & { name: string; protocol_type: string }) {
    checkValues(input);
    if (await store.typeTaken(this.db, input.protocol_type)) throw businessError(PLUGIN_MSG.typeTaken);
    await checkPrefixFree(this.db, input.sub_topic_prefix);
    const secret = newSecret();
    const row: ProtocolPluginTable = {
      id: randomUUID(),
      name: input.name,
      protocol_type: input.protocol_type,
      access_address: input.access_address ?? '',
      http_address: input.http_address ?? '',
      sub_topic_prefix: input.sub_topic_prefix ?? '',
      description: input.description ?? '',
      device_type: input.device_type ?? '1',
      additional_info: input.additional_info ?? '',
      created_at: unixSeconds(this.ctx.clock.now()),
      secret_hash: hashSecret(secret),
      registered_at: 0,
    };
    await store.insertPlugin(this.db, row);
    const { secret_hash: _hash, ...shown } = row;
    return ok({ ...shown, secret }, PLUGIN_MSG.added);
  }

  async edit(input: PluginInput & { id: string }) {
    const cur = await this.plugin(input.id);
    checkValues(input);
    if (input.protocol_type && (await store.typeTaken(this.db, input.protocol_type, cur.id))) throw businessError(PLUGIN_MSG.typeTaken);
    await checkPrefixFree(this.db, input.sub_topic_prefix, cur.id);
    const { id: _id, ...patch } = input;
    if (Object.keys(patch).length) await store.updatePlugin(this.db, cur.id, patch);
    // Its login and subscriptions were checked against the old type and prefix: it reconnects with the new ones.
    const moved = (k: 'protocol_type' | 'sub_topic_prefix') => patch[k] !== undefined && patch[k] !== cur[k];
    if (moved('protocol_type') || moved('sub_topic_prefix')) this.revoke(cur.protocol_type);
    return ok(await this.plugin(cur.id), PLUGIN_MSG.edited);
  }

  /** A new secret for the plugin (the old one stops working at once), shown this once. */
  async resetSecret(id: string) {
    const cur = await this.plugin(id);
    const secret = newSecret();
    await store.updatePlugin(this.db, cur.id, { secret_hash: hashSecret(secret) });
    this.revoke(cur.protocol_type);
    return ok({ id: cur.id, protocol_type: cur.protocol_type, secret }, PLUGIN_MSG.secretReset);
  }

  /** The protocols devices may use, for every signed-in user's device form. */
  protocolTypes() {
    return store.protocolTypes(this.db);
  }

  /** `/form/config`: the plugin's device config form, fetched from its HTTP service. */
  async formConfig(b: { protocol_type: string; device_type?: string }) {
    const p = await store.pluginByType(this.db, b.protocol_type);
    if (!p) throw businessError(PLUGIN_MSG.notFound);
    if (!p.http_address) throw businessError(PLUGIN_MSG.noHttpService);
    const { config } = this.ctx;
    try {
      return await fetchPluginForm(formUrl(p.http_address, p.protocol_type, b.device_type ?? p.device_type), {
        allowPrivate: config.pluginPrivateTargets,
        timeoutMs: FORM_TIMEOUT_MS,
        maxBytes: FORM_MAX_BYTES,
      });
    } catch (err) {
      if (!(err instanceof FormFetchError)) throw err;
      this.ctx.log.warn(`protocol plugins: form of ${p.protocol_type} not fetched: ${err.message}`);
      throw businessError(fill(PLUGIN_MSG.formFailed, { detail: err.message }));
    }
  }

  async remove(id: string) {
    const cur = await this.plugin(id);
    await store.deletePlugin(this.db, cur.id);
    this.revoke(cur.protocol_type);
    return ok([], PLUGIN_MSG.deleted);
  }
}
