/** The wire shapes of automations, scenes and strategies (request bodies) and their JSON schemas. */
import { int, obj, str, type JsonSchema } from '../../http/route';
import { ACTION, OPERATORS, SCENE_ACTION, WARNING_LEVELS } from './codes';

export interface ConditionInput {
  group_number: number;
  condition_type: string;
  device_id?: string;
  device_condition_type?: string;
  time_condition_type?: string;
  v1?: string;
  v2?: string;
  v3?: string;
  v4?: string;
  v5?: string;
  remark?: string;
}

export interface StrategyInput {
  id?: string;
  warning_strategy_name?: string;
  warning_level: string;
  repeat_count?: number;
  trigger_count?: number;
  inform_way?: string;
  warning_description?: string;
  auto_clear?: string;
}

export interface ActionInput {
  action_type: string;
  device_id?: string;
  asset_id?: string;
  warning_strategy_id?: string;
  warning_strategy?: StrategyInput;
  scenario_strategy_id?: string;
  control_strategy_id?: string;
  notification_group_id?: string;
  additional_info?: string | object;
  remark?: string;
}

export interface AutomationInput {
  id?: string;
  automation_name: string;
  automation_described?: string;
  priority?: number;
  enabled?: string;
  remark?: string;
  automation_conditions: ConditionInput[];
  automation_actions: ActionInput[];
}

export interface SceneActionInput {
  action_type: string;
  device_id?: string;
  asset_id?: string;
  device_model?: string;
  instruct?: string | object;
  automation_id?: string;
  notification_group_id?: string;
  remark?: string;
}

export interface SceneInput {
  id?: string;
  scenario_name: string;
  scenario_description?: string;
  remark?: string;
  scenario_actions: SceneActionInput[];
}

/** A device action's payload: set attributes (`instruct` = {key: value}) or call a service (`{method, params}`). */
export interface DeviceInstruct {
  device_model: string;
  instruct: Record<string, unknown>;
}

const closed = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ ...obj(properties, required), additionalProperties: false });
const v = () => str({ maxLength: 1000 });
const idRef = () => str({ maxLength: 64 });

export const conditionSchema = closed(
  {
    group_number: int({ minimum: 0, maximum: 1000 }),
    condition_type: str({ enum: ['1', '2'] }),
    device_id: idRef(),
    device_condition_type: str({ maxLength: 2 }),
    time_condition_type: str({ maxLength: 2 }),
    v1: v(),
    v2: v(),
    v3: v(),
    v4: v(),
    v5: v(),
    remark: str({ maxLength: 255 }),
    // Read back from detail (ignored on write) so the editor can send the detail back as it is.
    id: idRef(),
    automation_id: idRef(),
    tenant_id: idRef(),
    sort: int(),
    next_run_ms: { type: ['integer', 'null'] },
    asset_id: idRef(),
    business_id: idRef(),
  },
  ['group_number', 'condition_type'],
);

export const strategySchema = closed(
  {
    id: idRef(),
    warning_strategy_name: str({ maxLength: 99 }),
    warning_level: str({ enum: [...WARNING_LEVELS] }),
    repeat_count: int({ minimum: 1, maximum: 1000 }),
    trigger_count: int({ minimum: 1, maximum: 1000 }),
    inform_way: str({ maxLength: 64 }),
    warning_description: str({ maxLength: 999 }),
    auto_clear: str({ enum: ['0', '1'] }),
    tenant_id: idRef(),
    inline_of: idRef(),
    created_at: int(),
    update_time: int(),
  },
  ['warning_level'],
);

export const actionSchema = closed(
  {
    action_type: str({ enum: Object.values(ACTION) }),
    device_id: idRef(),
    asset_id: idRef(),
    warning_strategy_id: idRef(),
    warning_strategy: strategySchema,
    scenario_strategy_id: idRef(),
    control_strategy_id: idRef(),
    notification_group_id: idRef(),
    additional_info: { anyOf: [str({ maxLength: 10000 }), { type: 'object', additionalProperties: true, maxProperties: 100 }] },
    remark: str({ maxLength: 255 }),
    id: idRef(),
    automation_id: idRef(),
    tenant_id: idRef(),
    sort: int(),
    business_id: idRef(),
  },
  ['action_type'],
);

export const automationFields = {
  automation_name: str({ maxLength: 99 }),
  automation_described: str({ maxLength: 999 }),
  priority: int({ minimum: 0, maximum: 100 }),
  enabled: str({ enum: ['0', '1'] }),
  remark: str({ maxLength: 255 }),
  automation_conditions: { type: 'array', maxItems: 50, items: conditionSchema },
  automation_actions: { type: 'array', maxItems: 50, items: actionSchema },
};

export const sceneActionSchema = closed(
  {
    action_type: str({ enum: Object.values(SCENE_ACTION) }),
    device_id: idRef(),
    asset_id: idRef(),
    device_model: str({ enum: ['1', '2'] }),
    instruct: { anyOf: [str({ maxLength: 10000 }), { type: 'object', additionalProperties: true, maxProperties: 100 }] },
    automation_id: idRef(),
    notification_group_id: idRef(),
    remark: str({ maxLength: 255 }),
    id: idRef(),
    scenario_strategy_id: idRef(),
    tenant_id: idRef(),
    sort: int(),
    business_id: idRef(),
  },
  ['action_type'],
);

export const sceneFields = {
  scenario_name: str({ maxLength: 99 }),
  scenario_description: str({ maxLength: 999 }),
  remark: str({ maxLength: 255 }),
  scenario_actions: { type: 'array', maxItems: 50, items: sceneActionSchema },
};

export const OPERATOR_SET = new Set<string>(OPERATORS);
