/**
 * SQL of the command area: the device log (`conditions_log`), the command and event histories. Histories are read
 * for one device the service has already checked is in the caller's scope; the log is filtered by tenant and sites.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import { escapeLike } from '../../storage/like';
import { siteCondition } from '../sites/store';

export interface LogEntry {
  tenantId: string;
  deviceId: string;
  operationType: string;
  instruct: unknown;
  sender: string;
  ok: boolean;
  respond: string;
  /** `cteate_time` text (the contract's spelling) and seconds. */
  createTime: string;
  createdAt: number;
}

export async function insertLogEntry(db: Db, e: LogEntry): Promise<void> {
  await db
    .insertInto('conditions_log')
    .values({
      id: randomUUID(),
      tenant_id: e.tenantId,
      device_id: e.deviceId,
      operation_type: e.operationType,
      instruct: JSON.stringify(e.instruct),
      sender: e.sender,
      send_result: e.ok ? '1' : '2',
      respond: e.respond,
      cteate_time: e.createTime,
      created_at: e.createdAt,
      remark: '',
      protocol_type: 'mqtt',
    })
    .execute();
}

export interface CommandRecord {
  deviceId: string;
  identifier: string;
  name: string;
  desc: string;
  params: unknown;
  sendTime: number;
  ok: boolean;
  userId: string;
}

export async function insertCommandHistory(db: Db, c: CommandRecord): Promise<void> {
  await db
    .insertInto('device_command_history')
    .values({
      id: randomUUID(),
      device_id: c.deviceId,
      command_identify: c.identifier,
      command_name: c.name,
      desc: c.desc,
      data: JSON.stringify(c.params),
      send_time: c.sendTime,
      send_status: c.ok ? '1' : '2',
      user_id: c.userId,
    })
    .execute();
}

export async function commandHistoryPage(db: Db, deviceId: string, offset: number, limit: number) {
  const q = db.selectFrom('device_command_history').where('device_id', '=', deviceId);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('send_time', 'desc').orderBy('id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

export async function eventHistoryPage(db: Db, deviceId: string, offset: number, limit: number) {
  const q = db.selectFrom('device_event_history').where('device_id', '=', deviceId);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('report_time', 'desc').orderBy('id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

/** Equality filters (`device_id`, `operation_type`, `send_result`, `business_id`, `asset_id`) and "contains" name filters. */
export type DeviceLogFilter = Record<string, string | number | undefined>;

/** The device log of a tenant (optionally limited to sites), joined with device, group and project names. */
export async function deviceLogPage(db: Db, tenantId: string, siteIds: string[] | undefined, b: DeviceLogFilter, offset: number, limit: number) {
  const f: ReturnType<typeof sql>[] = [sql`l.tenant_id = ${tenantId}`];
  const like = (v: unknown) => `%${escapeLike(String(v))}%`;
  if (b.device_id) f.push(sql`l.device_id = ${b.device_id}`);
  if (b.operation_type) f.push(sql`l.operation_type = ${b.operation_type}`);
  if (b.send_result) f.push(sql`l.send_result = ${b.send_result}`);
  if (b.business_id) f.push(sql`a.business_id = ${b.business_id}`);
  if (b.asset_id) f.push(sql`d.asset_id = ${b.asset_id}`);
  if (b.business_name) f.push(sql`bu.name ilike ${like(b.business_name)}`);
  if (b.asset_name) f.push(sql`a.name ilike ${like(b.asset_name)}`);
  if (b.device_name) f.push(sql`d.name ilike ${like(b.device_name)}`);
  if (b.user_name) f.push(sql`l.sender ilike ${like(b.user_name)}`);
  if (siteIds) f.push(siteCondition('d.site_id', siteIds));
  const from = sql`from conditions_log l left join device d on d.id = l.device_id left join asset a on a.id = d.asset_id
    left join business bu on bu.id = a.business_id where ${sql.join(f, sql` and `)}`;
  const total = (await sql<{ n: number }>`select count(*)::int as n ${from}`.execute(db)).rows[0].n;
  const rows = (
    await sql`select l.id, l.device_id, l.operation_type, l.instruct, l.sender, l.send_result, l.respond, l.cteate_time,
      l.created_at, l.remark, l.protocol_type, d.name as device_name, d.asset_id, a.name as asset_name, a.business_id,
      bu.name as business_name, l.sender as user_name
    ${from} order by l.created_at desc, l.id limit ${limit} offset ${offset}`.execute(db)
  ).rows;
  return { total: Number(total), rows };
}
