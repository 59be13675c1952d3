/** SQL of the charging area: rules, prices, settings, orders, meter readings and the income report. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { ChargeOrderTable, ChargePriceTable, ChargeRuleTable, ChargeSettingTable } from '../../storage/schema';
import { siteCondition } from '../sites/access';

/** Limits a query to the sites a request may see (undefined = the whole tenant). */
const inSites = (siteIds: readonly string[] | undefined, column: string) => (siteIds ? siteCondition(column, siteIds) : sql<boolean>`true`);

export const findTenantSite = (db: Db, tenantId: string, siteId: string) =>
  db.selectFrom('site').select(['id', 'name']).where('id', '=', siteId).where('tenant_id', '=', tenantId).executeTakeFirst();

// Rules

export interface RuleFilter {
  tenantId: string;
  siteIds?: string[];
  siteId?: string;
  name?: string;
}

export async function listRules(db: Db, f: RuleFilter, offset: number, limit: number) {
  let q = db.selectFrom('charge_rule').where('tenant_id', '=', f.tenantId).where(inSites(f.siteIds, 'charge_rule.site_id'));
  if (f.siteId) q = q.where('site_id', '=', f.siteId);
  if (f.name) q = q.where('name', 'ilike', `%${f.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_at').orderBy('id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

export const findRule = (db: Db, tenantId: string, siteIds: string[] | undefined, id: string) =>
  db
    .selectFrom('charge_rule')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where(inSites(siteIds, 'charge_rule.site_id'))
    .executeTakeFirst();

export async function insertRule(db: Db, row: Omit<ChargeRuleTable, 'id'>): Promise<ChargeRuleTable> {
  const full = { id: randomUUID(), ...row };
  await db.insertInto('charge_rule').values(full).execute();
  return full;
}

export const updateRule = (db: Db, id: string, patch: Partial<Pick<ChargeRuleTable, 'name' | 'description' | 'slots' | 'updated_at'>>) =>
  db.updateTable('charge_rule').set(patch).where('id', '=', id).execute();

export const ruleSlots = (db: Db, id: string) => db.selectFrom('charge_rule').select('slots').where('id', '=', id).executeTakeFirst();

export const deleteRule = (db: Db, id: string) => db.deleteFrom('charge_rule').where('id', '=', id).execute();

export async function ruleInUse(db: Db, id: string): Promise<boolean> {
  return !!(await db.selectFrom('charge_setting').select('site_id').where('rule_id', '=', id).executeTakeFirst());
}

// Prices

export async function listPrices(db: Db, f: { tenantId: string; siteIds?: string[]; siteId?: string; tier?: string }) {
  let q = db.selectFrom('charge_price').selectAll().where('tenant_id', '=', f.tenantId).where(inSites(f.siteIds, 'charge_price.site_id'));
  if (f.siteId) q = q.where('site_id', '=', f.siteId);
  if (f.tier) q = q.where('tier', '=', f.tier);
  return q.orderBy('site_id').orderBy('tier').orderBy('effective_from', 'desc').limit(5000).execute();
}

export const findPrice = (db: Db, tenantId: string, siteIds: string[] | undefined, id: string) =>
  db
    .selectFrom('charge_price')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where(inSites(siteIds, 'charge_price.site_id'))
    .executeTakeFirst();

export const priceOnDate = (db: Db, siteId: string, tier: string, date: string) =>
  db.selectFrom('charge_price').select('id').where('site_id', '=', siteId).where('tier', '=', tier).where('effective_from', '=', date).executeTakeFirst();

export async function insertPrice(db: Db, row: Omit<ChargePriceTable, 'id'>): Promise<ChargePriceTable> {
  const full = { id: randomUUID(), ...row };
  await db.insertInto('charge_price').values(full).execute();
  return full;
}

export const deletePrice = (db: Db, id: string) => db.deleteFrom('charge_price').where('id', '=', id).execute();

export const pricesOfSite = (db: Db, siteId: string) => db.selectFrom('charge_price').selectAll().where('site_id', '=', siteId).execute();

// Settings

export const findSetting = (db: Db, siteId: string) => db.selectFrom('charge_setting').selectAll().where('site_id', '=', siteId).executeTakeFirst();

export async function upsertSetting(db: Db, row: ChargeSettingTable): Promise<void> {
  const { site_id: _site, tenant_id: _tenant, ...patch } = row;
  await db
    .insertInto('charge_setting')
    .values(row)
    .onConflict((oc) => oc.column('site_id').doUpdateSet(patch))
    .execute();
}

/** The ids among `ids` that are devices of the site. */
export async function devicesInSite(db: Db, siteId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('device').select('id').where('site_id', '=', siteId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export const deviceHome = (db: Db, deviceId: string) => db.selectFrom('device').select(['tenant_id', 'site_id']).where('id', '=', deviceId).executeTakeFirst();

// Orders

export const openOrderOf = (db: Db, deviceId: string) =>
  db.selectFrom('charge_order').selectAll().where('device_id', '=', deviceId).where('status', 'in', ['charging', 'full']).executeTakeFirst();

/** Opens a session; false when another writer opened one for this charger first (the partial unique index). */
export async function insertOpenOrder(
  db: Db,
  row: Pick<ChargeOrderTable, 'tenant_id' | 'site_id' | 'device_id' | 'start_ms' | 'start_wh' | 'created_at'>,
): Promise<boolean> {
  const res = await db
    .insertInto('charge_order')
    .values({
      id: randomUUID(),
      status: 'charging',
      last_ms: row.start_ms,
      full_ms: null,
      end_ms: null,
      end_wh: null,
      energy_wh: 0,
      electricity_cents: 0,
      service_cents: 0,
      idle_cents: 0,
      total_cents: 0,
      unpriced_wh: 0,
      tiers: '{}',
      slots: '',
      bill_date: null,
      end_reason: null,
      ...row,
    })
    .onConflict((oc) => oc.column('device_id').where('status', 'in', ['charging', 'full']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Moves an open order on, only if it is still in `from` (two servers may see the same message). */
export const advanceOrder = (db: Db, id: string, from: string, patch: Partial<ChargeOrderTable>) =>
  db.updateTable('charge_order').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst();

/** Open orders whose charger has not reported since `before` (ms). */
export const staleOrders = (db: Db, before: number) =>
  db.selectFrom('charge_order').select(['id', 'device_id']).where('status', 'in', ['charging', 'full']).where('last_ms', '<', before).limit(1000).execute();

export const touchOrder = (db: Db, id: string, lastMs: number) =>
  db.updateTable('charge_order').set({ last_ms: lastMs }).where('id', '=', id).where('last_ms', '<', lastMs).execute();

/** The charger's committed `energy_kwh` readings between two epoch ms (inclusive), oldest first. */
export async function meterReadings(db: Db, deviceId: string, fromMs: number, toMs: number): Promise<{ ts: number; kwh: number }[]> {
  const rows = (
    await sql<{ ts: string | number; dbl_v: number | null }>`select ts, dbl_v from ts_kv
    where device_id = ${deviceId} and key = 'energy_kwh' and ts >= ${fromMs * 1000} and ts <= ${toMs * 1000 + 999} and dbl_v is not null
    order by ts limit 20000`.execute(db)
  ).rows;
  return rows.map((r) => ({ ts: Math.floor(Number(r.ts) / 1000), kwh: Number(r.dbl_v) }));
}

export interface OrderFilter {
  tenantId: string;
  siteIds?: string[];
  siteId?: string;
  deviceId?: string;
  status?: string;
  startMs?: number;
  endMs?: number;
}

export async function listOrders(db: Db, f: OrderFilter, offset: number, limit: number) {
  let q = db
    .selectFrom('charge_order')
    .leftJoin('device', 'device.id', 'charge_order.device_id')
    .leftJoin('site', 'site.id', 'charge_order.site_id')
    .where('charge_order.tenant_id', '=', f.tenantId)
    .where(inSites(f.siteIds, 'charge_order.site_id'));
  if (f.siteId) q = q.where('charge_order.site_id', '=', f.siteId);
  if (f.deviceId) q = q.where('charge_order.device_id', '=', f.deviceId);
  if (f.status) q = q.where('charge_order.status', '=', f.status);
  if (f.startMs !== undefined) q = q.where('charge_order.start_ms', '>=', f.startMs);
  if (f.endMs !== undefined) q = q.where('charge_order.start_ms', '<=', f.endMs);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll('charge_order')
    .select(['device.name as device_name', 'site.name as site_name'])
    .orderBy('charge_order.start_ms', 'desc')
    .orderBy('charge_order.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return { total: Number(n), rows };
}

export const findOrder = (db: Db, tenantId: string, siteIds: string[] | undefined, id: string) =>
  db
    .selectFrom('charge_order')
    .leftJoin('device', 'device.id', 'charge_order.device_id')
    .leftJoin('site', 'site.id', 'charge_order.site_id')
    .selectAll('charge_order')
    .select(['device.name as device_name', 'site.name as site_name'])
    .where('charge_order.id', '=', id)
    .where('charge_order.tenant_id', '=', tenantId)
    .where(inSites(siteIds, 'charge_order.site_id'))
    .executeTakeFirst();

export interface IncomeRow {
  site_id: string;
  site_name: string | null;
  period: string;
  orders: number;
  energy_wh: number;
  electricity_cents: number;
  service_cents: number;
  idle_cents: number;
  total_cents: number;
}

/** Finished orders summed per site and local day (10 chars of `bill_date`) or month (7). */
export async function incomeReport(
  db: Db,
  f: { tenantId: string; siteIds?: string[]; siteId?: string; from: string; to: string; month: boolean },
): Promise<IncomeRow[]> {
  const len = f.month ? 7 : 10;
  const period = sql<string>`substr(charge_order.bill_date, 1, ${sql.lit(len)})`;
  let q = db
    .selectFrom('charge_order')
    .leftJoin('site', 'site.id', 'charge_order.site_id')
    .where('charge_order.tenant_id', '=', f.tenantId)
    .where('charge_order.status', '=', 'finished')
    .where(inSites(f.siteIds, 'charge_order.site_id'))
    .where('charge_order.bill_date', '>=', f.from)
    .where('charge_order.bill_date', '<=', f.to);
  if (f.siteId) q = q.where('charge_order.site_id', '=', f.siteId);
  const rows = await q
    .select([
      'charge_order.site_id',
      'site.name as site_name',
      period.as('period'),
      sql<string>`count(*)`.as('orders'),
      sql<string>`sum(charge_order.energy_wh)`.as('energy_wh'),
      sql<string>`sum(charge_order.electricity_cents)`.as('electricity_cents'),
      sql<string>`sum(charge_order.service_cents)`.as('service_cents'),
      sql<string>`sum(charge_order.idle_cents)`.as('idle_cents'),
      sql<string>`sum(charge_order.total_cents)`.as('total_cents'),
    ])
    .groupBy(['charge_order.site_id', 'site.name', period])
    .orderBy(period)
    .orderBy('charge_order.site_id')
    .limit(10_000)
    .execute();
  return rows.map((r) => ({
    site_id: r.site_id,
    site_name: r.site_name,
    period: r.period,
    orders: Number(r.orders),
    energy_wh: Number(r.energy_wh),
    electricity_cents: Number(r.electricity_cents),
    service_cents: Number(r.service_cents),
    idle_cents: Number(r.idle_cents),
    total_cents: Number(r.total_cents),
  }));
}
