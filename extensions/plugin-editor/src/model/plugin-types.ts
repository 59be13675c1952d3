import type { WidgetConfig } from '@tessera/sdk';

/** Plugin categories (the spec's entity fields). */
export const PLUGIN_CATEGORIES = ['sensor', 'controller', 'lighting', 'electricity', 'camera', 'other'] as const;
export type PluginCategory = (typeof PLUGIN_CATEGORIES)[number];

/** Property dataType options (the spec's constants). */
export const DATA_TYPES = ['float', 'bool', 'integer', 'text', 'date', 'object', 'coil'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Command param types (the spec's constants). */
export const PARAM_TYPES = ['number', 'text', 'object', 'list'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

export const READ_WRITE = ['r', 'rw'] as const;

/**
 * Plugin info (the spec's entity fields). `id` is the model id when editing; it is removed before submitting (the
 * spec's state rules).
 */
export interface PluginInfo {
  pluginName: string;
  pluginCategory: PluginCategory | '';
  author: string;
  version: string;
  description: string;
  /** Cover image as a data URL (jpeg/png, < 0.5 MB, 474x246). */
  thumbImg: string;
  id?: string;
}

/** A param of a service or event (the spec's entity fields). */
export interface TslParam {
  name: string;
  identifier: string;
  type: ParamType | '';
  description: string;
}

/**
 * A property (the spec's entity fields); title, name and unit carry an 'only' (uniqueness) flag that is suggested, not
 * enforced.
 */
export interface TslProperty {
  title: string;
  name: string;
  dataType: DataType;
  dataRange: string;
  stepLength: number | string;
  unit: string;
  readWrite: 'r' | 'rw';
  description: string;
}

export interface TslService {
  commandName: string;
  commandId: string;
  commandParams: TslParam[];
}

export interface TslEvent {
  eventName: string;
  eventId: string;
  eventParams: TslParam[];
}

export type TslClassify = 'standard' | 'custom';

export interface TslOption {
  classify: TslClassify;
  /** The cascader path [category, deviceType]. */
  tslValue: string[];
  catValue: string;
}

export interface Tsl {
  option: TslOption;
  key_pair: Record<string, string>;
  value_pair: Record<string, Record<string, string>>;
  properties: TslProperty[];
  services: TslService[];
  events: TslEvent[];
}

/** The plugin config (`jsonData`, stored as the model's `chart_data`) exactly as the spec lists it. */
export interface PluginConfig {
  info: PluginInfo;
  tsl: Tsl;
  chart: WidgetConfig[];
  publish: { isPus: boolean };
}

export type TslTab = 'properties' | 'services' | 'events';

/** A standard thing model of the `get-tsl-map` library: category → device type → thing model. */
export interface TslMapNode {
  value: string;
  label: string;
  children?: TslMapNode[];
  tsl?: { properties: TslProperty[]; services?: TslService[]; events?: TslEvent[] };
}

export function emptyInfo(): PluginInfo {
  return { pluginName: '', pluginCategory: '', author: '', version: '', description: '', thumbImg: '' };
}

export function emptyTsl(): Tsl {
  return { option: { classify: 'custom', tslValue: [], catValue: '' }, key_pair: {}, value_pair: {}, properties: [], services: [], events: [] };
}

export function emptyConfig(): PluginConfig {
  return { info: emptyInfo(), tsl: emptyTsl(), chart: [], publish: { isPus: false } };
}
