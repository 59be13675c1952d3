import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

/** 1 attribute report, 2 attribute send, 3 event report, 4 custom (the raw uplink). */
export const MESSAGE_TYPES = [1, 2, 3, 4] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export interface MqttTarget {
  host: string;
  port: number;
  tls: boolean;
  username: string;
  password: string;
  password_set?: boolean;
  client_id: string;
  topic: string;
  qos: 0 | 1 | 2;
}
export interface TargetInfo {
  url: string;
  headers: Record<string, string>;
  timeout_ms: number;
  mqtt: MqttTarget | null;
}
export interface Source {
  device_id: string;
  message_type: MessageType;
  business_id: string;
  asset_group_id: string;
}
export interface TargetStats {
  kind: 'http' | 'mqtt';
  state: 'idle' | 'sending' | 'retrying';
  queued: number;
  delivered: number;
  failed: number;
  dropped: number;
  last_error: string;
}
export interface RuleStats {
  received: number;
  delivered: number;
  failed: number;
  dropped: number;
  filtered: number;
  script_errors: number;
  queued: number;
  last_error: string;
  last_error_at: number;
  targets: TargetStats[];
}
export interface WarningStrategy {
  warning_strategy_name: string;
  warning_level: string;
  trigger_count: number;
  repeat_count?: number;
  inform_way?: string;
  warning_description?: string;
}
export interface Rule {
  id: string;
  name: string;
  desc: string;
  status: 0 | 1;
  script: string;
  create_time: number;
  warning_switch: 0 | 1;
  warning_strategy_id: string;
  target_info: TargetInfo;
  device_info: Source[];
  stats: RuleStats;
  warning_strategy?: WarningStrategy | null;
}
export interface RuleSave {
  id?: string;
  name: string;
  desc: string;
  script: string;
  warning_switch: 0 | 1;
  warning_strategy?: WarningStrategy;
  target_info: {
    url: string;
    headers: Record<string, string>;
    timeout_ms: number;
    mqtt?: Omit<MqttTarget, 'password' | 'password_set'> & { password?: string };
  };
  device_info: Source[];
}
export interface TestAnswer {
  script: { ok: boolean; output?: unknown; error?: string } | null;
  targets: { kind: 'http' | 'mqtt'; ok: boolean; answer: string }[];
}
export interface QuizAnswer {
  ok: boolean;
  output: unknown;
  error: string;
}
export interface TreeNode {
  id: string;
  name: string;
  children?: TreeNode[];
}
export interface DeviceOption {
  device: string;
  device_name: string;
}

/** `/tp_data/transpond/*` (the new layout) and `/gg_data/transpond/*` (the spec's names, used by the legacy layout). */
export const forwardingApi = {
  list: (http: HttpClient, q: PageQuery, legacy = false) => http.call<Page<Rule>>(legacy ? '/gg_data/transpond/list' : '/tp_data/transpond/list', q),
  detail: (http: HttpClient, id: string) => http.call<Rule>('/tp_data/transpond/detail', { data_transpond_id: id }),
  save: (http: HttpClient, r: RuleSave, legacy = false) => http.call(`/${legacy ? 'gg_data' : 'tp_data'}/transpond/${r.id ? 'edit' : 'add'}`, r),
  remove: (http: HttpClient, id: string, legacy = false) =>
    legacy ? http.call('/gg_data/transpond/delete', { id }) : http.call('/tp_data/transpond/delete', { data_transpond_id: id }),
  setSwitch: (http: HttpClient, id: string, on: boolean) => http.call('/tp_data/transpond/switch', { data_transpond_id: id, switch: on ? 1 : 0 }),
  test: (http: HttpClient, id: string) => http.call<TestAnswer>('/tp_data/transpond/test', { data_transpond_id: id }),
  quiz: (http: HttpClient, script: string, msg?: Record<string, unknown>) =>
    http.call<QuizAnswer>('/tp_data/transpond/quiz', msg ? { script, msg } : { script }),
  tree: (http: HttpClient) => http.call<TreeNode[]>('/business/tree', {}),
  devices: (http: HttpClient) => http.call<Page<DeviceOption>>('/device/list/tree', { current_page: 1, per_page: 100 }),
};
