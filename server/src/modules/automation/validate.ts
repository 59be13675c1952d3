/**
 * Checks an automation's conditions and device actions against the tenant's devices and their plugins: the device
 * exists, the key is one of the plugin's properties (events, services), the value has the property's type, the
 * operator is known, times and cron expressions parse. Every refusal is a 1000 naming the condition or action.
 */
import { validationError } from '../../http/envelope';
import { fill } from '../../i18n/localized-text';
import type { Tsl, TslProperty } from '../device-model/tsl';
import { ACTION, CONDITION_TYPE, DEVICE_CONDITION, DEVICE_MODEL, ONLINE_STATE, REPEAT, TIME_CONDITION, type Operator } from './codes';
import { AUTO_MSG } from './messages';
import { ScheduleError, nextRun, parseDateTime, parseHhMm, repeatPattern } from './schedule';
import { OPERATOR_SET, type ActionInput, type ConditionInput, type DeviceInstruct } from './wire';

export interface DeviceFacts {
  id: string;
  name: string;
  asset_id: string | null;
  tsl: Tsl | null;
}

export interface Lookups {
  device(id: string): Promise<DeviceFacts | null>;
  groupExists(id: string): Promise<boolean>;
}

export interface NormalizedCondition {
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
  remark: string;
  next_run_ms: number | null;
}

const bad = (m: Parameters<typeof fill>[0], p: Record<string, string | number>) => validationError(fill(m, p));

/** Whether a text value fits a plugin data type; the type name for the message otherwise. */
export function valueFits(value: string, dataType: string | undefined): boolean {
  const v = value.trim();
  switch (dataType) {
    case 'integer':
    case 'int':
    case 'int8':
    case 'int16':
    case 'int32':
    case 'int64':
      return /^-?\d+$/.test(v);
    case 'float':
    case 'number':
    case 'double':
      return v !== '' && Number.isFinite(Number(v));
    case 'bool':
    case 'boolean':
      return ['true', 'false', '0', '1'].includes(v.toLowerCase());
    case 'coil':
      return v === '0' || v === '1';
    case 'date':
      return (v !== '' && Number.isFinite(Number(v))) || parseDateTime(v) !== null;
    default:
      return true;
  }
}

function property(tsl: Tsl | null, key: string): TslProperty | null | undefined {
  if (!tsl || !tsl.properties.length) return null; // no plugin: any key, compared as text
  return tsl.properties.find((p) => p.name === key);
}

function checkOperand(n: number, op: Operator, value: string, dataType: string | undefined) {
  const parts = op === 'between' || op === 'in' ? value.split(',').map((s) => s.trim()) : [value];
  if (op === 'between' && (parts.length !== 2 || parts.some((p) => p === ''))) throw bad(AUTO_MSG.badBetween, { n });
  for (const p of parts) if (!valueFits(p, dataType)) throw bad(AUTO_MSG.badValue, { n, value: p, type: dataType ?? 'text' });
  if (op === 'between' && Number.isFinite(Number(parts[0])) && Number(parts[0]) > Number(parts[1])) throw bad(AUTO_MSG.badBetween, { n });
}

async function deviceCondition(n: number, c: ConditionInput, look: Lookups): Promise<Partial<NormalizedCondition>> {
  const dct = c.device_condition_type ?? '';
  const d = c.device_id ? await look.device(c.device_id) : null;
  if (!d) throw bad(AUTO_MSG.deviceNotFound, { n });
  const v1 = (c.v1 ?? '').trim();
  const v2 = (c.v2 ?? '').trim();
  const v3 = c.v3 ?? '';
  switch (dct) {
    case DEVICE_CONDITION.property: {
      const prop = property(d.tsl, v1);
      if (!v1 || prop === undefined) throw bad(AUTO_MSG.keyNotInPlugin, { n, key: v1 });
      if (!OPERATOR_SET.has(v2)) throw bad(AUTO_MSG.badOperator, { n });
      const op = (v2 === '==' ? '=' : v2) as Operator;
      checkOperand(n, op, v3, prop?.dataType);
      return { v1, v2: op, v3: v3.trim(), v4: '1' };
    }
    case DEVICE_CONDITION.event: {
      if (!v1 || (d.tsl?.events.length && !d.tsl.events.some((e) => e.eventId === v1))) throw bad(AUTO_MSG.eventNotInPlugin, { n, key: v1 });
      let params: unknown;
      try {
        params = v3.trim() ? JSON.parse(v3) : {};
      } catch {
        /* refused below */ params = null;
      }
      if (!params || typeof params !== 'object' || Array.isArray(params)) throw bad(AUTO_MSG.badEventParams, { n });
      return { v1, v2: '', v3: JSON.stringify(params), v4: '2' };
    }
    case DEVICE_CONDITION.online:
      if (!(Object.values(ONLINE_STATE) as string[]).includes(v2)) throw bad(AUTO_MSG.badOnlineState, { n });
      return { v1: '', v2, v3: '' };
    case DEVICE_CONDITION.lasting: {
      if (v2 !== ONLINE_STATE.online && v2 !== ONLINE_STATE.offline) throw bad(AUTO_MSG.badOnlineState, { n });
      const minutes = Number(v3);
      if (!/^\d+$/.test(v3.trim()) || minutes < 1 || minutes > 10080) throw bad(AUTO_MSG.badDuration, { n });
      return { v1: '', v2, v3: String(minutes) };
    }
    default:
      throw bad(AUTO_MSG.badOperator, { n });
  }
}

