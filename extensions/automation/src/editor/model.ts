/**
 * The editor's drafts of conditions and actions and their wire form (`/v1/automation/*`). Conditions carry a
 * relation to the previous one: "and" keeps the group, "or" starts the next group (groups are ORed).
 */
export type Relation = 'and' | 'or';

export interface ConditionDraft {
  relation: Relation;
  condition_type: '1' | '2';
  business_id: string;
  asset_id: string;
  device_id: string;
  device_condition_type: string;
  time_condition_type: string;
  v1: string;
  v2: string;
  v3: string;
  v4: string;
}

export interface StrategyDraft {
  id?: string;
  warning_strategy_name: string;
  warning_level: string;
  repeat_count: number;
  trigger_count: number;
  inform_way: string;
  warning_description: string;
  auto_clear: string;
}

export interface ActionDraft {
  action_type: string;
  business_id: string;
  asset_id: string;
  device_id: string;
  /** Device action: '1' set attributes, '2' call a service. */
  device_model: string;
  /** Set attributes: key and value; service: method and params (JSON). */
  key: string;
  value: string;
  warning_strategy_id: string;
  warning_strategy: StrategyDraft | null;
  scenario_strategy_id: string;
  control_strategy_id: string;
  notification_group_id: string;
}

export interface AutomationDraft {
  id?: string;
  automation_name: string;
  automation_described: string;
  priority: number;
  enabled: string;
  conditions: ConditionDraft[];
  actions: ActionDraft[];
}

export const OPERATORS = ['=', '!=', '>', '>=', '<', '<=', 'between', 'in'] as const;

export const newCondition = (relation: Relation = 'and'): ConditionDraft => ({
  relation,
  condition_type: '1',
  business_id: '',
  asset_id: '',
  device_id: '',
  device_condition_type: '1',
  time_condition_type: '2',
  v1: '',
  v2: '>',
  v3: '',
  v4: '',
});

export const newStrategy = (name = ''): StrategyDraft => ({
  warning_strategy_name: name,
  warning_level: '3',
  repeat_count: 1,
  trigger_count: 1,
  inform_way: '',
  warning_description: '',
  auto_clear: '1',
});

export const newAction = (): ActionDraft => ({
  action_type: '1',
  business_id: '',
  asset_id: '',
  device_id: '',
  device_model: '1',
  key: '',
  value: '',
  warning_strategy_id: '',
  warning_strategy: null,
  scenario_strategy_id: '',
  control_strategy_id: '',
  notification_group_id: '',
});

export const emptyAutomation = (): AutomationDraft => ({
  automation_name: '',
  automation_described: '',
  priority: 50,
  enabled: '1',
  conditions: [newCondition()],
  actions: [newAction()],
});

/** Whether a typed value fits a plugin data type (the server checks the same). */
export function valueFits(value: string, dataType: string | undefined): boolean {
  const v = value.trim();
  switch (dataType) {
    case 'integer':
      return /^-?\d+$/.test(v);
    case 'float':
      return v !== '' && Number.isFinite(Number(v));
    case 'bool':
      return ['true', 'false', '0', '1'].includes(v.toLowerCase());
    case 'coil':
      return v === '0' || v === '1';
    default:
      return true;
  }
}

/** A value typed for a property, as JSON wants it (numbers as numbers, booleans as booleans). */
export function typedValue(value: string, dataType: string | undefined): unknown {
  if (dataType === 'integer' || dataType === 'float' || dataType === 'coil') return Number(value);
  if (dataType === 'bool') return value === 'true' || value === '1';
  return value;
}

/** The body of add/edit; `typesOf` gives a device's property data types (values are sent typed). */
export function toWire(d: AutomationDraft, typesOf: (deviceId: string) => Record<string, string | undefined> = () => ({})) {
  let group = 1;
  const automation_conditions = d.conditions.map((c, i) => {
    if (i > 0 && c.relation === 'or') group++;
    const base = { group_number: group, condition_type: c.condition_type, v1: c.v1, v2: c.v2, v3: c.v3, v4: c.v4 };
    return c.condition_type === '1'
      ? { ...base, device_id: c.device_id, device_condition_type: c.device_condition_type }
      : { ...base, time_condition_type: c.time_condition_type };
  });
  return {
    ...(d.id ? { id: d.id } : {}),
    automation_name: d.automation_name,
    automation_described: d.automation_described,
    priority: d.priority,
    enabled: d.enabled,
    automation_conditions,
    automation_actions: d.actions.map((a) => actionToWire(a, typesOf(a.device_id))),
  };
}

