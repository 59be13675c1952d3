import type { ComponentType } from 'react';

/** A data source a widget binds to (§3 Data source item). */
export interface DataSourceItem {
  name: string;
  title: string;
  readWrite: 'r' | 'rw';
  property: { name: string; unit?: string };
}

/** Common fields of a bound chart component (§3). Each widget type extends this with its own. */
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

/** Live data handed to a renderer: latest values by key, and history curves by key. */
export interface WidgetData {
  values: Record<string, unknown>;
  history?: Record<string, { sysTime: number; data: number }[]>;
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

export interface WidgetRendererProps<C extends WidgetConfig = WidgetConfig> {
  config: C;
  data: WidgetData;
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
  /** Validation messages (spec §5 wording); empty when valid. */
  validate(config: C): string[];
  Editor?: ComponentType<WidgetEditorProps<C>>;
  Renderer: ComponentType<WidgetRendererProps<C>>;
  migrate?(config: WidgetConfig, fromVersion: number): C;
}

export const WidgetRegistry = Symbol.for('tessera.core.WidgetRegistry');
export interface WidgetRegistry {
  register<C extends WidgetConfig>(def: WidgetDefinition<C>, owner?: string): void;
  get(type: string): WidgetDefinition | undefined;
  list(category?: string): WidgetDefinition[];
  /** Brings a stored config up to the widget's current optionsVersion. */
  upgrade(config: WidgetConfig): WidgetConfig;
  /** Withdraws every widget type an owner (extension id) registered: used on uninstall. */
  removeOwner?(owner: string): void;
}
