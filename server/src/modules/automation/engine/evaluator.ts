/**
 * Evaluates one condition group (its members ANDed) for a trigger: the values just committed for the reporting
 * device, an event, an online change, a due timer or a timed condition. Members on other devices, or keys the
 * trigger did not carry, read the stored latest values (only when the trigger's own members already pass).
 */
import { compare, paramsMatch } from '../compare';
import { CONDITION_TYPE, DEVICE_CONDITION, ONLINE_STATE, TIME_CONDITION, type Operator } from '../codes';
import { inRange } from '../schedule';
import type { ConditionTable } from '../tables';

export type Trigger =
  | { kind: 'values'; deviceId: string; values: Record<string, unknown> }
  | { kind: 'event'; deviceId: string; method: string; params: unknown }
  | { kind: 'presence'; deviceId: string; online: boolean }
  | { kind: 'lasting'; deviceId: string; conditionId: string }
  | { kind: 'time'; conditionId: string };

export interface StateReader {
  latest(deviceId: string, key: string): Promise<unknown>;
  online(deviceId: string): Promise<boolean>;
  lastingReached(conditionId: string, deviceId: string): Promise<boolean>;
}

export interface GroupResult {
  pass: boolean;
  /** What passed, in words (for the log and the alert), and the value that decided it. */
  text: string;
  value: string;
}

const show = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** Members decided by the trigger alone, without reading anything (undefined = needs stored state). */
function fromTrigger(c: ConditionTable, t: Trigger, nowMs: number): boolean | undefined {
  if (c.condition_type === CONDITION_TYPE.time) {
    if (c.time_condition_type === TIME_CONDITION.range) return inRange(nowMs, c.v1, c.v2);
    return t.kind === 'time' && t.conditionId === c.id;
  }
  const here = 'deviceId' in t && t.deviceId === c.device_id;
  switch (c.device_condition_type) {
    case DEVICE_CONDITION.property:
      return here && t.kind === 'values' && c.v1 in t.values ? compare(t.values[c.v1], c.v2 as Operator, c.v3) : undefined;
    case DEVICE_CONDITION.event:
      return here && t.kind === 'event' && t.method === c.v1 && paramsMatch(t.params, JSON.parse(c.v3 || '{}'));
    case DEVICE_CONDITION.online:
      if (c.v2 === ONLINE_STATE.either) return here && t.kind === 'presence';
      return here && t.kind === 'presence' ? t.online === (c.v2 === ONLINE_STATE.online) : undefined;
    case DEVICE_CONDITION.lasting:
      return t.kind === 'lasting' && t.conditionId === c.id ? true : undefined;
    default:
      return false;
  }
}

async function fromState(c: ConditionTable, state: StateReader): Promise<boolean> {
  switch (c.device_condition_type) {
    case DEVICE_CONDITION.property:
      return compare(await state.latest(c.device_id, c.v1), c.v2 as Operator, c.v3);
    case DEVICE_CONDITION.online:
      return (await state.online(c.device_id)) === (c.v2 === ONLINE_STATE.online);
    case DEVICE_CONDITION.lasting:
      return state.lastingReached(c.id, c.device_id);
    default:
      return false;
  }
}

function describe(c: ConditionTable, t: Trigger): { text: string; value: string } {
  if (c.condition_type === CONDITION_TYPE.time)
    return { text: `time ${c.time_condition_type}:${[c.v1, c.v2, c.v3, c.v4].filter(Boolean).join(' ')}`, value: '' };
  switch (c.device_condition_type) {
    case DEVICE_CONDITION.property: {
      const v = t.kind === 'values' && t.deviceId === c.device_id && c.v1 in t.values ? show(t.values[c.v1]) : '';
      return { text: `${c.v1}:${v} ${c.v2} ${c.v3}`, value: v };
    }
    case DEVICE_CONDITION.event:
      return { text: `event ${c.v1} ${c.v3}`, value: t.kind === 'event' ? show(t.params) : '' };
    case DEVICE_CONDITION.online:
      return { text: `online ${c.v2}`, value: t.kind === 'presence' ? (t.online ? 'online' : 'offline') : '' };
    default:
      return { text: `${c.v2 === ONLINE_STATE.online ? 'online' : 'offline'} ≥ ${c.v3} min`, value: c.v3 };
  }
}

/**
 * The group's answer when the trigger alone decides every member (no stored state to read), else undefined.
 * Lets the engine drop, without queuing anything, a report that leaves a level group where it was.
 */
export function decidedByTrigger(members: ConditionTable[], t: Trigger, nowMs: number): boolean | undefined {
  let open = false;
  for (const c of members) {
    const r = fromTrigger(c, t, nowMs);
    if (r === false) return false;
    if (r === undefined) open = true;
  }
  return open ? undefined : true;
}

export async function evaluateGroup(members: ConditionTable[], t: Trigger, nowMs: number, state: StateReader): Promise<GroupResult> {
  const open: ConditionTable[] = [];
  for (const c of members) {
    const r = fromTrigger(c, t, nowMs);
    if (r === false) return { pass: false, text: '', value: '' };
    if (r === undefined) open.push(c);
  }
  for (const c of open) if (!(await fromState(c, state))) return { pass: false, text: '', value: '' };
  const parts = members.map((c) => describe(c, t));
  return { pass: true, text: parts.map((p) => p.text).join(' && '), value: parts.find((p) => p.value)?.value ?? '' };
}
