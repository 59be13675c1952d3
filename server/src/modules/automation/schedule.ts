/**
 * When a timed condition runs next. Every repeat kind becomes a 5-field cron pattern that croner evaluates from a
 * given instant, so the engine's clock (a fake one in tests) decides what "now" is. Times are the server's local
 * time. Weekdays are ISO: 1 = Monday … 7 = Sunday.
 */
import { Cron } from 'croner';
import { REPEAT, TIME_CONDITION } from './codes';
import type { ConditionTable } from './tables';

const HHMM = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export class ScheduleError extends Error {}

export function parseHhMm(v: string): { h: number; m: number } | null {
  const m = HHMM.exec(v.trim());
  return m ? { h: Number(m[1]), m: Number(m[2]) } : null;
}

/** "YYYY-MM-DD HH:mm:ss" in local time → ms, or null. */
export function parseDateTime(v: string): number | null {
  const m = DATETIME.exec(v.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const date = new Date(y, mo - 1, d, h, mi, s);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return date.getTime();
}

function int(v: string, min: number, max: number, what: string): number {
  const n = Number(v);
  if (!/^\d+$/.test(v.trim()) || n < min || n > max) throw new ScheduleError(`${what} ${min}-${max}`);
  return n;
}

/** The cron pattern of a repeat condition (kind in v1, parts in v3/v4); throws ScheduleError with a detail. */
export function repeatPattern(kind: string, v3: string, v4: string): string {
  switch (kind) {
    case REPEAT.everyMinutes: {
      return `@every ${int(v3, 1, 10080, 'minutes')}`;
    }
    case REPEAT.hourly:
      return `${int(v3, 0, 59, 'minute')} * * * *`;
    case REPEAT.daily: {
      const t = parseHhMm(v3);
      if (!t) throw new ScheduleError('HH:mm');
      return `${t.m} ${t.h} * * *`;
    }
    case REPEAT.weekly: {
      const days = v3.split(',').map((d) => int(d, 1, 7, 'weekday'));
      const t = parseHhMm(v4);
      if (!days.length || !t) throw new ScheduleError('weekdays 1-7, HH:mm');
      return `${t.m} ${t.h} * * ${[...new Set(days.map((d) => d % 7))].sort().join(',')}`;
    }
    case REPEAT.monthly: {
      const [dd, hh, mm] = v3.split(':');
      const t = parseHhMm(`${hh ?? ''}:${mm ?? ''}`);
      if (!t) throw new ScheduleError('dd:HH:mm');
      return `${t.m} ${t.h} ${int(dd ?? '', 1, 31, 'day')} * *`;
    }
    case REPEAT.cron:
      return checkedCron(v3);
    default:
      throw new ScheduleError('kind 0-5');
  }
}

export function checkedCron(pattern: string): string {
  const p = pattern.trim();
  if (p.split(/\s+/).length !== 5) throw new ScheduleError('5 fields: minute hour day month weekday');
  try {
    new Cron(p, { paused: true });
  } catch (err) {
    throw new ScheduleError((err as Error).message);
  }
  return p;
}

/** The first run strictly after `fromMs`, or null when the pattern never runs again. */
export function nextRun(pattern: string, fromMs: number): number | null {
  if (pattern.startsWith('@every ')) {
    const step = Number(pattern.slice(7)) * 60_000;
    return Math.floor(fromMs / 60_000) * 60_000 + step;
  }
  const next = new Cron(pattern, { paused: true }).nextRun(new Date(fromMs));
  return next ? next.getTime() : null;
}

/** A time-range gate: two datetimes (absolute) or two HH:mm (every day; 22:00–06:00 wraps midnight). */
export function inRange(nowMs: number, from: string, to: string): boolean {
  const start = parseDateTime(from);
  const end = parseDateTime(to);
  if (start !== null && end !== null) return nowMs >= start && nowMs <= end;
  return inDailyRange(nowMs, from, to);
}

function inDailyRange(nowMs: number, from: string, to: string): boolean {
  const a = parseHhMm(from);
  const b = parseHhMm(to);
  if (!a || !b) return false;
  const d = new Date(nowMs);
  const now = d.getHours() * 60 + d.getMinutes();
  const start = a.h * 60 + a.m;
  const end = b.h * 60 + b.m;
  return start <= end ? now >= start && now <= end : now >= start || now <= end;
}

/** The run of a timed condition after this one: none for "once", the pattern's next for a repeat. */
export function followingRun(c: ConditionTable, now: number): number | null {
  if (c.time_condition_type !== TIME_CONDITION.repeat) return null;
  return nextRun(repeatPattern(c.v1 || REPEAT.daily, c.v3, c.v4), now);
}
