/**
 * Telemetry reads of the contract: current values, paged raw history, aggregated statistics (computed in SQL),
 * and long raw ranges reduced to at most MAX_POINTS points per series (min/max per slice; the reply says so).
 */
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { JsonText } from '../../http/json-text';
import { formatDateTime } from '../home/service';
import { pointValue } from '../../ingest/point';
import type { DeviceModelService } from '../device-model/service';
import { tslOf } from '../device-model/tsl';
import type { DeviceService } from '../devices/device-service';
import type { Scope } from '../devices/scope';
import { isFunction, isWindow, type AggregateFunction, type AggregateWindow } from './aggregation-store';
import * as store from './store';
import { SeriesWriter } from './series-json';
import { fill } from '../../i18n/localized-text';
import { COMMON_TEXT } from '../../i18n/messages';
import { VALIDATION_TEXT } from '../../http/messages';
import { TELEMETRY_TEXT } from './messages';

export const MAX_POINTS = 4000;
export const HISTORY_MAX_RANGE_US = 30 * 86_400 * 1_000_000;
export const MSG_RANGE_TOO_LONG = TELEMETRY_TEXT.rangeTooLong;

/** Reads a 10/13/16-digit timestamp as µs (the kv routes take µs, but a console may send ms). */
export function toMicros(value: unknown, field: string): number {
  const text = String(value ?? '').trim();
  if (!/^\d{1,16}$/.test(text)) throw validationError(fill(VALIDATION_TEXT.timestamp, { field }));
  const n = Number(text);
  if (text.length <= 10) return n * 1_000_000;
  if (text.length <= 13) return n * 1000;
  return n;
}

export interface StatisticBody {
  device_id: string;
  key: string;
  start_time: number | string;
  end_time: number | string;
  aggregate_window?: string;
  aggregate_function?: string;
  time_zone?: string;
}

export interface Series {
  /** Aggregated buckets come as JSON text (series-json.ts): the same `[{x, x2, y}]` on the wire. */
  time_series: Array<{ x: number; x2?: number; y: unknown }> | JsonText;
  downsampled: boolean;
}

