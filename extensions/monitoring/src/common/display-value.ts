import type { TslProperty } from '../api/monitoring-api';

/** The text a value is labelled by: `true`, `'true'` and `1` of a boolean all read as `'true'`. */
function valueKey(p: TslProperty | undefined, value: unknown): string {
  if (p?.dataType === 'bool') return String(value === true || value === 'true' || value === 1 || value === '1');
  return String(value);
}

/** A value as the operator reads it: the plugin's label when it names one, else the value; '--' when there is none. */
export function displayValue(p: TslProperty | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '--';
  return p?.valueLabels?.[valueKey(p, value)] ?? String(value);
}

/** The choices of an enumerated property: the plugin's labels in value order; null when it names none. */
export function labelledChoices(p: TslProperty | undefined): { value: string; label: string }[] | null {
  const entries = Object.entries(p?.valueLabels ?? {});
  if (!entries.length) return null;
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([value, label]) => ({ value, label }));
}
