import type { Envelope, HttpClient, Page } from '@tessera/sdk';
import type { TslMapNode } from '../model/plugin-types';

/** A device model (plugin) row as the server stores it (see API.md). `chart_data` is the JSON config text. */
export interface PluginRow {
  id: string;
  model_name: string;
  model_type: string;
  author: string;
  version: string;
  describe: string;
  chart_data: string;
  issued: 0 | 1;
  created_at?: number | string;
  /** 1 = a built-in plugin (no tenant): read-only, the server refuses update and delete with 400. */
  flag?: number;
}

/** Built-in plugins are listed beside the tenant's own but cannot be edited or deleted. */
export function isBuiltin(row: Pick<PluginRow, 'flag'>): boolean {
  return Number(row.flag) === 1;
}

/** The create/update body (see API.md). */
export interface PluginSaveBody {
  id?: string;
  model_name: string;
  model_type: string;
  author: string;
  version: string;
  describe: string;
  chart_data: string;
  issued: 0 | 1;
}

export interface PluginTypes {
  categories: { value: string; label: string }[];
  units: string[];
}

const BASE = '/device/model/tsl';

/**
 * The spec's device-model routes (the spec's call conventions), every one POST + JSON. Shapes are documented in
 * ../../API.md.
 */
export class PluginApi {
  constructor(private readonly http: HttpClient) {}

  /** The standard thing-model library: category → device type → thing model (the cascader's options). */
  getTslMap(): Promise<TslMapNode[]> {
    return this.http.call<TslMapNode[]>(`${BASE}/get-tsl-map`, {});
  }

  /** Plugin categories and the unit list. */
  getTypes(): Promise<PluginTypes> {
    return this.http.call<PluginTypes>(`${BASE}/get-types`, {});
  }

  list(query: { current_page: number; per_page: number; model_name?: string; model_type?: string }): Promise<Page<PluginRow>> {
    return this.http.call<Page<PluginRow>>(`${BASE}/list`, query);
  }

  /** One model with its config (for editing). */
  getMap(id: string): Promise<PluginRow> {
    return this.http.call<PluginRow>(`${BASE}/get-map`, { id });
  }

  /** Resolves the envelope: the wizard shows the server's message when code is 200 (the spec's call conventions). */
  create(body: PluginSaveBody): Promise<Envelope<PluginRow>> {
    return this.http.post<PluginRow>(`${BASE}/create`, body);
  }

  update(body: PluginSaveBody & { id: string }): Promise<Envelope<PluginRow>> {
    return this.http.post<PluginRow>(`${BASE}/update`, body);
  }

  del(id: string): Promise<Envelope<null>> {
    return this.http.post<null>(`${BASE}/del`, { id });
  }

  /** Property name → title, for a saved model. */
  getKeyPair(deviceModelId: string): Promise<Record<string, string>> {
    return this.http.call<Record<string, string>>(`${BASE}/get-key-pair`, { device_model_id: deviceModelId });
  }

  /** Property name → (raw value → label), for a saved model. */
  getValuePair(deviceModelId: string): Promise<Record<string, Record<string, string>>> {
    return this.http.call<Record<string, Record<string, string>>>(`${BASE}/get-value-pair`, { device_model_id: deviceModelId });
  }
}
