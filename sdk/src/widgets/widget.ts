import type { ComponentType } from 'react';

/** A data source a widget binds to (a device-model property a chart reads). */
export interface DataSourceItem {
  name: string;
  title: string;
  readWrite: 'r' | 'rw';
  property: { name: string; unit?: string };
}

/** Common fields of a bound chart component (an entry of a plugin's `chart` array). Each type adds its own. */
export interface WidgetConfig {
  id: string;
  name: string;
  controlType: 'dashboard' | 'information' | 'history' | 'control' | 'video' | 'report' | 'other' | string;
  type: string;
  mapping: string[];
  series?: unknown;
  style?: { backgroundColor?: string; opacity?: number; [k: string]: unknown };
  disabled?: boolean;
  optionsVersion?: number;
  [key: string]: unknown;
}

/** One point of a history curve: `sysTime` milliseconds since the epoch, `data` the value. */
export interface CurvePoint {
  sysTime: number;
  data: number;
}

/**
 * Live data handed to a renderer: latest values by key, and history curves by key. A host that already holds the
 * curves (a dashboard) passes `history`; otherwise `useHistory` reads them for the renderer's devices and range.
 */
export interface WidgetData {
  values: Record<string, unknown>;
  history?: Record<string, CurvePoint[]>;
  /** When each key of `values` last arrived, in milliseconds since the epoch (live curves append at that time). */
  stamps?: Record<string, number>;
  /** The thing model's property titles by key, for legends and labels (a key without one shows as itself). */
  titles?: Record<string, string>;
}

export interface WidgetEditorProps<C extends WidgetConfig = WidgetConfig> {
  config: C;
  dataSources: DataSourceItem[];
  onChange(config: C): void;
  /** Messages from validate() for the current config, shown beside the fields. */
  errors: string[];
}

/** The time range a widget shows, in milliseconds since the epoch; `live`: the range follows now (new values append). */
export interface WidgetTimeRange {
  startMs: number;
  endMs: number;
  live?: boolean;
}

/** What a renderer receives (the widget contract, sdk/README.md section 8). */
export interface WidgetRendererProps<C extends WidgetConfig = WidgetConfig> {
  config: C;
  data: WidgetData;
  /** The devices the widget reads (a device detail page: that device; a dashboard tile: its bound device). */
  deviceIds?: string[];
  /** The time range the page shows; `useHistory` reads history over it. */
  timeRange?: WidgetTimeRange;
  width?: number;
  height?: number;
  /** Sends an attribute or command (control widgets); resolves when the send callback runs. */
  send?(kind: 'attribute' | 'command', payload: Record<string, unknown>): Promise<void>;
}

export interface WidgetDefinition<C extends WidgetConfig = WidgetConfig> {
  type: string;
  category: string;
  /** An i18n key. */
  title: string;
  optionsVersion: number;
  defaults(): C;
  /** Validation messages (i18n keys of the widget's namespace); empty when valid. */
  validate(config: C): string[];
  Editor?: ComponentType<WidgetEditorProps<C>>;
  Renderer: ComponentType<WidgetRendererProps<C>>;
  migrate?(config: WidgetConfig, fromVersion: number): C;
}

/** A widget type as a manifest declares it (`contributes.widgets[]`), known before its owner loads. */
export interface DeclaredWidget {
  type: string;
  category: string;
  optionsVersion: number;
  /** The extension that registers it. */
  owner: string;
  /** Whether the owner has registered it yet (its definition is available through `get`). */
  loaded: boolean;
}

/**
 * Widget types by `type`, manifest-first (like views): `declared` knows every type of the catalog before its owner
 * runs; `ensure` activates the owner on first use. Render widgets with `WidgetOutlet`, never `get(type).Renderer`:
 * the outlet draws them inside their owner's boundary.
 */
export const WidgetRegistry = Symbol.for('tessera.core.WidgetRegistry');
export interface WidgetRegistry {
  register<C extends WidgetConfig>(def: WidgetDefinition<C>, owner?: string): void;
  /** The definition, once its owner has registered it. */
  get(type: string): WidgetDefinition | undefined;
  /** Registered definitions (see `declared` for those whose owner has not loaded yet). */
  list(category?: string): WidgetDefinition[];
  /** Every known widget type, from the manifests and the registrations. */
  declared(category?: string): DeclaredWidget[];
  /** The definition, activating its owner first when needed; undefined when no extension declares the type. */
  ensure(type: string): Promise<WidgetDefinition | undefined>;
  /** The extension that declares or registered the type. */
  ownerOf(type: string): string | undefined;
  /** Brings a stored config up to the widget's current optionsVersion. */
  upgrade(config: WidgetConfig): WidgetConfig;
  /** Withdraws every widget type an owner (extension id) registered: used on uninstall. */
  removeOwner?(owner: string): void;
}
