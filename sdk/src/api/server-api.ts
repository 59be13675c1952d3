/**
 * The typed API of the server's areas (devices, telemetry, commands, alarms): extensions call these methods instead
 * of writing routes and field names by hand. Times are named after their unit (`…Ms` milliseconds since the epoch);
 * the API converts to what the wire wants (telemetry times are microseconds there). Calls go through the extension's
 * `HttpClient`, so the token, site and language headers, the toasts and the session rules are the console's.
 */
import type { HttpClient, Page, RequestOptions } from '../services/http-client';
import type { PageQuery } from '../react/use-paged-list';
import { toMillis } from '../shared/time';
import { SERVER_ROUTES as R } from './server-routes';
import type {
  AlarmCounts,
  AlarmFilter,
  AlarmRow,
  AlarmState,
  CommandHistoryRow,
  CommandSpec,
  CurrentValue,
  DeviceDetail,
  DeviceFilter,
  DeviceModel,
  DeviceRow,
  EventHistoryRow,
  HistoryPoint,
  HistoryQuery,
  StatisticQuery,
  StatisticReply,
  StatisticSeries,
} from './server-types';

/** A y value as a number (numbers, numeric text, booleans as 0/1), or null. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return null;
}

const micros = (ms: number) => Math.round(ms) * 1000;

function statisticSeries(reply: StatisticReply): StatisticSeries {
  const points: HistoryPoint[] = [];
  for (const p of reply.time_series ?? []) {
    const atMs = toMillis(p.x);
    if (atMs !== null) points.push({ atMs, value: numericValue(p.y) });
  }
  return { points, downsampled: reply.downsampled === true, reply };
}

export function createServerApi(http: HttpClient) {
  return {
    devices: {
      /** A page of devices (gateways carry their sub-devices in `children`); at most 100 per page. */
      list: (query: PageQuery & DeviceFilter, options?: RequestOptions) => http.call<Page<DeviceRow>>(R.devices.list, query, options),
      /** One device by id. */
      get: (deviceId: string, options?: RequestOptions) => http.call<DeviceDetail>(R.devices.detail, { id: deviceId }, options),
      /** Online state by device id: `'1'` online, `'0'` offline. */
      status: (deviceIds: string[], options?: RequestOptions) => http.call<Record<string, string>>(R.devices.status, { device_id_list: deviceIds }, options),
      /** The device's plugin (thing model): properties with titles and units, services, events, `chart_data`. */
      model: (deviceId: string, options?: RequestOptions) => http.call<DeviceModel>(R.devices.model, { device_id: deviceId }, options),
    },
    telemetry: {
      /** The latest value of each key (all keys when `keys` is absent), by key. */
      current: async (deviceId: string, keys?: string[], options?: RequestOptions): Promise<Record<string, unknown>> => {
        const data = await http.call<Record<string, unknown>[] | Record<string, unknown>>(
          R.telemetry.current,
          { entity_id: deviceId, ...(keys ? { attribute: keys } : {}) },
          options,
        );
        return (Array.isArray(data) ? data[0] : data) ?? {};
      },
      /** The latest value of every key with the plugin's title (`name`) and `unit`; `ts` in microseconds. */
      currentDetail: (deviceId: string, options?: RequestOptions) => http.call<CurrentValue[]>(R.telemetry.currentDetail, { device_id: deviceId }, options),
      /** Stored raw points of one key between two times, newest first (at most 30 days per call). */
      history: async (q: HistoryQuery, options?: RequestOptions): Promise<HistoryPoint[]> => {
        const rows = await http.call<{ ts: number; value: unknown }[]>(
          R.telemetry.history,
          {
            device_id: q.deviceId,
            key: q.key,
            start_time: micros(q.startMs),
            end_time: micros(q.endMs),
            ...(q.page ? { page: q.page } : {}),
            ...(q.pageSize ? { page_records: q.pageSize } : {}),
          },
          options,
        );
        return rows.map((r) => ({ atMs: toMillis(r.ts) ?? 0, value: numericValue(r.value), raw: r.value }));
      },
      /**
       * One key over a time range, raw (`window: 'no_aggregate'`, downsampled by the server past its point limit) or
       * aggregated per window with `fn`; `timeZone` (IANA) makes day and month buckets start at local midnight.
       */
      statistic: async (q: StatisticQuery, options?: RequestOptions): Promise<StatisticSeries> => {
        const window = q.window ?? 'no_aggregate';
        const reply = await http.call<StatisticReply>(
          R.telemetry.statistic,
          {
            device_id: q.deviceId,
            key: q.key,
            start_time: micros(q.startMs),
            end_time: micros(q.endMs),
            aggregate_window: window,
            ...(window !== 'no_aggregate' ? { aggregate_function: q.fn ?? 'avg' } : {}),
            ...(q.timeZone ? { time_zone: q.timeZone } : {}),
          },
          options,
        );
        return statisticSeries(reply);
      },
    },
    commands: {
      /** Writes attributes (read-write properties) to the device. */
      setAttributes: (deviceId: string, values: Record<string, unknown>, options?: RequestOptions) =>
        http.call<unknown>(R.commands.setAttributes, { device_id: deviceId, values }, options),
      /** The commands (services) the device's plugin defines. */
      list: (deviceId: string, options?: RequestOptions) => http.call<CommandSpec[]>(R.commands.list, { device_id: deviceId }, options),
      /** Sends a command with its parameters. */
      send: (deviceId: string, command: { identifier: string; params?: Record<string, unknown>; name?: string }, options?: RequestOptions) =>
        http.call<unknown>(
          R.commands.send,
          {
            device_id: deviceId,
            command_identifier: command.identifier,
            command_data: JSON.stringify(command.params ?? {}),
            ...(command.name ? { command_name: command.name } : {}),
          },
          options,
        ),
      /** A page of the commands sent to a device. */
      history: (query: PageQuery & { device_id: string }, options?: RequestOptions) => http.call<Page<CommandHistoryRow>>(R.commands.history, query, options),
      /** A page of the events a device reported. */
      events: (query: PageQuery & { device_id: string }, options?: RequestOptions) => http.call<Page<EventHistoryRow>>(R.commands.events, query, options),
    },
    alarms: {
      /** A page of alarm messages. */
      list: (query: PageQuery & AlarmFilter, options?: RequestOptions) => http.call<Page<AlarmRow>>(R.alarms.list, query, options),
      /** How many alarms are unprocessed (the header badge). */
      count: (options?: RequestOptions) => http.call<AlarmCounts>(R.alarms.count, {}, options),
      /** Marks alarms processed (`'1'`) or ignored (`'2'`), with a note. */
      handle: (ids: string[], result: Exclude<AlarmState, '0'>, note = '', options?: RequestOptions) =>
        http.call<unknown>(R.alarms.handle, { id: ids, processing_result: result, processing_instructions: note }, options),
    },
  };
}

export type ServerApi = ReturnType<typeof createServerApi>;
