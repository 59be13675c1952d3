/** The history pickers (the spec's constants): aggregation windows and aggregates, with the server's names. */
export const AGGREGATE_WINDOWS = [
  'no_aggregate',
  '30s',
  '1m',
  '2m',
  '5m',
  '10m',
  '15m',
  '30m',
  '1h',
  '3h',
  '6h',
  '1d',
  '3d',
  '7d',
  '1mo',
  '6mo',
  '1y',
] as const;
export type AggregateWindow = (typeof AGGREGATE_WINDOWS)[number];

export const AGGREGATE_FUNCTIONS = ['avg', 'max', 'min', 'median', 'first', 'last', 'diff', 'count', 'sum', 'data_count'] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** Quick ranges (the spec's constants): last 7 and last 90 days. */
export const QUICK_RANGES = { last7Days: 7, last90Days: 90 } as const;
export type QuickRange = keyof typeof QUICK_RANGES;

/** Time picker step (the spec's constants). */
export const TIME_STEP_MINUTES = 5;

const DAY_MS = 86_400_000;

/** [start, end] in ms of a quick range ending now. */
export function quickRange(range: QuickRange, now: number): [number, number] {
  return [now - QUICK_RANGES[range] * DAY_MS, now];
}

/** Rounds a time down to the picker's 5-minute step. */
export function snapToStep(ms: number, stepMinutes = TIME_STEP_MINUTES): number {
  const step = stepMinutes * 60_000;
  return Math.floor(ms / step) * step;
}

export interface HistoryQuery {
  deviceId: string;
  key: string;
  start: number;
  end: number;
  window: AggregateWindow;
  fn: AggregateFunction;
}

/**
 * The `/kv/statistic` body: times in µs (docs/CONTRACT.md), the aggregate only when a window is chosen, and the
 * browser's time zone so day and month buckets start at local midnight.
 */
export function statisticBody(q: HistoryQuery, timeZone?: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    device_id: q.deviceId,
    key: q.key,
    start_time: Math.round(q.start) * 1000,
    end_time: Math.round(q.end) * 1000,
    aggregate_window: q.window,
  };
  if (q.window !== 'no_aggregate') body.aggregate_function = q.fn;
  if (timeZone) body.time_zone = timeZone;
  return body;
}

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
