import type { HttpClient, Page } from '@tessera/sdk';

/** A project, device or group the export can be about. */
export interface ExportOption { id: string; name: string }
export interface ExportCount { rows_total: number; threshold: number; background: boolean }
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';
export interface ExportJob {
  id: string; format: 'csv' | 'xlsx'; status: JobStatus; rows_done: number; rows_total: number | null;
  created_at: number; finished_at: number | null; error: string | null; file_size: number | null;
}
/** What an export is about: one device or one group (`device_id` / `asset_id`), a range in µs, a format. */
export type ExportBody = { device_id?: string; asset_id?: string; start_time: number; end_time: number; format: 'csv' | 'xlsx' };

interface DeviceNode { device: string; device_name: string; children?: DeviceNode[] }

/** Every call the data area makes, through the console's HTTP client (token, site, language, error rules). */
export const exportApi = {
  projects: async (http: HttpClient): Promise<ExportOption[]> => {
    const p = await http.call<Page<ExportOption>>('/business/index', { current_page: 1, per_page: 1000, page: 1, limit: 1000 });
    return (p?.data ?? []).map((x) => ({ id: x.id, name: x.name }));
  },
  groups: async (http: HttpClient, project: string): Promise<ExportOption[]> => {
    const r = await http.call<{ data?: { id: string; name: string; parent_group?: string }[] }>('/asset/list/c', { business_id: project, current_page: 1, per_page: 1000 });
    return (r?.data ?? []).map((g) => ({ id: g.id, name: g.parent_group || g.name }));
  },
  devices: async (http: HttpClient, project: string): Promise<ExportOption[]> => {
    const p = await http.call<Page<DeviceNode>>('/device/list/tree', { current_page: 1, per_page: 100, ...(project ? { business_id: project } : {}) });
    return (p?.data ?? []).flatMap((d) => [d, ...(d.children ?? [])]).map((d) => ({ id: d.device, name: d.device_name }));
  },
  count: (http: HttpClient, body: ExportBody) => http.call<ExportCount>('/kv/export/count', body),
  createJob: (http: HttpClient, body: ExportBody) => http.call<{ id: string }>('/export/job/create', body),
  deleteJob: (http: HttpClient, id: string) => http.call('/export/job/delete', { id }),
  jobs: (http: HttpClient, page: number, perPage: number) => http.call<Page<ExportJob>>('/export/job/list', { current_page: page, per_page: perPage }),
  /** The CSV, streamed; a refusal rejects with the server's message, shown by the view rather than toasted. */
  streamCsv: (http: HttpClient, body: ExportBody, signal: AbortSignal) => http.stream('/kv/export', body, { signal, silent: true }),
  downloadJob: (http: HttpClient, id: string) => http.stream('/export/job/download', { id }, { silent: true }),
};
