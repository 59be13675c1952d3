/**
 * The engine's in-memory index of enabled automations: conditions keyed by device and property key, by device and
 * event id, and by device for online state, so a committed batch finds its candidate groups without a query.
 */
import type { ActionTable, AutomationTable, ConditionTable } from '../tables';
import { CONDITION_TYPE, DEVICE_CONDITION, ONLINE_STATE, TIME_CONDITION } from '../codes';

export interface CompiledAutomation {
  id: string;
  tenantId: string;
  name: string;
  priority: number;
  groups: Map<number, ConditionTable[]>;
  /** Groups that pass only at an instant (an event, a timer, an online/offline change): they fire each time, no edge. */
  pulseGroups: Set<number>;
  actions: ActionTable[];
}

/** A group of an automation: what a trigger asks the engine to evaluate. */
export interface GroupRef {
  automation: CompiledAutomation;
  group: number;
}

function isPulse(c: ConditionTable): boolean {
  if (c.condition_type === CONDITION_TYPE.time) return c.time_condition_type !== TIME_CONDITION.range;
  return c.device_condition_type === DEVICE_CONDITION.event || (c.device_condition_type === DEVICE_CONDITION.online && c.v2 === ONLINE_STATE.either);
}

export function compile(row: AutomationTable, conditions: ConditionTable[], actions: ActionTable[]): CompiledAutomation {
  const groups = new Map<number, ConditionTable[]>();
  const pulseGroups = new Set<number>();
  for (const c of conditions) {
    let g = groups.get(c.group_number);
    if (!g) groups.set(c.group_number, (g = []));
    g.push(c);
    if (isPulse(c)) pulseGroups.add(c.group_number);
  }
  return { id: row.id, tenantId: row.tenant_id, name: row.automation_name, priority: row.priority, groups, pulseGroups, actions };
}

type Bucket = Map<string, Map<string, GroupRef[]>>;

function add(bucket: Bucket, deviceId: string, key: string, ref: GroupRef) {
  let byKey = bucket.get(deviceId);
  if (!byKey) bucket.set(deviceId, (byKey = new Map()));
  const list = byKey.get(key);
  if (!list) byKey.set(key, [ref]);
  else if (!list.some((r) => r.automation === ref.automation && r.group === ref.group)) list.push(ref);
}

export class ConditionIndex {
  private readonly automations = new Map<string, CompiledAutomation>();
  private readonly properties: Bucket = new Map();
  private readonly events: Bucket = new Map();
  private readonly presence: Bucket = new Map();
  private readonly conditions = new Map<string, { automation: CompiledAutomation; condition: ConditionTable }>();

  get size(): number {
    return this.automations.size;
  }

  automation(id: string): CompiledAutomation | undefined {
    return this.automations.get(id);
  }

  all(): IterableIterator<CompiledAutomation> {
    return this.automations.values();
  }

  condition(id: string) {
    return this.conditions.get(id);
  }

  /** Rebuilds from these automations (the whole set). */
  replaceAll(list: CompiledAutomation[]): void {
    this.automations.clear();
    for (const a of list) this.automations.set(a.id, a);
    this.rebuild();
  }

  /** Puts (or with null removes) one automation. */
  put(id: string, a: CompiledAutomation | null): void {
    if (a) this.automations.set(id, a);
    else this.automations.delete(id);
    this.rebuild();
  }

  private rebuild(): void {
    this.properties.clear();
    this.events.clear();
    this.presence.clear();
    this.conditions.clear();
    const ordered = [...this.automations.values()].sort((x, y) => x.priority - y.priority);
    for (const a of ordered) {
      for (const [group, members] of a.groups) {
        const ref = { automation: a, group };
        for (const c of members) {
          this.conditions.set(c.id, { automation: a, condition: c });
          if (c.condition_type !== CONDITION_TYPE.device) continue;
          if (c.device_condition_type === DEVICE_CONDITION.property) add(this.properties, c.device_id, c.v1, ref);
          else if (c.device_condition_type === DEVICE_CONDITION.event) add(this.events, c.device_id, c.v1, ref);
          else add(this.presence, c.device_id, '', ref);
        }
      }
    }
  }

  /** Groups with a property condition on one of these keys of the device (in priority order, each once). */
  forValues(deviceId: string, keys: string[]): GroupRef[] {
    const byKey = this.properties.get(deviceId);
    if (!byKey) return [];
    const out: GroupRef[] = [];
    for (const k of keys) for (const r of byKey.get(k) ?? []) if (!out.includes(r)) out.push(r);
    return out;
  }

  forEvent(deviceId: string, method: string): GroupRef[] {
    return this.events.get(deviceId)?.get(method) ?? [];
  }

  forPresence(deviceId: string): GroupRef[] {
    return this.presence.get(deviceId)?.get('') ?? [];
  }
}
