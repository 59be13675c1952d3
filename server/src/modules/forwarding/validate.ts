/** Checks a rule's targets and sources beyond the schema: scheme, host, headers, topic, and that sources exist. */
import { validationError } from '../../http/envelope';
import { fill } from '../../i18n/localized-text';
import type { Db } from '../../storage/database';
import { isHostName, staticVerdict } from './delivery/target-guard';
import { FWD_MSG } from './messages';
import * as store from './store';
import { DEFAULT_TIMEOUT_MS, type MqttTarget, type TargetInfo } from './wire';

export interface TargetInput {
  url?: string;
  headers?: Record<string, string>;
  timeout_ms?: number;
  mqtt?: Partial<MqttTarget> & { host?: string };
}

export interface SourceInput {
  device_id?: string;
  message_type: number;
  business_id?: string;
  asset_group_id?: string;
}

/** Headers the transport sets itself. */
const RESERVED = new Set([
  'host',
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'proxy-authorization',
  'x-tessera-rule',
  'x-tessera-count',
]);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function checkHost(field: string, host: string, allowPrivate: boolean) {
  if (!isHostName(host)) throw validationError(fill(FWD_MSG.badHost, { field }));
  const v = staticVerdict(host);
  if (v === 'forbidden' || (v === 'private' && !allowPrivate)) throw validationError(fill(FWD_MSG.hostForbidden, { field, host }));
}

/** The stored target info: `previous` supplies the MQTT password when the input leaves it out. */
export function targetInfoOf(input: TargetInput, allowPrivate: boolean, ruleId: string, previous: TargetInfo | null): TargetInfo {
  const url = (input.url ?? '').trim();
  const mqttHost = (input.mqtt?.host ?? '').trim();
  if (!url && !mqttHost) throw validationError(FWD_MSG.noTarget);
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw validationError(FWD_MSG.badUrl);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw validationError(FWD_MSG.badUrl);
    if (parsed.username || parsed.password) throw validationError(FWD_MSG.urlCredentials);
    checkHost('target_info.url', parsed.hostname, allowPrivate);
  }
  const headers = input.headers ?? {};
  for (const [name, value] of Object.entries(headers)) {
    if (!TOKEN.test(name) || RESERVED.has(name.toLowerCase()) || /[\r\n\0]/.test(value))
      throw validationError(fill(FWD_MSG.badHeader, { name: name.slice(0, 64) }));
  }
  let mqtt: MqttTarget | null = null;
  if (mqttHost) {
    const m = input.mqtt!;
    checkHost('target_info.mqtt.host', mqttHost, allowPrivate);
    const topic = (m.topic ?? '').trim();
    if (!topic || /[+#\0]/.test(topic)) throw validationError(FWD_MSG.badTopic);
    const keep = previous?.mqtt && m.password === undefined ? previous.mqtt.password : undefined;
    mqtt = {
      host: mqttHost,
      port: m.port ?? (m.tls ? 8883 : 1883),
      tls: m.tls ?? false,
      username: m.username ?? '',
      password: m.password ?? keep ?? '',
      client_id: (m.client_id ?? '').trim() || `tessera-fwd-${ruleId.slice(0, 8)}`,
      topic,
      qos: m.qos ?? 0,
    };
  }
  return { url, headers: url ? headers : {}, timeout_ms: input.timeout_ms ?? DEFAULT_TIMEOUT_MS, mqtt };
}

/** Each source names exactly one device, group or project of the tenant (the first given wins). */
export async function checkSources(db: Db, tenantId: string, rows: SourceInput[]) {
  for (const [index, r] of rows.entries()) {
    const ok = r.device_id
      ? await store.deviceVisible(db, tenantId, r.device_id)
      : r.asset_group_id
        ? await store.groupVisible(db, tenantId, r.asset_group_id)
        : r.business_id
          ? await store.projectVisible(db, tenantId, r.business_id)
          : null;
    if (ok === null) throw validationError(fill(FWD_MSG.badSource, { index }));
    if (!ok) throw validationError(fill(FWD_MSG.unknownSource, { index }));
  }
}
