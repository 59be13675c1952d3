/** SQL of automations, scenes and strategies (the definitions); the engine's state and logs are in run-store.ts. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import { tslOf } from '../device-model/tsl';
import type { ActionTable, AutomationTable, ConditionTable, ControlStrategyTable, ScenarioActionTable, ScenarioTable, WarningStrategyTable } from './tables';
import type { DeviceFacts } from './validate';
import { escapeLike } from '../../storage/like';

type Tx = Db;

export async function deviceFacts(db: Db, tenantId: string, id: string): Promise<DeviceFacts | null> {
  const r = await db
    .selectFrom('device')
    .leftJoin('device_model as m', 'm.id', 'device.type')
    .select(['device.id', 'device.name', 'device.asset_id', 'm.chart_data'])
    .where('device.tenant_id', '=', tenantId)
    .where('device.id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  return { id: r.id, name: r.name, asset_id: r.asset_id ?? null, tsl: r.chart_data ? tslOf(r.chart_data) : null };
}

export async function groupExists(db: Db, tenantId: string, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom('asset').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst());
}

export async function devicesOfGroup(db: Db, tenantId: string, assetId: string): Promise<string[]> {
  return (await db.selectFrom('device').select('id').where('tenant_id', '=', tenantId).where('asset_id', '=', assetId).orderBy('name').execute()).map(
    (r) => r.id,
  );
}

/** Device, group and project names of some devices (for logs, alert rows and the editor's cascaders). */
export async function devicePlaces(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, { device_name: string; asset_id: string; asset_name: string; business_id: string; business_name: string }>();
  const rows = (
    await sql<{ id: string; device_name: string; asset_id: string; asset_name: string; business_id: string; business_name: string }>`
    select d.id, d.name as device_name, coalesce(d.asset_id, '') as asset_id, coalesce(a.name, '') as asset_name,
      coalesce(a.business_id, '') as business_id, coalesce(b.name, '') as business_name
    from device d left join asset a on a.id = d.asset_id left join business b on b.id = a.business_id
    where d.id in (${sql.join([...new Set(ids)])})`.execute(db)
  ).rows;
  return new Map(rows.map((r) => [r.id, r]));
}

export function findAutomation(db: Db, tenantId: string, id: string) {
  return db.selectFrom('automation').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function listAutomations(db: Db, tenantId: string, f: { id?: string; enabled?: string; name?: string }, limit: number, offset: number) {
  let q = db.selectFrom('automation').where('tenant_id', '=', tenantId);
  if (f.id) q = q.where('id', '=', f.id);
  if (f.enabled) q = q.where('enabled', '=', f.enabled);
  if (f.name) q = q.where('automation_name', 'like', `%${escapeLike(f.name)}%`);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total: Number(n), rows };
}

export function conditionsOf(db: Db, automationIds: string[]) {
  if (!automationIds.length) return Promise.resolve([] as ConditionTable[]);
  return db.selectFrom('automation_condition').selectAll().where('automation_id', 'in', automationIds).orderBy('automation_id').orderBy('sort').execute();
}

export function actionsOf(db: Db, automationIds: string[]) {
  if (!automationIds.length) return Promise.resolve([] as ActionTable[]);
  return db.selectFrom('automation_action').selectAll().where('automation_id', 'in', automationIds).orderBy('automation_id').orderBy('sort').execute();
}

