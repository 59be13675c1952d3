import type { Language } from '../services/session-store';

/** Localised text: one string per interface language. */
export type LocalizedText = Partial<Record<Language, string>> & { en: string };

export type ExtensionKind = 'device' | 'analysis-script' | 'rule-engine' | 'protocol' | 'visual';

export interface MenuContribution {
  /** Route path, e.g. `/acme/weather`. */
  path: string;
  /** Unique route name. */
  name: string;
  title: LocalizedText;
  icon?: string;
  /** Name of the parent menu node (a directory of the server's tree); top level when absent. */
  parent?: string;
  sort?: number;
  /** Who sees the entry (everyone when absent); a TENANT_USER still needs a role granting it. */
  authorities?: Array<'SYS_ADMIN' | 'TENANT_ADMIN' | 'TENANT_USER'>;
  /** Name of a permission-tree entry the caller must hold to see this one. */
  permission?: string;
}

export interface ViewContribution {
  id: string;
  /** The `component` value of the menu node this view renders, e.g. `/pages/system/users`. */
  viewPath: string;
  /** For market packages: the menu entry the server adds on install. */
  menu?: MenuContribution;
}

export interface PageContribution {
  id: string;
  viewPath: string;
  /** Route path outside the menu, e.g. `/device/detail`. */
  path: string;
  name: string;
}

export interface WidgetContribution {
  type: string;
  category: string;
  optionsVersion: number;
}

export interface ServiceContribution {
  /** The `Symbol.for` key of the token this extension provides. */
  token: string;
}

export interface ExtensionManifest {
  $schema?: string;
  manifestVersion: 1;
  id: string;
  version: string;
  displayName: LocalizedText;
  description?: LocalizedText;
  kind: ExtensionKind;
  publisher?: string;
  engines: { sdk: string };
  entry: string;
  styles?: string[];
  integrity?: string;
  activation?: 'lazy' | 'eager';
  dependencies?: Record<string, string>;
  permissions?: string[];
  i18n?: { namespace: string; locales: Record<Language, string> };
  contributes?: {
    views?: ViewContribution[];
    pages?: PageContribution[];
    widgets?: WidgetContribution[];
    /** Items in the layout header: a view or page id of this extension (e.g. an alert badge). */
    headerItems?: HeaderItemContribution[];
  };
  provides?: { services?: ServiceContribution[] };
}

export interface HeaderItemContribution {
  view: string;
  order?: number;
}

/** A manifest as served by `/extensions/catalog`: where its files live and whether it is built in. */
export interface CatalogEntry {
  manifest: ExtensionManifest;
  /** URL of the folder the manifest's relative paths resolve against. */
  baseUrl: string;
  builtin: boolean;
  enabled: boolean;
}
