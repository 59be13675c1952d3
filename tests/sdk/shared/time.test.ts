import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toMillis } from '../../../sdk/src/shared/time';

describe('toMillis reads a timestamp by its digit count (10, 13 or 16 digits)', () => {
  const ms = 1_700_000_000_123;
  it('10 digits are seconds', () => expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000));
  it('13 digits are milliseconds', () => expect(toMillis(ms)).toBe(ms));
  it('16 digits are microseconds', () => expect(toMillis('1700000000123456')).toBe(ms));
  it('bigint microseconds', () => expect(toMillis(1700000000123456n)).toBe(ms));
  it('strings of digits work like numbers', () => expect(toMillis('1700000000')).toBe(1_700_000_000_000));
  it('other lengths and junk are unreadable', () => {
    expect(toMillis(12345)).toBeNull();
    expect(toMillis('abc')).toBeNull();
    expect(toMillis(null)).toBeNull();
    expect(toMillis('')).toBeNull();
  });
  it('a date string is parsed', () => expect(toMillis('2024-01-02 03:04:05')).toBe(dayjs('2024-01-02 03:04:05').valueOf()));
});

describe('formatting', () => {
  it('formats all three widths to the same full time', () => {
    const expected = dayjs(1_700_000_000_000).format('YYYY-MM-DD HH:mm:ss');
    expect(formatDateTime(1_700_000_000)).toBe(expected);
    expect(formatDateTime(1_700_000_000_000)).toBe(expected);
    expect(formatDateTime(1_700_000_000_000_000)).toBe(expected);
  });
  it('date only', () => expect(formatDate(1_700_000_000)).toBe(dayjs(1_700_000_000_000).format('YYYY-MM-DD')));
  it('unreadable gives empty text', () => expect(formatDateTime('nope')).toBe(''));
});
