import { describe, expect, it } from 'vitest';
import { coerceValue } from '../../../sdk/src/shared/coerce';

describe('coerceValue (the type coercion helper)', () => {
  it.each(['integer', 'int8', 'int16', 'int32', 'int64', 'number'])('%s becomes a number, 0 when not numeric', (type) => {
    expect(coerceValue(type, '42')).toBe(42);
    expect(coerceValue(type, '-3.5')).toBe(-3.5);
    expect(coerceValue(type, 'abc')).toBe(0);
    expect(coerceValue(type, '')).toBe(0);
    expect(coerceValue(type, null)).toBe(0);
  });
  it.each(['string', 'text'])('%s becomes a string', (type) => {
    expect(coerceValue(type, 12)).toBe('12');
    expect(coerceValue(type, true)).toBe('true');
    expect(coerceValue(type, undefined)).toBe('');
  });
  it.each(['bool', 'boolean'])('%s is true only for "true" or true', (type) => {
    expect(coerceValue(type, 'true')).toBe(true);
    expect(coerceValue(type, true)).toBe(true);
    expect(coerceValue(type, 'TRUE')).toBe(false);
    expect(coerceValue(type, 1)).toBe(false);
    expect(coerceValue(type, 'false')).toBe(false);
  });
  it('float becomes a float, 0 when not numeric', () => {
    expect(coerceValue('float', '2.75')).toBe(2.75);
    expect(coerceValue('float', '3.5kg')).toBe(3.5);
    expect(coerceValue('float', 'x')).toBe(0);
  });
  it('unknown types pass through', () => {
    const obj = { a: 1 };
    expect(coerceValue('object', obj)).toBe(obj);
  });
});
