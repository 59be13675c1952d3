import { EXTENSIONS_CHANGED_EVENT, type CatalogEntry, type HttpClient, type LocalizedText } from '@tessera/sdk';

export type PluginKind = 'device' | 'analysis-script' | 'rule-engine' | 'protocol' | 'visual';
export const KINDS: PluginKind[] = ['device', 'analysis-script', 'rule-engine', 'protocol', 'visual'];

export interface InstalledEntry extends CatalogEntry {
  installedAt?: number;
  signer: { key_id: string; name: string | null } | null;
}

export interface MarketPackage {
  source_id: string;
  source_name: string;
  file: string;
  id: string;
  version: string;
  displayName: LocalizedText;
  description?: LocalizedText;
  kind: PluginKind;
  publisher?: string;
  versions: string[];
  signed: boolean;
  trusted: boolean;
  keyId?: string;
  devicePlugin?: boolean;
  installed_version: string | null;
  update_available: boolean;
}

export interface MarketCatalog {
  list: MarketPackage[];
  total: number;
  errors: Array<{ source_id: string; message: string }>;
}

export interface PackageDetail extends Omit<MarketPackage, 'versions' | 'installed_version' | 'update_available' | 'signed' | 'trusted'> {
  readme?: string;
  screenshots?: string[];
  versions: Array<{ version: string; file: string }>;
}

export interface MarketSource {
  id: string;
  name: string;
  kind: 'directory' | 'url';
  location: string;
  created_at: number;
}
export interface TrustedKey {
  id: string;
  name: string;
  public_key: string;
  created_at: number;
}
export interface PackageRef {
  source_id: string;
  id: string;
  version?: string;
}

/** A `.tessera.json` package as `tessera-ext pack` writes it. */
export interface PackFile {
  format: string;
  manifest: { id: string; version: string };
  files: Record<string, string>;
  integrity?: Record<string, string>;
  signature?: unknown;
}

/** Tells this tab's shell at once (the server also pushes the change to every open console). */
export const announceChange = () => window.dispatchEvent(new Event(EXTENSIONS_CHANGED_EVENT));

export const marketApi = {
  installed: (http: HttpClient) => http.call<InstalledEntry[]>('/market/installed', {}),
  catalog: (http: HttpClient, q: { keyword?: string; category?: PluginKind }) => http.call<MarketCatalog>('/market/catalog', q, { silent: true }),
  detail: (http: HttpClient, ref: PackageRef) => http.call<PackageDetail>('/market/detail', ref),
  install: (http: HttpClient, ref: PackageRef) => http.call<CatalogEntry>('/market/install', ref, { silent: true }),
  installDevicePlugin: (http: HttpClient, ref: PackageRef) => http.call<{ id: string }>('/market/device-plugin/install', ref, { silent: true }),
  upload: (http: HttpClient, pack: PackFile) => http.call<CatalogEntry>('/extensions/install', pack, { silent: true, timeout: 120_000 }),
  uninstall: (http: HttpClient, id: string) => http.call('/extensions/uninstall', { id }),
  enable: (http: HttpClient, id: string, enabled: boolean) => http.call('/extensions/enable', { id, enabled }),
  sources: (http: HttpClient) => http.call<MarketSource[]>('/market/sources/list', {}),
  addSource: (http: HttpClient, s: { name: string; kind: 'directory' | 'url'; location: string }) => http.call<MarketSource>('/market/sources/add', s),
  removeSource: (http: HttpClient, id: string) => http.call('/market/sources/del', { id }),
  keys: (http: HttpClient) => http.call<TrustedKey[]>('/market/keys/list', {}),
  addKey: (http: HttpClient, k: { name: string; public_key: string }) => http.call<TrustedKey>('/market/keys/add', k),
  removeKey: (http: HttpClient, id: string) => http.call('/market/keys/del', { id }),
  settings: (http: HttpClient) => http.call<{ allow_unsigned: boolean }>('/market/settings/get', {}),
  saveSettings: (http: HttpClient, allow_unsigned: boolean) => http.call<{ allow_unsigned: boolean }>('/market/settings/save', { allow_unsigned }),
};
