import type { DataType, TslProperty } from './plugin-types';

export interface DataTypeDefaults {
  dataRange: string;
  stepLength: number | string;
  unit: string;
}

/**
 * Changing a property's dataType fills these (the spec's state rules). float, bool and integer follow the spec's table;
 * the spec leaves text, date, object and coil to us: text/date/object carry no range, step or unit ('-'), and a coil (a
 * Modbus single-bit output) ranges 0-1 in steps of 1.
 */
export const DATA_TYPE_DEFAULTS: Record<DataType, DataTypeDefaults> = {
  float: { dataRange: '0-999', stepLength: 0.1, unit: '-' },
  bool: { dataRange: 'true-false', stepLength: '-', unit: '-' },
  integer: { dataRange: '0-999', stepLength: 1, unit: 'degree' },
  text: { dataRange: '-', stepLength: '-', unit: '-' },
  date: { dataRange: '-', stepLength: '-', unit: '-' },
  object: { dataRange: '-', stepLength: '-', unit: '-' },
  coil: { dataRange: '0-1', stepLength: 1, unit: '-' },
};

/** The property with its dataType changed and that type's defaults filled in. */
export function withDataType(property: TslProperty, dataType: DataType): TslProperty {
  return { ...property, dataType, ...DATA_TYPE_DEFAULTS[dataType] };
}

/** Property description max 50 chars (the spec's constants). */
export const DESCRIPTION_MAX = 50;

export function emptyProperty(): TslProperty {
  return { title: '', name: '', readWrite: 'r', description: '', ...DATA_TYPE_DEFAULTS.float, dataType: 'float' };
}
