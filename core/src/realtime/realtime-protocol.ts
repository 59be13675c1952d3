import { toMillis } from '@tessera/sdk';

/**
 * The console's side of the `/api/ws` protocol (server/src/realtime/PROTOCOL.md). Client → server frames are JSON:
 * `{type:'auth', token}` first and, once the server answered `{type:'auth', ok:true}`, `{type:'subscribe'|'unsubscribe',
 * device_id}`. Server → client frames we act on: `{type:'values', device_id, ts, values}` (ts in µs, ms or s, read by
 * digit count) and `{type:'status', device_id, online}` (delivered as the contract's `SYS_ONLINE` key); the rest is ignored.
 */
export type ClientFrame =
  | { type: 'auth'; token: string; lang?: string }
  | { type: 'subscribe'; device_id: string }
  | { type: 'unsubscribe'; device_id: string }
  | { type: 'subscribe_topic'; topic: string };

/** A topic frame `{type:'topic', topic, data}`, or null for anything else. */
export function parseTopicFrame(raw: unknown): { topic: string; data: unknown } | null {
  try {
    const m = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return m && m.type === 'topic' && typeof m.topic === 'string' ? { topic: m.topic, data: m.data } : null;
  } catch {
    return null;
  }
}

export interface TelemetryFrame {
  deviceId: string;
  ts: number;
  values: Record<string, unknown>;
}

/** Close codes the server uses for a refused token: no point retrying until the token changes. */
export const AUTH_CLOSE_CODES: readonly number[] = [4001, 4401];

const TELEMETRY_TYPES = new Set(['telemetry', 'data', 'update', 'values']);

/** True for the server's answer to a good `auth` frame. */
export function isAuthOk(raw: unknown): boolean {
  try {
    const m = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return !!m && m.type === 'auth' && m.ok === true;
  } catch {
    return false;
  }
}

/** Parses one server frame; null for frames that carry no device values (acks, pongs, garbage). */
export function parseServerFrame(raw: unknown, now: () => number = Date.now): TelemetryFrame | null {
  let msg: unknown;
  try {
    msg = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    return null;
  }
  if (!msg || typeof msg !== 'object') return null;
  const m = msg as Record<string, unknown>;
  const deviceId = m.device_id ?? m.deviceId;
  if (m.type === 'status' && typeof deviceId === 'string' && typeof m.online === 'boolean') {
    return { deviceId, ts: toMillis(m.ts) ?? now(), values: { SYS_ONLINE: m.online ? '1' : '0' } };
  }
  if (typeof m.type === 'string' && !TELEMETRY_TYPES.has(m.type)) return null;
  const values = m.values ?? m.data;
  if (typeof deviceId !== 'string' || !values || typeof values !== 'object' || Array.isArray(values)) return null;
  return { deviceId, ts: toMillis(m.ts) ?? now(), values: values as Record<string, unknown> };
}
