import type { TableSpec } from './table-edit-store';
import { emptyProperty } from './data-type-defaults';
import type { TslEvent, TslParam, TslProperty, TslService } from './plugin-types';

/** Property: title and name required (the spec's entity fields). */
export const PROPERTY_SPEC: TableSpec<TslProperty> = { required: ['title', 'name'], empty: emptyProperty };
/** Service: commandName, commandId, commandParams, all required. */
export const SERVICE_SPEC: TableSpec<TslService> = {
  required: ['commandName', 'commandId', 'commandParams'],
  empty: () => ({ commandName: '', commandId: '', commandParams: [] }),
};
/** Event: eventName, eventId, eventParams, all required. */
export const EVENT_SPEC: TableSpec<TslEvent> = {
  required: ['eventName', 'eventId', 'eventParams'],
  empty: () => ({ eventName: '', eventId: '', eventParams: [] }),
};

/** A new param: default type text (the spec's validation rules). */
export function emptyParam(): TslParam {
  return { name: '', identifier: '', type: 'text', description: '' };
}

/**
 * Param dialog rules (the spec's validation rules): name, identifier and type required, in that order. Returns message
 * keys by field.
 */
export function validateParam(p: TslParam): Partial<Record<'name' | 'identifier' | 'type', string>> {
  const out: Partial<Record<'name' | 'identifier' | 'type', string>> = {};
  if (!p.name.trim()) out.name = 'param.nameRequired';
  if (!p.identifier.trim()) out.identifier = 'param.identifierRequired';
  if (!p.type) out.type = 'param.typeRequired';
  return out;
}
