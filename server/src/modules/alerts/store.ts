/** SQL of alert messages (`warning_information`) and the alarm hit counters. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { WarningInformationTable } from '../automation/tables';

export interface AlertFilter {
  processing_result?: string;
  warning_level?: string;
  device_id?: string;
  id?: string;
  start_time?: number;
  end_time?: number;
  siteId?: string;
}

const OPEN = sql`w.alarm_status = '1' and w.processing_result = '0'`;

function where(tenantId: string, f: AlertFilter) {
  const parts = [sql`w.tenant_id = ${tenantId}`];
  if (f.processing_result) parts.push(sql`w.processing_result = ${f.processing_result}`);
  if (f.warning_level) parts.push(sql`w.warning_level = ${f.warning_level}`);
  if (f.device_id) parts.push(sql`w.device_id = ${f.device_id}`);
  if (f.id) parts.push(sql`w.id = ${f.id}`);
  if (f.start_time !== undefined) parts.push(sql`w.created_at >= ${f.start_time}`);
  if (f.end_time !== undefined) parts.push(sql`w.created_at <= ${f.end_time}`);
  if (f.siteId) parts.push(sql`d.site_id = ${f.siteId}`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`from warning_information w left join device d on d.id = w.device_id left join asset a on a.id = d.asset_id
  left join business b on b.id = a.business_id left join warning_strategy s on s.id = w.warning_strategy_id
  left join automation au on au.id = w.automation_id`;

export async function listAlerts(db: Db, tenantId: string, f: AlertFilter, limit: number, offset: number) {
  const total = (await sql<{ n: number }>`select count(*)::int as n ${FROM} where ${where(tenantId, f)}`.execute(db)).rows[0].n;
  const rows = (
    await sql<Record<string, unknown>>`select w.*, coalesce(d.name, '') as device_name, coalesce(d.asset_id, '') as asset_id,
      coalesce(a.name, '') as asset_name, coalesce(a.business_id, '') as business_id, coalesce(b.name, '') as business_name,
      coalesce(s.warning_strategy_name, '') as strategy_name, coalesce(au.automation_name, '') as automation_name
    ${FROM} where ${where(tenantId, f)} order by w.created_ms desc, w.id limit ${limit} offset ${offset}`.execute(db)
  ).rows;
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      ...r,
      created_at: Number(r.created_at),
      created_ms: Number(r.created_ms),
      last_time: Number(r.last_time),
      cleared_at: r.cleared_at === null ? null : Number(r.cleared_at),
    })),
  };
}

export async function countAlerts(db: Db, tenantId: string) {
  const r = (
    await sql<{ unprocessed: number; processed: number }>`select
      count(*) filter (where processing_result = '0')::int as unprocessed,
      count(*) filter (where processing_result in ('1', '2'))::int as processed
    from warning_information where tenant_id = ${tenantId}`.execute(db)
  ).rows[0];
  return { unprocessed: Number(r.unprocessed), processed: Number(r.processed) };
}

export async function alertsByIds(db: Db, tenantId: string, ids: string[]) {
  return db.selectFrom('warning_information').select(['id', 'processing_result']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

export async function process(
  db: Db,
  tenantId: string,
  ids: string[],
  set: Pick<WarningInformationTable, 'processing_result' | 'processing_instructions' | 'processing_time' | 'processing_people_id' | 'processing_people_name'>,
) {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('warning_information')
      .set(set)
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .where('processing_result', '=', '0')
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  });
}

export function openAlarm(db: Db, strategyId: string, deviceKey: string) {
  return db
    .selectFrom('warning_information as w')
    .selectAll()
    .where('warning_strategy_id', '=', strategyId)
    .where('device_id', '=', deviceKey)
    .where(sql<boolean>`${OPEN}`)
    .executeTakeFirst();
}

/** Adds a hit to the open alarm; returns its new count, or null when none is open any more. */
export async function hitOpenAlarm(db: Db, id: string, value: string, nowS: number): Promise<number | null> {
  const r = await sql<{ trigger_count: number }>`update warning_information set trigger_count = trigger_count + 1, trigger_value = ${value}, last_time = ${nowS}
    where id = ${id} and alarm_status = '1' and processing_result = '0' returning trigger_count`.execute(db);
  return r.rows[0] ? Number(r.rows[0].trigger_count) : null;
}

/** Inserts an alarm unless one is open for (strategy, device) — another server may have raised it first. */
export async function insertAlarm(db: Db, row: Omit<WarningInformationTable, 'id'>): Promise<string | null> {
  const id = randomUUID();
  const r = await sql`insert into warning_information ${sql`(${sql.join(
    Object.keys(row)
      .concat('id')
      .map((k) => sql.ref(k)),
  )})`}
    values (${sql.join(Object.values(row).concat(id))}) on conflict do nothing returning id`.execute(db);
  return r.rows.length ? id : null;
}

/** Counts a hit toward the strategy's trigger count; returns the hits so far (reset to 0 by `resetHits`). */
export async function addHit(db: Db, strategyId: string, deviceKey: string): Promise<number> {
  const r = await sql<{ hits: number }>`insert into warning_hit (warning_strategy_id, device_key, hits) values (${strategyId}, ${deviceKey}, 1)
    on conflict (warning_strategy_id, device_key) do update set hits = warning_hit.hits + 1 returning hits`.execute(db);
  return Number(r.rows[0].hits);
}

export async function resetHits(db: Db, strategyId: string, deviceKey: string) {
  await db.deleteFrom('warning_hit').where('warning_strategy_id', '=', strategyId).where('device_key', '=', deviceKey).execute();
}

export async function clearOpen(db: Db, strategyId: string, deviceKey: string, nowS: number): Promise<string[]> {
  const r = await sql<{ id: string }>`update warning_information set alarm_status = '2', cleared_at = ${nowS}
    where warning_strategy_id = ${strategyId} and device_id = ${deviceKey} and alarm_status = '1' returning id`.execute(db);
  return r.rows.map((x) => x.id);
}