export async function writeAutomation(
  trx: Tx,
  row: AutomationTable,
  conditions: Omit<ConditionTable, 'id' | 'automation_id' | 'tenant_id' | 'sort'>[],
  actions: Omit<ActionTable, 'id' | 'automation_id' | 'tenant_id' | 'sort'>[],
  isNew: boolean,
) {
  if (isNew) await trx.insertInto('automation').values(row).execute();
  else {
    await trx.updateTable('automation').set(row).where('id', '=', row.id).where('tenant_id', '=', row.tenant_id).execute();
    await trx.deleteFrom('automation_condition').where('automation_id', '=', row.id).execute();
    await trx.deleteFrom('automation_action').where('automation_id', '=', row.id).execute();
    await trx.deleteFrom('automation_edge').where('automation_id', '=', row.id).execute();
  }
  const base = { automation_id: row.id, tenant_id: row.tenant_id };
  if (conditions.length)
    await trx
      .insertInto('automation_condition')
      .values(conditions.map((c, sort) => ({ ...c, ...base, id: randomUUID(), sort })))
      .execute();
  if (actions.length)
    await trx
      .insertInto('automation_action')
      .values(actions.map((a, sort) => ({ ...a, ...base, id: randomUUID(), sort })))
      .execute();
}

export async function setEnabled(db: Db, tenantId: string, id: string, enabled: string, nowMs: number) {
  await db
    .updateTable('automation')
    .set({ enabled, update_time: Math.floor(nowMs / 1000), update_ms: nowMs })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
  if (enabled === '0') await db.deleteFrom('automation_edge').where('automation_id', '=', id).execute();
}

export async function deleteAutomation(trx: Tx, tenantId: string, id: string) {
  await trx.deleteFrom('automation_log').where('tenant_id', '=', tenantId).where('owner_id', '=', id).execute();
  await trx.deleteFrom('warning_strategy').where('tenant_id', '=', tenantId).where('inline_of', '=', id).execute();
  await trx.deleteFrom('automation').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Fingerprint of every tenant's automations: servers sharing a database reload their index when it changes. */
export async function automationVersion(db: Db): Promise<string> {
  const r = await sql<{ n: number; m: string | null }>`select count(*)::int as n, max(update_ms)::text as m from automation`.execute(db);
  return `${r.rows[0].n}:${r.rows[0].m ?? ''}`;
}

/** Every enabled automation with its conditions and actions (the engine's index is built from this). */
export async function enabledAutomations(db: Db, ids?: string[]) {
  let q = db.selectFrom('automation').selectAll().where('enabled', '=', '1');
  if (ids) q = ids.length ? q.where('id', 'in', ids) : q.where(sql<boolean>`false`);
  const rows = await q.orderBy('priority').orderBy('created_at').execute();
  const idList = rows.map((r) => r.id);
  const [conditions, actions] = [[] as ConditionTable[], [] as ActionTable[]];
  for (let i = 0; i < idList.length; i += 1000) {
    conditions.push(...(await conditionsOf(db, idList.slice(i, i + 1000))));
    actions.push(...(await actionsOf(db, idList.slice(i, i + 1000))));
  }
  return { rows, conditions, actions };
}

// Strategies -------------------------------------------------------------------------------------------------

export function findStrategy(db: Db, tenantId: string, id: string) {
  return db.selectFrom('warning_strategy').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function saveStrategy(db: Db, row: WarningStrategyTable) {
  await db
    .insertInto('warning_strategy')
    .values(row)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        warning_strategy_name: row.warning_strategy_name,
        warning_level: row.warning_level,
        repeat_count: row.repeat_count,
        trigger_count: row.trigger_count,
        inform_way: row.inform_way,
        warning_description: row.warning_description,
        auto_clear: row.auto_clear,
        update_time: row.update_time,
      }),
    )
    .execute();
}

export async function strategyInUse(db: Db, id: string) {
  const a = await db.selectFrom('automation_action').select('id').where('warning_strategy_id', '=', id).executeTakeFirst();
  return Boolean(a);
}

// Scenes -----------------------------------------------------------------------------------------------------

