/**
 * SQL of the engine's shared state and its logs. Every claim is a single conditional statement or a
 * `for update skip locked` pick, so servers sharing one PostgreSQL never both win the same transition or timer.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { ConditionTable, RunLogDetailTable, RunLogTable } from './tables';

/** The group turned true: true only for the one caller that flipped it (debounce + exactly-once). */
export async function tryRise(db: Db, automationId: string, group: number, deviceKey: string, nowMs: number): Promise<boolean> {
  const r = await sql`insert into automation_edge (automation_id, group_number, device_key, active, changed_ms)
    values (${automationId}, ${group}, ${deviceKey}, true, ${nowMs})
    on conflict (automation_id, group_number, device_key) do update set active = true, changed_ms = ${nowMs}
    where automation_edge.active = false returning automation_id`.execute(db);
  return r.rows.length > 0;
}

/** The group turned false: true only for the caller that flipped it. */
export async function tryFall(db: Db, automationId: string, group: number, deviceKey: string, nowMs: number): Promise<boolean> {
  const r = await sql`update automation_edge set active = false, changed_ms = ${nowMs}
    where automation_id = ${automationId} and group_number = ${group} and device_key = ${deviceKey} and active = true
    returning automation_id`.execute(db);
  return r.rows.length > 0;
}

export async function activeEdges(db: Db, automationId: string): Promise<{ group_number: number; device_key: string }[]> {
  return db.selectFrom('automation_edge').select(['group_number', 'device_key']).where('automation_id', '=', automationId).where('active', '=', true).execute();
}

// "Lasting N minutes" timers ---------------------------------------------------------------------------------

export async function setTimer(db: Db, conditionId: string, deviceId: string, tenantId: string, dueMs: number) {
  await db
    .insertInto('automation_timer')
    .values({ condition_id: conditionId, device_id: deviceId, tenant_id: tenantId, due_ms: dueMs, fired: false })
    .onConflict((oc) => oc.columns(['condition_id', 'device_id']).doNothing())
    .execute();
}

export async function clearTimer(db: Db, conditionId: string, deviceId: string) {
  await db.deleteFrom('automation_timer').where('condition_id', '=', conditionId).where('device_id', '=', deviceId).execute();
}

/** Whether the device has been in the condition's state for its whole duration (its timer went off). */
export async function timerFired(db: Db, conditionId: string, deviceId: string): Promise<boolean> {
  const r = await db
    .selectFrom('automation_timer')
    .select('fired')
    .where('condition_id', '=', conditionId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return Boolean(r?.fired);
}

/** Marks the timers that are due as fired and returns them (each exactly once across servers). */
export async function claimDueTimers(db: Db, nowMs: number, limit = 200) {
  return db.transaction().execute(async (trx) => {
    const rows = (
      await sql<{ condition_id: string; device_id: string; tenant_id: string; due_ms: string }>`
      select condition_id, device_id, tenant_id, due_ms from automation_timer where due_ms <= ${nowMs} and not fired
      order by due_ms limit ${limit} for update skip locked`.execute(trx)
    ).rows;
    for (const r of rows)
      await trx.updateTable('automation_timer').set({ fired: true }).where('condition_id', '=', r.condition_id).where('device_id', '=', r.device_id).execute();
    return rows.map((r) => ({ ...r, due_ms: Number(r.due_ms) }));
  });
}

/** Takes the timed conditions of enabled automations that are due and moves each to its next run, in one transaction. */
export async function claimDueConditions(db: Db, nowMs: number, next: (c: ConditionTable) => number | null, limit = 100): Promise<ConditionTable[]> {
  return db.transaction().execute(async (trx) => {
    const rows = (
      await sql<ConditionTable>`select c.* from automation_condition c join automation a on a.id = c.automation_id
      where c.next_run_ms is not null and c.next_run_ms <= ${nowMs} and a.enabled = '1'
      order by c.next_run_ms limit ${limit} for update of c skip locked`.execute(trx)
    ).rows;
    for (const c of rows)
      await trx
        .updateTable('automation_condition')
        .set({ next_run_ms: next(c) })
        .where('id', '=', c.id)
        .execute();
    return rows.map((c) => ({ ...c, next_run_ms: c.next_run_ms === null ? null : Number(c.next_run_ms) }));
  });
}

export async function setNextRun(db: Db, conditionId: string, nextMs: number | null) {
  await db.updateTable('automation_condition').set({ next_run_ms: nextMs }).where('id', '=', conditionId).execute();
}

// Logs -------------------------------------------------------------------------------------------------------

export type LogKind = 'automation' | 'scenario';
export type LogDetail = Omit<RunLogDetailTable, 'id' | 'log_id' | 'sort'>;

export async function writeLog(db: Db, kind: LogKind, row: Omit<RunLogTable, 'id'>, details: LogDetail[]): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto(`${kind}_log`)
      .values({ ...row, id })
      .execute();
    if (details.length)
      await trx
        .insertInto(`${kind}_log_detail`)
        .values(details.map((d, sort) => ({ ...d, id: randomUUID(), log_id: id, sort })))
        .execute();
  });
  return id;
}

export async function listLogs(db: Db, kind: LogKind, tenantId: string, f: { owner_id?: string; process_result?: string }, limit: number, offset: number) {
  let q = db.selectFrom(`${kind}_log`).where('tenant_id', '=', tenantId);
  if (f.owner_id) q = q.where('owner_id', '=', f.owner_id);
  if (f.process_result) q = q.where('process_result', '=', f.process_result);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_ms', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total: Number(n), rows };
}

export async function findLog(db: Db, kind: LogKind, tenantId: string, id: string) {
  return db.selectFrom(`${kind}_log`).selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function listLogDetails(db: Db, kind: LogKind, logId: string, limit: number, offset: number) {
  const q = db.selectFrom(`${kind}_log_detail`).where('log_id', '=', logId);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('sort').limit(limit).offset(offset).execute();
  return { total: Number(n), rows };
}