export class TelemetryService {
  constructor(
    private readonly ctx: AppContext,
    private readonly devices: DeviceService,
    private readonly models: DeviceModelService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** `[{key: value, ..., systime}]` — the one-element array the console reads as `data[0]`. */
  async current(s: Scope, deviceId: string, keys?: string[]) {
    await this.devices.device(s, deviceId);
    const rows = await store.latest(this.db, deviceId, keys);
    if (!rows.length) return [];
    const values: Record<string, unknown> = {};
    for (const r of rows) values[r.key] = pointValue(r);
    values.systime = formatDateTime(Math.floor(Number(rows[0].ts) / 1000));
    return [values];
  }

  /** `[{key, str_v, dbl_v, bool_v, ts, value, name, unit}]`, newest first; names and units from the plugin TSL. */
  async currentDetail(s: Scope, deviceId: string) {
    await this.devices.device(s, deviceId);
    const model = await this.models.modelOfDevice(s, deviceId);
    const props = new Map(tslOf(model?.chart_data).properties.map((p) => [p.name, p]));
    const rows = await store.latest(this.db, deviceId);
    return rows.map((r) => ({
      key: r.key,
      str_v: r.str_v,
      dbl_v: r.dbl_v,
      bool_v: r.bool_v,
      ts: Number(r.ts),
      value: pointValue(r),
      ...(props.has(r.key) ? { name: props.get(r.key)!.title ?? r.key, unit: props.get(r.key)!.unit ?? '' } : {}),
    }));
  }

  /** Raw points of one key, newest first, paged: `[{ts, value}]`. The range is at most 30 days. */
  async historyData(s: Scope, b: { device_id: string; key: string; start_time: unknown; end_time: unknown; page?: number; page_records?: number }) {
    await this.devices.device(s, b.device_id);
    const start = toMicros(b.start_time, 'start_time');
    const end = toMicros(b.end_time, 'end_time');
    if (end - start > HISTORY_MAX_RANGE_US) throw businessError(MSG_RANGE_TOO_LONG);
    const per = Math.min(b.page_records ?? 1000, 10_000);
    const page = Math.max(1, b.page ?? 1);
    const rows = await store.rawPage(this.db, b.device_id, b.key, start, end, (page - 1) * per, per);
    return rows.map((r) => ({ ts: Number(r.ts), value: pointValue(r) }));
  }

  async series(deviceId: string, key: string, start: number, end: number, window: AggregateWindow, fn: AggregateFunction, timeZone?: string): Promise<Series> {
    if (window !== 'no_aggregate') {
      const json = new SeriesWriter();
      await store.aggregateBuckets(this.db, { deviceId, key, start, end, window, fn, timeZone }, (x, x2, y) => json.add(x, x2, y));
      return { time_series: new JsonText(json.finish()), downsampled: false };
    }
    if ((await store.countRange(this.db, deviceId, key, start, end, MAX_POINTS + 1)) <= MAX_POINTS) {
      const rows = await store.rawRange(this.db, deviceId, key, start, end);
      return { time_series: rows.map((r) => ({ x: Number(r.ts), y: pointValue(r) })), downsampled: false };
    }
    if (await store.hasNumbers(this.db, deviceId, key, start, end)) {
      const rows = await store.downsampled(this.db, deviceId, key, start, end, MAX_POINTS / 2);
      return { time_series: rows.map((r) => ({ x: Number(r.ts), y: Number(r.dbl_v) })), downsampled: true };
    }
    const n = await store.countRange(this.db, deviceId, key, start, end);
    const rows = await store.sampledRange(this.db, deviceId, key, start, end, Math.ceil(n / MAX_POINTS));
    return { time_series: rows.map((r) => ({ x: Number(r.ts), y: pointValue(r) })), downsampled: true };
  }

  private params(b: Omit<StatisticBody, 'device_id' | 'key'>) {
    const start = toMicros(b.start_time, 'start_time');
    const end = toMicros(b.end_time, 'end_time');
    if (end < start) throw validationError(TELEMETRY_TEXT.endBeforeStart);
    const window = b.aggregate_window || 'no_aggregate';
    const fn = b.aggregate_function || 'avg';
    if (!isWindow(window)) throw validationError(fill(VALIDATION_TEXT.unknownValue, { field: 'aggregate_window', value: window }));
    if (!isFunction(fn)) throw validationError(fill(VALIDATION_TEXT.unknownValue, { field: 'aggregate_function', value: fn }));
    if (b.time_zone && !isTimeZone(b.time_zone)) throw validationError(fill(VALIDATION_TEXT.unknownValue, { field: 'time_zone', value: b.time_zone }));
    return { start, end, window, fn, timeZone: b.time_zone };
  }

  /** `{time_series, duration, x_time_range:{start, end}, downsampled}`. */
  async statistic(s: Scope, b: StatisticBody) {
    await this.devices.device(s, b.device_id);
    const p = this.params(b);
    const series = await this.series(b.device_id, b.key, p.start, p.end, p.window, p.fn, p.timeZone);
    return { ...series, duration: p.end - p.start, x_time_range: { start: p.start, end: p.end } };
  }

  async statisticBatch(s: Scope, b: Omit<StatisticBody, 'device_id' | 'key'> & { data: Array<{ device_id: string; key: string }> }) {
    const p = this.params(b);
    for (const d of new Set(b.data.map((x) => x.device_id))) await this.devices.device(s, d);
    const out = [];
    for (const item of b.data) {
      out.push({ device_id: item.device_id, key: item.key, ...(await this.series(item.device_id, item.key, p.start, p.end, p.window, p.fn, p.timeZone)) });
    }
    return out;
  }

  async deleteHistory(s: Scope, deviceId: string, attribute: string | string[]) {
    await this.devices.device(s, deviceId);
    const keys = Array.isArray(attribute) ? attribute : [attribute];
    await store.deleteKeys(this.db, deviceId, keys);
    return ok([], COMMON_TEXT.deleted);
  }

  /** Latest values keyed without a prefix, for the energy-storage views (`bms_soc` → `{bms: {soc}}`). */
  async grouped(s: Scope, deviceId: string) {
    const [values] = (await this.current(s, deviceId)) as Array<Record<string, unknown>>;
    const out: Record<string, Record<string, unknown>> = {};
    for (const [k, v] of Object.entries(values ?? {})) {
      const at = k.indexOf('_');
      if (at <= 0) continue;
      (out[k.slice(0, at)] ??= {})[k.slice(at + 1)] = v;
    }
    return { ...out, systime: values?.systime ?? '' };
  }

  /** `[{pack, voltage, current, soc, ...}]` from the `pack<N>_<field>` keys. */
  async packs(s: Scope, deviceId: string) {
    const [values] = (await this.current(s, deviceId)) as Array<Record<string, unknown>>;
    const packs = new Map<number, Record<string, unknown>>();
    for (const [k, v] of Object.entries(values ?? {})) {
      const m = /^pack(\d+)_(.+)$/.exec(k);
      if (!m) continue;
      const n = Number(m[1]);
      const row = packs.get(n) ?? { pack: n };
      row[m[2]] = v;
      packs.set(n, row);
    }
    return [...packs.values()].sort((a, b) => Number(a.pack) - Number(b.pack));
  }

  async airCondition(s: Scope, deviceId: string) {
    const g = (await this.grouped(s, deviceId)) as unknown as Record<string, Record<string, unknown> | undefined>;
    return { ...(g.ac ?? {}), humidity: g.cabinet?.humidity ?? null, systime: g.systime ?? '' };
  }
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return /^[A-Za-z0-9_+\-/]+$/.test(tz);
  } catch {
    return false;
  }
}