export function actionToWire(a: ActionDraft, types: Record<string, string | undefined> = {}) {
  switch (a.action_type) {
    case '1': {
      const instruct = a.device_model === '2' ? { method: a.key, params: parseObject(a.value) } : { [a.key]: typedValue(a.value, types[a.key]) };
      return {
        action_type: '1',
        ...(a.device_id ? { device_id: a.device_id } : { asset_id: a.asset_id }),
        additional_info: JSON.stringify({ device_model: a.device_model, instruct }),
      };
    }
    case '2':
      return a.warning_strategy_id
        ? { action_type: '2', warning_strategy_id: a.warning_strategy_id }
        : { action_type: '2', warning_strategy: a.warning_strategy ?? newStrategy() };
    case '3':
      return { action_type: '3', scenario_strategy_id: a.scenario_strategy_id };
    case '4':
      return { action_type: '4', notification_group_id: a.notification_group_id };
    default:
      return { action_type: '5', control_strategy_id: a.control_strategy_id };
  }
}

export function parseObject(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

interface WireCondition {
  group_number: number;
  condition_type: string;
  device_id?: string;
  device_condition_type?: string;
  time_condition_type?: string;
  v1?: string;
  v2?: string;
  v3?: string;
  v4?: string;
  asset_id?: string;
  business_id?: string;
}
interface WireAction {
  action_type: string;
  device_id?: string;
  asset_id?: string;
  business_id?: string;
  additional_info?: string;
  warning_strategy_id?: string;
  warning_strategy?: StrategyDraft & { inline_of?: string };
  scenario_strategy_id?: string;
  control_strategy_id?: string;
  notification_group_id?: string;
}
export interface WireAutomation {
  id: string;
  automation_name: string;
  automation_described: string;
  priority: number;
  enabled: string;
  automation_conditions: WireCondition[];
  automation_actions: WireAction[];
}

/** A detail answer as an editable draft. */
export function fromWire(w: WireAutomation): AutomationDraft {
  const conditions = w.automation_conditions.map((c, i): ConditionDraft => ({
    ...newCondition(i > 0 && c.group_number !== w.automation_conditions[i - 1].group_number ? 'or' : 'and'),
    condition_type: c.condition_type === '2' ? '2' : '1',
    business_id: c.business_id ?? '',
    asset_id: c.asset_id ?? '',
    device_id: c.device_id ?? '',
    device_condition_type: c.device_condition_type ?? '',
    time_condition_type: c.time_condition_type ?? '',
    v1: c.v1 ?? '',
    v2: c.v2 ?? '',
    v3: c.v3 ?? '',
    v4: c.v4 ?? '',
  }));
  const actions = w.automation_actions.map((a): ActionDraft => {
    const base = { ...newAction(), action_type: a.action_type, business_id: a.business_id ?? '', asset_id: a.asset_id ?? '', device_id: a.device_id ?? '' };
    if (a.action_type === '1') {
      const info = parseObject(a.additional_info ?? '') as { device_model?: string; instruct?: Record<string, unknown> };
      const ins = info.instruct ?? {};
      if (info.device_model === '2') return { ...base, device_model: '2', key: String(ins.method ?? ''), value: JSON.stringify(ins.params ?? {}) };
      const [key, value] = Object.entries(ins)[0] ?? ['', ''];
      return { ...base, key, value: String(value) };
    }
    const inline = a.warning_strategy && a.warning_strategy.inline_of ? a.warning_strategy : null;
    return {
      ...base,
      warning_strategy_id: inline ? '' : (a.warning_strategy_id ?? ''),
      warning_strategy: inline,
      scenario_strategy_id: a.scenario_strategy_id ?? '',
      control_strategy_id: a.control_strategy_id ?? '',
      notification_group_id: a.notification_group_id ?? '',
    };
  });
  return {
    id: w.id,
    automation_name: w.automation_name,
    automation_described: w.automation_described,
    priority: w.priority,
    enabled: w.enabled,
    conditions,
    actions,
  };
}
