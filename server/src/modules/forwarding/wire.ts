/** Forwarding rules between the table and the wire: target info (password masked), sources and counters. */
import type { TranspondDetailTable, TranspondTable } from './tables';

export interface MqttTarget {
  host: string;
  port: number;
  tls: boolean;
  username: string;
  password: string;
  client_id: string;
  /** May hold `{device_id}`, replaced per message. */
  topic: string;
  qos: 0 | 1 | 2;
}

export interface TargetInfo {
  url: string;
  headers: Record<string, string>;
  timeout_ms: number;
  mqtt: MqttTarget | null;
}

export const DEFAULT_TIMEOUT_MS = 3000;

/** Message types of a source row. */
export const MESSAGE_TYPE = { attributeReport: 1, attributeSend: 2, eventReport: 3, custom: 4 } as const;

export function parseTargetInfo(text: string): TargetInfo {
  let raw: Partial<TargetInfo> = {};
  try {
    raw = JSON.parse(text) as Partial<TargetInfo>;
  } catch {
    /* an unreadable row forwards nowhere */
  }
  return { url: raw.url ?? '', headers: raw.headers ?? {}, timeout_ms: raw.timeout_ms ?? DEFAULT_TIMEOUT_MS, mqtt: raw.mqtt?.host ? raw.mqtt : null };
}

/** What the console sees: the password never, only whether one is set; header values only for the tenant admin. */
export function maskedTarget(t: TargetInfo, hideHeaders = false) {
  return {
    url: t.url,
    headers: hideHeaders ? Object.fromEntries(Object.keys(t.headers).map((k) => [k, ''])) : t.headers,
    timeout_ms: t.timeout_ms,
    mqtt: t.mqtt ? { ...t.mqtt, password: '', password_set: t.mqtt.password !== '' } : null,
  };
}

export function deviceInfoOf(details: TranspondDetailTable[]) {
  return details.map((d) => ({ device_id: d.device_id, message_type: d.message_type, business_id: d.business_id, asset_group_id: d.asset_group_id }));
}

export function ruleSummary(r: TranspondTable) {
  return {
    id: r.id,
    name: r.name,
    desc: r.description,
    status: r.status,
    tenant_id: r.tenant_id,
    script: r.script,
    create_time: r.create_time,
    update_time: r.update_time,
    warning_strategy_id: r.warning_strategy_id,
    warning_switch: r.warning_switch,
  };
}
