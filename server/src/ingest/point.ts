/** A telemetry point as stored in `ts_kv`: one typed value of one key of one device at a µs timestamp. */
export interface Point {
  deviceId: string;
  key: string;
  /** Microseconds since the epoch (the unit of `ts_kv.ts`). */
  ts: number;
  dbl: number | null;
  str: string | null;
  bool: boolean | null;
}

/** An event a device reported (`device/event` `{method, params}`). */
export interface EventRecord {
  deviceId: string;
  method: string;
  params: unknown;
  tsMicros: number;
}

let lastMicros = 0;

/**
 * Now in microseconds, strictly increasing within the process: two messages of one device in the same
 * millisecond must not collide on the (device_id, key, ts) primary key.
 */
export function nowMicros(ms: number = Date.now()): number {
  const candidate = ms * 1000;
  lastMicros = candidate > lastMicros ? candidate : lastMicros + 1;
  return lastMicros;
}

/**
 * The point of `value` in the column it belongs to; null for what is not stored (null, undefined, non-finite
 * numbers, functions). Nested objects and arrays are kept whole as JSON text, like the original backend.
 */
export function pointOf(deviceId: string, key: string, ts: number, value: unknown): Point | null {
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? { deviceId, key, ts, dbl: value, str: null, bool: null } : null;
    case 'string':
      return { deviceId, key, ts, dbl: null, str: value, bool: null };
    case 'boolean':
      return { deviceId, key, ts, dbl: null, str: null, bool: value };
    case 'object':
      return value === null ? null : { deviceId, key, ts, dbl: null, str: JSON.stringify(value), bool: null };
    default:
      return null;
  }
}

/** The wire value of a stored point: string if `str_v`, boolean if `bool_v`, else the number. */
export function pointValue(row: { dbl_v?: number | null; str_v?: string | null; bool_v?: boolean | null }): unknown {
  if (row.str_v !== null && row.str_v !== undefined) return row.str_v;
  if (row.bool_v !== null && row.bool_v !== undefined) return row.bool_v;
  return row.dbl_v ?? null;
}
