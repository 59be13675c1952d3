/**
 * Property comparisons: `= != > >= < <= between in`. Numbers compare as numbers when both sides are numeric,
 * anything else compares as text; `between` is inclusive ("min,max"), `in` is a comma list.
 */
import type { Operator } from './codes';

function numeric(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** Same value, numerically when both are numbers ("1.0" = 1), booleans also match "true"/"false". */
function equal(actual: unknown, expected: string): boolean {
  const a = numeric(actual);
  const e = numeric(expected);
  if (a !== null && e !== null) return a === e;
  if (typeof actual === 'boolean') return String(actual) === expected.trim().toLowerCase();
  return text(actual) === expected;
}

function order(actual: unknown, expected: string): number | null {
  const a = numeric(actual);
  const e = numeric(expected);
  if (a !== null && e !== null) return a - e;
  const at = text(actual);
  return at < expected ? -1 : at > expected ? 1 : 0;
}

export function compare(actual: unknown, op: Operator, expected: string): boolean {
  if (actual === undefined || actual === null) return false;
  switch (op) {
    case '=':
    case '==':
      return equal(actual, expected);
    case '!=':
      return !equal(actual, expected);
    case '>':
      return (order(actual, expected) ?? 0) > 0;
    case '>=':
      return (order(actual, expected) ?? -1) >= 0;
    case '<':
      return (order(actual, expected) ?? 0) < 0;
    case '<=':
      return (order(actual, expected) ?? 1) <= 0;
    case 'between': {
      const [lo, hi] = expected.split(',').map((s) => s.trim());
      return (order(actual, lo) ?? -1) >= 0 && (order(actual, hi) ?? 1) <= 0;
    }
    case 'in':
      return expected.split(',').some((s) => equal(actual, s.trim()));
  }
}

/** Event parameters match when every expected key has an equal value (key order and extra keys do not matter). */
export function paramsMatch(actual: unknown, expected: Record<string, unknown>): boolean {
  if (!actual || typeof actual !== 'object') return Object.keys(expected).length === 0;
  const a = actual as Record<string, unknown>;
  return Object.entries(expected).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v) || (typeof v !== 'object' && equal(a[k], text(v))));
}
