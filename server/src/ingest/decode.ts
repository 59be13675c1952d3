/**
 * Turns a device message into value updates and events. Pure except for the gateway's sub-device lookup.
 * Anything wrong is reported as a problem for that device; the rest of the message is still used.
 */
import type { UplinkKind } from '../mqtt/topics';
import type { DeviceDirectory, DeviceIdentity } from '../devices-core/device-identity';

/** Values of one device in one message, at the receive time in µs (the pipeline's `ValuesUpdate` is in ms). */
export interface DecodedValues {
  device: DeviceIdentity;
  tsMicros: number;
  values: Record<string, unknown>;
}

/** An event of one device in one message, at the receive time in µs. */
export interface DecodedEvent {
  device: DeviceIdentity;
  tsMicros: number;
  method: string;
  params: unknown;
}

export interface Decoded {
  updates: DecodedValues[];
  events: DecodedEvent[];
  problems: Array<{ deviceId: string; problem: string }>;
}

export const MAX_KEY_LENGTH = 128;

const NOT_JSON = Symbol('not JSON');

function parseJson(payload: Buffer | string | object): unknown {
  if (typeof payload === 'object' && !Buffer.isBuffer(payload)) return payload;
  try {
    return JSON.parse(payload.toString());
  } catch {
    return NOT_JSON;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** PostgreSQL text cannot hold U+0000: a string with one fails the whole statement it is in. */
const hasNul = (s: string): boolean => s.includes('\u0000');

/** Why a key (and its value) cannot be stored, or null. Builds no string unless there is a problem. */
function problemOf(key: string, value: unknown): string | null {
  if (!key || key.length > MAX_KEY_LENGTH) return `key "${key.slice(0, 32)}" is empty or longer than ${MAX_KEY_LENGTH}`;
  // JSON.parse makes "__proto__" an own key; kept, it would become the prototype of every map built from the values.
  if (key === '__proto__') return 'key "__proto__" is not allowed';
  if (hasNul(key) || (typeof value === 'string' && hasNul(value)))
    return `key "${key.slice(0, 32).replaceAll('\u0000', '\\0')}" or its value holds a NUL character`;
  return null;
}

/** Keeps the well-formed keys of an attributes object; reports the others. `raw` itself when all of it is kept. */
function cleanValues(device: DeviceIdentity, raw: Record<string, unknown>, out: Decoded): Record<string, unknown> {
  // Only a plain object's for-in lists exactly its own keys (what Object.entries below keeps).
  const proto = Object.getPrototypeOf(raw);
  let clean = proto === Object.prototype || proto === null;
  if (clean)
    for (const key in raw) {
      const value = raw[key];
      if (value === null || value === undefined || problemOf(key, value) !== null) {
        clean = false;
        break;
      }
    }
  if (clean) return raw;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const problem = problemOf(key, value);
    if (problem !== null) {
      out.problems.push({ deviceId: device.id, problem });
      continue;
    }
    if (value === null || value === undefined) continue;
    values[key] = value;
  }
  return values;
}

/** True if `o` has at least one own key (without listing them). */
function hasKeys(o: Record<string, unknown>): boolean {
  for (const _ in o) return true;
  return false;
}

function decodeEvent(device: DeviceIdentity, tsMicros: number, raw: unknown, out: Decoded): void {
  if (!isPlainObject(raw) || typeof raw.method !== 'string' || !raw.method || hasNul(raw.method)) {
    out.problems.push({ deviceId: device.id, problem: 'event is not {method, params}' });
    return;
  }
  out.events.push({ device, tsMicros, method: raw.method, params: raw.params ?? {} });
}

export async function decodeMessage(
  device: DeviceIdentity,
  kind: UplinkKind,
  payload: Buffer | string | object,
  tsMicros: number,
  directory: Pick<DeviceDirectory, 'subDevice'>,
): Promise<Decoded> {
  const out: Decoded = { updates: [], events: [], problems: [] };
  const body = parseJson(payload);
  if (body === NOT_JSON) {
    out.problems.push({ deviceId: device.id, problem: `${kind} payload is not JSON` });
    return out;
  }
  switch (kind) {
    case 'attributes':
    case 'ota_progress': {
      if (!isPlainObject(body)) {
        out.problems.push({ deviceId: device.id, problem: `${kind} payload is not a JSON object` });
        break;
      }
      const values = cleanValues(device, kind === 'ota_progress' ? prefixOta(body) : body, out);
      if (hasKeys(values)) out.updates.push({ device, tsMicros, values });
      break;
    }
    case 'event':
      decodeEvent(device, tsMicros, body, out);
      break;
    case 'gateway_attributes':
    case 'gateway_event': {
      if (!isPlainObject(body)) {
        out.problems.push({ deviceId: device.id, problem: `${kind} payload is not a JSON object` });
        break;
      }
      const own: Record<string, unknown> = {};
      for (const [addr, part] of Object.entries(body)) {
        if (!isPlainObject(part)) {
          // A scalar at the top level of gateway/attributes is the gateway's own value.
          if (kind === 'gateway_attributes') own[addr] = part;
          else out.problems.push({ deviceId: device.id, problem: `gateway event for "${addr}" is not an object` });
          continue;
        }
        const sub = await directory.subDevice(device.id, addr);
        if (!sub) {
          out.problems.push({ deviceId: device.id, problem: `no sub-device with address "${addr.slice(0, 32)}"` });
          continue;
        }
        if (kind === 'gateway_event') decodeEvent(sub, tsMicros, part, out);
        else {
          const values = cleanValues(sub, part, out);
          if (hasKeys(values)) out.updates.push({ device: sub, tsMicros, values });
        }
      }
      const ownValues = cleanValues(device, own, out);
      if (hasKeys(ownValues)) out.updates.push({ device, tsMicros, values: ownValues });
      break;
    }
    case 'ota_inform':
    case 'status':
      break;
  }
  return out;
}

/** OTA progress is kept as ordinary telemetry under `ota_*` keys, so it shows up in history and the OTA views. */
function prefixOta(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) out[`ota_${k}`] = v;
  return out;
}
