import { QUICK_RANGE_DAYS, TIME_PICKER_STEP_MINUTES } from '@tessera/sdk';
import dayjs from 'dayjs';

/** The picker's step (the spec's constants: 5 minutes), in seconds as `<input type="datetime-local" step>` wants it. */
export const PICKER_STEP_SECONDS = TIME_PICKER_STEP_MINUTES * 60;
export const QUICK_RANGES = QUICK_RANGE_DAYS;

const STEP_MS = TIME_PICKER_STEP_MINUTES * 60_000;

/** Rounds down to the picker step, so a quick range lands on values the picker can show. */
export function floorToStep(ms: number): number {
  return Math.floor(ms / STEP_MS) * STEP_MS;
}

/** Last N days up to now, both ends on the 5-minute grid (the end rounded up so "now" is included). */
export function quickRange(days: number, now: number): { start: number; end: number } {
  const end = Math.ceil(now / STEP_MS) * STEP_MS;
  return { start: floorToStep(end - days * 86_400_000), end };
}

/** ms → the `datetime-local` value (local time, minutes precision). */
export function toInputValue(ms: number | null): string {
  return ms === null ? '' : dayjs(ms).format('YYYY-MM-DDTHH:mm');
}

/** The `datetime-local` value → ms on the step grid, or null when empty or unparsable. */
export function fromInputValue(value: string): number | null {
  if (!value) return null;
  const d = dayjs(value);
  return d.isValid() ? floorToStep(d.valueOf()) : null;
}

export interface LogFilterValues {
  user: string;
  path: string;
  ip: string;
  start: number | null;
  end: number | null;
}

/** The `/operation/list` filters: trimmed text, times in unix seconds (the server's unit for created_at). */
export function toQuery(f: LogFilterValues): Record<string, unknown> {
  const q: Record<string, unknown> = { user: f.user.trim(), path: f.path.trim(), ip: f.ip.trim() };
  if (f.start !== null) q.start_time = Math.floor(f.start / 1000);
  if (f.end !== null) q.end_time = Math.floor(f.end / 1000);
  return q;
}

/** A message key when the range is backwards, else null. */
export function checkRange(f: LogFilterValues): string | null {
  return f.start !== null && f.end !== null && f.start > f.end ? 'operation.rangeInvalid' : null;
}
