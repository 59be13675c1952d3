/** Row types of the automation tables (migration 0600), merged into the storage `Database`. */
export interface AutomationTable {
  id: string;
  tenant_id: string;
  automation_name: string;
  automation_described: string;
  priority: number;
  enabled: string;
  remark: string;
  created_by: string;
  created_at: number;
  update_time: number;
  update_ms: number;
}

export interface ConditionTable {
  id: string;
  automation_id: string;
  tenant_id: string;
  sort: number;
  group_number: number;
  condition_type: string;
  device_id: string;
  device_condition_type: string;
  time_condition_type: string;
  v1: string;
  v2: string;
  v3: string;
  v4: string;
  v5: string;
  next_run_ms: number | null;
  remark: string;
}

export interface ActionTable {
  id: string;
  automation_id: string;
  tenant_id: string;
  sort: number;
  action_type: string;
  device_id: string;
  asset_id: string;
  warning_strategy_id: string;
  scenario_strategy_id: string;
  control_strategy_id: string;
  notification_group_id: string;
  additional_info: string;
  remark: string;
}

export interface EdgeTable {
  automation_id: string;
  group_number: number;
  device_key: string;
  active: boolean;
  changed_ms: number;
}
export interface TimerTable {
  condition_id: string;
  device_id: string;
  tenant_id: string;
  due_ms: number;
  fired: boolean;
}

export interface ScenarioTable {
  id: string;
  tenant_id: string;
  scenario_name: string;
  scenario_description: string;
  remark: string;
  created_by: string;
  created_at: number;
  update_time: number;
}

export interface ScenarioActionTable {
  id: string;
  scenario_strategy_id: string;
  tenant_id: string;
  sort: number;
  action_type: string;
  device_id: string;
  asset_id: string;
  device_model: string;
  instruct: string;
  automation_id: string;
  notification_group_id: string;
  remark: string;
}

export interface WarningStrategyTable {
  id: string;
  tenant_id: string;
  warning_strategy_name: string;
  warning_level: string;
  repeat_count: number;
  trigger_count: number;
  inform_way: string;
  warning_description: string;
  auto_clear: string;
  /** The automation an inline strategy belongs to ('' for a saved, reusable one). */
  inline_of: string;
  created_at: number;
  update_time: number;
}

export interface WarningHitTable {
  warning_strategy_id: string;
  device_key: string;
  hits: number;
}

export interface ControlStrategyTable {
  id: string;
  tenant_id: string;
  strategy_name: string;
  strategy_description: string;
  actions: string;
  created_at: number;
  update_time: number;
}

export interface RunLogTable {
  id: string;
  tenant_id: string;
  owner_id: string;
  trigger_time: string;
  created_ms: number;
  process_description: string;
  process_result: string;
  remark: string;
}

export interface RunLogDetailTable {
  id: string;
  log_id: string;
  sort: number;
  action_type: string;
  target_id: string;
  process_description: string;
  process_result: string;
  remark: string;
}

export interface WarningInformationTable {
  id: string;
  tenant_id: string;
  warning_name: string;
  warning_level: string;
  warning_description: string;
  warning_content: string;
  processing_result: string;
  processing_instructions: string;
  processing_time: string;
  processing_people_id: string;
  processing_people_name: string;
  created_at: number;
  created_ms: number;
  remark: string;
  device_id: string;
  warning_strategy_id: string;
  automation_id: string;
  trigger_value: string;
  trigger_count: number;
  last_time: number;
  alarm_status: string;
  cleared_at: number | null;
}

declare module '../../storage/schema' {
  interface Database {
    automation: AutomationTable;
    automation_condition: ConditionTable;
    automation_action: ActionTable;
    automation_edge: EdgeTable;
    automation_timer: TimerTable;
    scenario_strategy: ScenarioTable;
    scenario_action: ScenarioActionTable;
    warning_strategy: WarningStrategyTable;
    warning_hit: WarningHitTable;
    control_strategy: ControlStrategyTable;
    automation_log: RunLogTable;
    automation_log_detail: RunLogDetailTable;
    scenario_log: RunLogTable;
    scenario_log_detail: RunLogDetailTable;
    warning_information: WarningInformationTable;
  }
}