function timeCondition(n: number, c: ConditionInput, now: number): Partial<NormalizedCondition> {
  const v1 = (c.v1 ?? '').trim();
  const v2 = (c.v2 ?? '').trim();
  const v3 = (c.v3 ?? '').trim();
  const v4 = (c.v4 ?? '').trim();
  switch (c.time_condition_type) {
    case TIME_CONDITION.range: {
      const dates = parseDateTime(v1) !== null && parseDateTime(v2) !== null;
      if (!dates && !(parseHhMm(v1) && parseHhMm(v2))) throw bad(AUTO_MSG.badRange, { n });
      return { v1, v2 };
    }
    case TIME_CONDITION.once: {
      const at = parseDateTime(v1);
      if (at === null) throw bad(AUTO_MSG.badDateTime, { n });
      return { v1, next_run_ms: at > now ? at : null };
    }
    case TIME_CONDITION.repeat: {
      let pattern: string;
      try {
        pattern = repeatPattern(v1, v3, v4);
      } catch (err) {
        if (!(err instanceof ScheduleError)) throw err;
        throw bad(v1 === REPEAT.cron ? AUTO_MSG.badCron : AUTO_MSG.badRepeat, { n, detail: err.message });
      }
      return { v1, v2: '', v3, v4, next_run_ms: nextRun(pattern, now) };
    }
    default:
      throw bad(AUTO_MSG.badTimeType, { n });
  }
}

export async function normalizeConditions(list: ConditionInput[], look: Lookups, now: number): Promise<NormalizedCondition[]> {
  if (!list.length) throw validationError(AUTO_MSG.conditionRequired);
  const out: NormalizedCondition[] = [];
  for (const [i, c] of list.entries()) {
    const n = i + 1;
    const base: NormalizedCondition = {
      group_number: c.group_number,
      condition_type: c.condition_type,
      device_id: '',
      device_condition_type: '',
      time_condition_type: '',
      v1: '',
      v2: '',
      v3: '',
      v4: '',
      v5: '',
      remark: c.remark ?? '',
      next_run_ms: null,
    };
    if (c.condition_type === CONDITION_TYPE.device) {
      out.push({ ...base, device_id: c.device_id ?? '', device_condition_type: c.device_condition_type ?? '', ...(await deviceCondition(n, c, look)) });
    } else {
      out.push({ ...base, time_condition_type: c.time_condition_type ?? '', ...timeCondition(n, c, now) });
    }
  }
  // A time range only gates: some group needs a member that can start a run.
  const triggers = out.filter((c) => c.condition_type === CONDITION_TYPE.device || c.time_condition_type !== TIME_CONDITION.range);
  if (!triggers.length) throw validationError(AUTO_MSG.noTrigger);
  return out;
}

function parseInstruct(n: number, raw: unknown): DeviceInstruct {
  let v = raw;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      throw bad(AUTO_MSG.badInstruct, { n });
    }
  }
  const o = v as { device_model?: unknown; instruct?: unknown };
  if (!o || typeof o !== 'object' || !o.instruct || typeof o.instruct !== 'object' || Array.isArray(o.instruct)) throw bad(AUTO_MSG.badInstruct, { n });
  const model = String(o.device_model ?? DEVICE_MODEL.attributes);
  if (model !== DEVICE_MODEL.attributes && model !== DEVICE_MODEL.service) throw bad(AUTO_MSG.badInstruct, { n });
  return { device_model: model, instruct: o.instruct as Record<string, unknown> };
}

/** A device action: one device (checked against its plugin) or every device of a group. */
export async function normalizeDeviceAction(n: number, a: { device_id?: string; asset_id?: string }, raw: unknown, look: Lookups): Promise<DeviceInstruct> {
  const ins = parseInstruct(n, raw);
  if (a.device_id) {
    const d = await look.device(a.device_id);
    if (!d) throw bad(AUTO_MSG.actionDeviceNotFound, { n });
    checkInstruct(n, ins, d.tsl);
  } else if (a.asset_id) {
    if (!(await look.groupExists(a.asset_id))) throw bad(AUTO_MSG.actionGroupNotFound, { n });
  } else {
    throw bad(AUTO_MSG.actionTargetRequired, { n });
  }
  if (ins.device_model === DEVICE_MODEL.service && typeof ins.instruct.method !== 'string') throw bad(AUTO_MSG.badInstruct, { n });
  return ins;
}

function checkInstruct(n: number, ins: DeviceInstruct, tsl: Tsl | null) {
  if (!tsl) return;
  if (ins.device_model === DEVICE_MODEL.service) {
    const method = String(ins.instruct.method ?? '');
    if (tsl.services.length && !tsl.services.some((s) => s.commandId === method)) throw bad(AUTO_MSG.serviceNotInPlugin, { n, key: method });
    return;
  }
  if (!Object.keys(ins.instruct).length) throw bad(AUTO_MSG.badInstruct, { n });
  for (const [key, value] of Object.entries(ins.instruct)) {
    const prop = property(tsl, key);
    if (prop === undefined) throw bad(AUTO_MSG.attrNotInPlugin, { n, key });
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (!valueFits(text, prop?.dataType)) throw bad(AUTO_MSG.badActionValue, { n, key, value: text, type: prop?.dataType ?? 'text' });
  }
}

export function requireActions(list: ActionInput[]) {
  if (!list.length) throw validationError(AUTO_MSG.actionRequired);
  for (const [i, a] of list.entries()) {
    const n = i + 1;
    if (a.action_type === ACTION.scene && !a.scenario_strategy_id) throw bad(AUTO_MSG.actionSceneRequired, { n });
    if (a.action_type === ACTION.alarm && !a.warning_strategy_id && !a.warning_strategy) throw bad(AUTO_MSG.actionStrategyRequired, { n });
    if (a.action_type === ACTION.notify && !a.notification_group_id) throw bad(AUTO_MSG.actionGroupRequired, { n });
    if (a.action_type === ACTION.control && !a.control_strategy_id) throw bad(AUTO_MSG.actionControlRequired, { n });
  }
}
