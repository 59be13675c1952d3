import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Reads a timestamp by its digit count (the spec's entity fields): 10 digits = seconds, 13 = milliseconds, 16 =
 * microseconds. Returns milliseconds, or null when the value is not such a timestamp.
 */
export function toMillis(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'bigint' ? value.toString() : String(value).trim();
  if (!/^\d+$/.test(text)) {
    if (typeof value === 'string') {
      const parsed = dayjs(value);
      return parsed.isValid() ? parsed.valueOf() : null;
    }
    return null;
  }
  switch (text.length) {
    case 10:
      return Number(text) * 1000;
    case 13:
      return Number(text);
    case 16:
      return Math.floor(Number(text) / 1000);
    default:
      return null;
  }
}

/** Formats a 10/13/16-digit timestamp (or a date string) as `YYYY-MM-DD HH:mm:ss`; '' when unreadable. */
export function formatDateTime(value: unknown, format: string = DATE_TIME_FORMAT): string {
  const ms = toMillis(value);
  return ms === null ? '' : dayjs(ms).format(format);
}

export function formatDate(value: unknown): string {
  return formatDateTime(value, DATE_FORMAT);
}
