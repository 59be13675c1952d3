/** SQL of forwarding rules. Every query a request makes is scoped to the caller's tenant. */
import type { Db } from '../../storage/database';
import type { WarningStrategyTable } from '../automation/tables';
import { sql } from 'kysely';
import type { TranspondDetailTable, TranspondStatsTable, TranspondTable } from './tables';

export async function listRules(db: Db, tenantId: string, f: { name?: string; status?: number }, limit: number, offset: number) {
  let q = db.selectFrom('tp_data_transpond').where('tenant_id', '=', tenantId);
  if (f.name) q = q.where('name', 'like', `%${f.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q.selectAll().orderBy('create_time', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total, rows };
}

export const findRule = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('tp_data_transpond').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const detailsOf = (db: Db, tenantId: string, ruleIds: string[]) =>
  ruleIds.length
    ? db
        .selectFrom('tp_data_transpond_detail')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('data_transpond_id', 'in', ruleIds)
        .orderBy('sort')
        .execute()
    : Promise.resolve([] as TranspondDetailTable[]);

/** Inserts or replaces a rule with its sources (and its inline alarm strategy, when given) in one transaction. */
export async function saveRule(db: Db, row: TranspondTable, details: TranspondDetailTable[], strategy: WarningStrategyTable | null, insert: boolean) {
  await db.transaction().execute(async (trx) => {
    if (strategy) {
      await trx.deleteFrom('warning_strategy').where('tenant_id', '=', row.tenant_id).where('id', '=', strategy.id).execute();
      await trx.insertInto('warning_strategy').values(strategy).execute();
    }
    if (insert) await trx.insertInto('tp_data_transpond').values(row).execute();
    else {
      const { id: _id, tenant_id: _t, create_time: _c, ...patch } = row;
      await trx.updateTable('tp_data_transpond').set(patch).where('tenant_id', '=', row.tenant_id).where('id', '=', row.id).execute();
    }
    await trx.deleteFrom('tp_data_transpond_detail').where('tenant_id', '=', row.tenant_id).where('data_transpond_id', '=', row.id).execute();
    if (details.length) await trx.insertInto('tp_data_transpond_detail').values(details).execute();
  });
}

export const setStatus = (db: Db, tenantId: string, id: string, status: number, nowS: number) =>
  db.updateTable('tp_data_transpond').set({ status, update_time: nowS }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();

/** Deletes a rule, its sources and its inline alarm strategy (open alarms stay in the alert list). */
export async function deleteRule(db: Db, tenantId: string, id: string, strategyId: string) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tp_data_transpond').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    if (strategyId) await trx.deleteFrom('warning_strategy').where('tenant_id', '=', tenantId).where('id', '=', strategyId).execute();
  });
}

export const findStrategy = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('warning_strategy').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export async function deviceVisible(db: Db, tenantId: string, id: string): Promise<boolean> {
  return !!(await db.selectFrom('device').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst());
}
export async function groupVisible(db: Db, tenantId: string, id: string): Promise<boolean> {
  return !!(await db.selectFrom('asset').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst());
}
export async function projectVisible(db: Db, tenantId: string, id: string): Promise<boolean> {
  return !!(await db.selectFrom('business').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst());
}

/** The engine's view: every started rule of every tenant with its sources (each row carries its own tenant). */
export async function startedRules(db: Db) {
  const rules = await db.selectFrom('tp_data_transpond').selectAll().where('status', '=', 1).execute();
  const ids = rules.map((r) => r.id);
  const details = ids.length ? await db.selectFrom('tp_data_transpond_detail').selectAll().where('data_transpond_id', 'in', ids).execute() : [];
  return { rules, details };
}

/** A tenant's devices with their group and the group's project, and its groups' parents (sources by group or project). */
export async function tenantDevices(db: Db, tenantId: string) {
  const devices = await db.selectFrom('device').select(['id', 'name', 'asset_id']).where('tenant_id', '=', tenantId).execute();
  const assets = await db.selectFrom('asset').select(['id', 'parent_id', 'business_id']).where('tenant_id', '=', tenantId).execute();
  return { devices: devices as { id: string; name: string; asset_id: string | null }[], assets };
}

export async function deviceName(db: Db, tenantId: string, id: string): Promise<string> {
  return (await db.selectFrom('device').select('name').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst())?.name ?? '';
}

/**
 * Adds one server's counter growth to a rule's shared row (created on first use, with the rule's tenant); the
 * newest error wins. A rule deleted meanwhile has no row to add to, and nothing is written.
 */
export async function addStats(db: Db, ruleId: string, kind: string, d: Omit<TranspondStatsTable, 'data_transpond_id' | 'kind' | 'tenant_id'>) {
  await sql`insert into tp_data_transpond_stats
      (data_transpond_id, kind, tenant_id, received, delivered, failed, dropped, filtered, script_errors, last_error, last_error_at)
    select id, ${kind}, tenant_id, ${d.received}, ${d.delivered}, ${d.failed}, ${d.dropped}, ${d.filtered}, ${d.script_errors}, ${d.last_error}, ${d.last_error_at}
      from tp_data_transpond where id = ${ruleId}
    on conflict (data_transpond_id, kind) do update set
      received = tp_data_transpond_stats.received + excluded.received,
      delivered = tp_data_transpond_stats.delivered + excluded.delivered,
      failed = tp_data_transpond_stats.failed + excluded.failed,
      dropped = tp_data_transpond_stats.dropped + excluded.dropped,
      filtered = tp_data_transpond_stats.filtered + excluded.filtered,
      script_errors = tp_data_transpond_stats.script_errors + excluded.script_errors,
      last_error = case when excluded.last_error_at > tp_data_transpond_stats.last_error_at then excluded.last_error else tp_data_transpond_stats.last_error end,
      last_error_at = greatest(tp_data_transpond_stats.last_error_at, excluded.last_error_at)`.execute(db);
}

/** The shared counters of a tenant's rules. */
export const statsOf = (db: Db, tenantId: string, ruleIds: string[]) =>
  ruleIds.length
    ? db.selectFrom('tp_data_transpond_stats').selectAll().where('tenant_id', '=', tenantId).where('data_transpond_id', 'in', ruleIds).execute()
    : Promise.resolve([] as TranspondStatsTable[]);
