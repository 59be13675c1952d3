/** The open API's catalogue: what an app's API scope grants, by id (the path under `/api/openapi/v1/`). */

export interface OpenApiEntry {
  id: string;
  url: string;
  api_type: 'POST';
  service_type: 'device' | 'telemetry' | 'alarm' | 'data';
}

const entry = (id: string, service_type: OpenApiEntry['service_type']): OpenApiEntry => ({ id, url: `/api/openapi/v1/${id}`, api_type: 'POST', service_type });

export const OPEN_APIS: OpenApiEntry[] = [
  entry('kv/current/symbol', 'telemetry'),
  entry('kv/device/history', 'telemetry'),
  entry('device/status', 'device'),
  entry('device/deviceCountOnlineCount', 'device'),
  entry('device/command/send', 'device'),
  entry('device/command/history/list', 'device'),
  entry('device/event/history/list', 'device'),
  entry('warning/view', 'alarm'),
];

export const OPEN_API_IDS = new Set(OPEN_APIS.map((a) => a.id));