export function findScene(db: Db, tenantId: string, id: string) {
  return db.selectFrom('scenario_strategy').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export function sceneActions(db: Db, sceneId: string) {
  return db.selectFrom('scenario_action').selectAll().where('scenario_strategy_id', '=', sceneId).orderBy('sort').execute();
}

export async function replaceSceneActions(
  trx: Tx,
  sceneId: string,
  tenantId: string,
  actions: Omit<ScenarioActionTable, 'id' | 'scenario_strategy_id' | 'tenant_id' | 'sort'>[],
) {
  await trx.deleteFrom('scenario_action').where('scenario_strategy_id', '=', sceneId).execute();
  if (actions.length) {
    await trx
      .insertInto('scenario_action')
      .values(actions.map((a, sort) => ({ ...a, id: randomUUID(), scenario_strategy_id: sceneId, tenant_id: tenantId, sort })))
      .execute();
  }
}

export async function sceneInUse(db: Db, id: string) {
  return Boolean(await db.selectFrom('automation_action').select('id').where('scenario_strategy_id', '=', id).executeTakeFirst());
}

export async function controlInUse(db: Db, id: string) {
  return Boolean(await db.selectFrom('automation_action').select('id').where('control_strategy_id', '=', id).executeTakeFirst());
}

export function findControl(db: Db, tenantId: string, id: string) {
  return db.selectFrom('control_strategy').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Drops the inline alarm strategies of an automation that its actions no longer use. */
export async function deleteUnusedInlineStrategies(trx: Tx, tenantId: string, automationId: string, kept: string[]) {
  let q = trx.deleteFrom('warning_strategy').where('tenant_id', '=', tenantId).where('inline_of', '=', automationId);
  if (kept.length) q = q.where('id', 'not in', kept);
  await q.execute();
}

export async function listScenes(db: Db, tenantId: string, f: { id?: string; scenario_name?: string }, limit: number, offset: number) {
  let q = db.selectFrom('scenario_strategy').where('tenant_id', '=', tenantId);
  if (f.id) q = q.where('id', '=', f.id);
  if (f.scenario_name) q = q.where('scenario_name', 'like', `%${escapeLike(f.scenario_name)}%`);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total: Number(n), rows };
}

/** Writes a scene and replaces its actions in one transaction. */
export async function saveScene(
  db: Db,
  row: ScenarioTable,
  isNew: boolean,
  actions: Omit<ScenarioActionTable, 'id' | 'scenario_strategy_id' | 'tenant_id' | 'sort'>[],
) {
  await db.transaction().execute(async (trx) => {
    if (isNew) await trx.insertInto('scenario_strategy').values(row).execute();
    else await trx.updateTable('scenario_strategy').set(row).where('id', '=', row.id).execute();
    await replaceSceneActions(trx, row.id, row.tenant_id, actions);
  });
}

/** Deletes a scene with its run log. */
export async function deleteScene(db: Db, tenantId: string, id: string) {
  await db.deleteFrom('scenario_log').where('tenant_id', '=', tenantId).where('owner_id', '=', id).execute();
  await db.deleteFrom('scenario_strategy').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** The saved (not inline) alarm strategies of a tenant. */
export async function listStrategies(db: Db, tenantId: string, f: { warning_strategy_name?: string }, limit: number, offset: number) {
  let q = db.selectFrom('warning_strategy').where('tenant_id', '=', tenantId).where('inline_of', '=', '');
  if (f.warning_strategy_name) q = q.where('warning_strategy_name', 'like', `%${escapeLike(f.warning_strategy_name)}%`);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total: Number(n), rows };
}

export async function deleteStrategy(db: Db, tenantId: string, id: string) {
  await db.deleteFrom('warning_strategy').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function listControls(db: Db, tenantId: string, limit: number, offset: number) {
  const q = db.selectFrom('control_strategy').where('tenant_id', '=', tenantId);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total: Number(n), rows };
}

export async function saveControl(db: Db, row: ControlStrategyTable, isNew: boolean) {
  if (isNew) await db.insertInto('control_strategy').values(row).execute();
  else await db.updateTable('control_strategy').set(row).where('id', '=', row.id).execute();
}

export async function deleteControl(db: Db, tenantId: string, id: string) {
  await db.deleteFrom('control_strategy').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}
