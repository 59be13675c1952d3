/** SQL of firmware packages, upgrade tasks and the per-device upgrade rows. */
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { OtaDeviceTable, OtaPackageTable, OtaTaskTable } from '../products/tables';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPackages(db: Db, tenantId: string, f: { package_name?: string; id?: string; product_id?: string }, limit: number, offset: number) {
  let q = db.selectFrom('tp_ota as o').innerJoin('tp_product as p', 'p.id', 'o.product_id').where('o.tenant_id', '=', tenantId);
  if (f.id) q = q.where('o.id', '=', f.id);
  if (f.product_id) q = q.where('o.product_id', '=', f.product_id);
  if (f.package_name) q = q.where('o.package_name', 'ilike', like(f.package_name));
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q.selectAll('o').select('p.name as product_name').orderBy('o.created_at', 'desc').orderBy('o.id').limit(limit).offset(offset).execute();
  return { total, rows };
}

export const findPackage = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('tp_ota').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const insertPackage = (db: Db, row: OtaPackageTable) => db.insertInto('tp_ota').values(row).execute();

export const packageHasTasks = async (db: Db, id: string) =>
  Boolean(await db.selectFrom('tp_ota_task').select('id').where('ota_id', '=', id).limit(1).executeTakeFirst());

export const deletePackage = (db: Db, tenantId: string, id: string) => db.deleteFrom('tp_ota').where('tenant_id', '=', tenantId).where('id', '=', id).execute();

/** Tasks of a package with their device count and computed status: 0 waiting to start, 1 running, 2 finished. */
export async function listTasks(db: Db, tenantId: string, otaId: string, f: { id?: string; task_name?: string }, limit: number, offset: number) {
  let q = db.selectFrom('tp_ota_task as t').where('t.tenant_id', '=', tenantId).where('t.ota_id', '=', otaId);
  if (f.id) q = q.where('t.id', '=', f.id);
  if (f.task_name) q = q.where('t.task_name', 'ilike', like(f.task_name));
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q
    .selectAll('t')
    .select(sql<number>`(select count(*) from tp_ota_device r where r.ota_task_id = t.id)::int`.as('device_count'))
    .select(sql<number>`(select count(*) from tp_ota_device r where r.ota_task_id = t.id and r.upgrade_status in ('0', '1', '2'))::int`.as('active_count'))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total, rows };
}

export const findTask = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('tp_ota_task').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const taskByToken = (db: Db, token: string) =>
  db
    .selectFrom('tp_ota_task as t')
    .innerJoin('tp_ota as o', 'o.id', 't.ota_id')
    .select(['t.id', 'o.id as ota_id', 'o.tenant_id', 'o.file_name', 'o.file_size'])
    .where('t.download_token', '=', token)
    .executeTakeFirst();

export const activeCount = async (db: Db, taskId: string) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from tp_ota_device where ota_task_id = ${taskId} and upgrade_status in ('0', '1', '2')`.execute(db))
      .rows[0].n,
  );

export async function insertTask(db: Db, task: OtaTaskTable, rows: OtaDeviceTable[], chunk = 2000) {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('tp_ota_task').values(task).execute();
    for (let i = 0; i < rows.length; i += chunk)
      await trx
        .insertInto('tp_ota_device')
        .values(rows.slice(i, i + chunk))
        .execute();
  });
}

export const deleteTask = (db: Db, tenantId: string, id: string) =>
  db.deleteFrom('tp_ota_task').where('tenant_id', '=', tenantId).where('id', '=', id).execute();

export interface DeviceVersion {
  id: string;
  current_version: string;
}

/** Devices of the tenant with these ids (site-scoped when a site is chosen). */
export async function tenantDevices(db: Db, tenantId: string, siteId: string | undefined, ids: string[]): Promise<DeviceVersion[]> {
  let q = db
    .selectFrom('device')
    .select(['id', sql<string>`coalesce(current_version, '')`.as('current_version')])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids);
  if (siteId) q = q.where('site_id', '=', siteId);
  return q.execute();
}

export async function productDevices(db: Db, tenantId: string, siteId: string | undefined, productId: string): Promise<DeviceVersion[]> {
  let q = db
    .selectFrom('device')
    .select(['id', sql<string>`coalesce(current_version, '')`.as('current_version')])
    .where('tenant_id', '=', tenantId)
    .where('product_id' as never, '=', productId as never);
  if (siteId) q = q.where('site_id', '=', siteId);
  return q.execute();
}

export interface PushRow {
  id: string;
  device_id: string;
  ota_task_id: string;
  token: string | null;
  retry_left: number;
  target_version: string;
  file_size: number;
  sign: string;
  signature_algorithm: string;
  package_module: string;
  additional_info: string;
  download_token: string;
}

const PUSH_SELECT = sql`select r.id, r.device_id, r.ota_task_id, d.token, r.retry_left, r.target_version, o.file_size, o.sign, o.signature_algorithm,
    o.package_module, o.additional_info, t.download_token
  from tp_ota_device r join tp_ota_task t on t.id = r.ota_task_id join tp_ota o on o.id = t.ota_id join device d on d.id = r.device_id`;

export async function pushRows(db: Db, where: { taskId?: string; rowIds?: string[]; deviceIds?: string[]; waitingOnline?: boolean }): Promise<PushRow[]> {
  const parts = [sql`t.pushed = '1'`];
  if (where.taskId) parts.push(sql`r.ota_task_id = ${where.taskId} and r.upgrade_status = '0'`);
  if (where.rowIds) parts.push(sql`r.id = any(${where.rowIds}::text[])`);
  if (where.deviceIds) parts.push(sql`r.device_id = any(${where.deviceIds}::text[])`);
  if (where.waitingOnline) parts.push(sql`r.upgrade_status = '2' and r.notified_at_ms is null`);
  const r = await sql<PushRow>`${PUSH_SELECT} where ${sql.join(parts, sql` and `)}`.execute(db);
  return r.rows.map((x) => ({ ...x, file_size: Number(x.file_size), retry_left: Number(x.retry_left) }));
}

/** Devices among these that have an unfinished upgrade in another task. */
export async function busyDevices(db: Db, deviceIds: string[], exceptRowIds: string[]): Promise<Set<string>> {
  if (!deviceIds.length) return new Set();
  const r = await sql<{ device_id: string }>`select distinct device_id from tp_ota_device where device_id = any(${deviceIds}::text[])
    and upgrade_status in ('1', '2') and not (id = any(${exceptRowIds}::text[]))`.execute(db);
  return new Set(r.rows.map((x) => x.device_id));
}

export interface RowPatch {
  upgrade_status?: string;
  status_detail?: string;
  detail_params?: string;
  upgrade_progress?: number;
  retry_left?: number;
  notified_at_ms?: number | null;
  last_report_ms?: number | null;
}

/** Sets the same patch on many rows (chunked `in` lists); `onlyStatuses` guards against racing a newer state. */
export async function patchRows(db: Db, ids: string[], patch: RowPatch, now: number, onlyStatuses?: string[], chunk = 5000) {
  let n = 0;
  for (let i = 0; i < ids.length; i += chunk) {
    let q = db
      .updateTable('tp_ota_device')
      .set({ ...patch, status_update_ms: now })
      .where('id', 'in', ids.slice(i, i + chunk));
    if (onlyStatuses) q = q.where('upgrade_status', 'in', onlyStatuses);
    n += Number((await q.executeTakeFirst()).numUpdatedRows);
  }
  return n;
}

export interface ReportRow {
  id: string;
  ota_task_id: string;
  upgrade_status: string;
  upgrade_progress: number;
  target_version: string;
  retry_left: number;
  package_module: string;
  timeout_seconds: number;
}

/** Scheduled tasks whose start time has come; marks them pushed and returns their ids. */
export async function dueTasks(db: Db, now: number): Promise<string[]> {
  const r = await sql<{ id: string }>`update tp_ota_task set pushed = '1' where pushed = '0' and start_time <= ${now} returning id`.execute(db);
  return r.rows.map((x) => x.id);
}

/** Unfinished rows of tasks whose end time has passed. */
export async function endedRows(db: Db, now: number): Promise<string[]> {
  const r = await sql<{ id: string }>`select r.id from tp_ota_device r join tp_ota_task t on t.id = r.ota_task_id
    where t.end_time is not null and t.end_time <= ${now} and r.upgrade_status in ('0', '1', '2')`.execute(db);
  return r.rows.map((x) => x.id);
}

/** Told rows that reported nothing for their task's timeout. */
export async function silentRows(db: Db, now: number): Promise<Array<{ id: string; retry_left: number; timeout_seconds: number }>> {
  const r = await sql<{ id: string; retry_left: number; timeout_seconds: number }>`select r.id, r.retry_left, t.timeout_seconds
    from tp_ota_device r join tp_ota_task t on t.id = r.ota_task_id
    where r.upgrade_status in ('1', '2') and r.notified_at_ms is not null
      and coalesce(r.last_report_ms, r.notified_at_ms) + t.timeout_seconds * 1000 <= ${now}`.execute(db);
  return r.rows.map((x) => ({ ...x, retry_left: Number(x.retry_left), timeout_seconds: Number(x.timeout_seconds) }));
}

export async function listRows(
  db: Db,
  tenantId: string,
  taskId: string,
  f: { device_id?: string; name?: string; upgrade_status?: string },
  limit: number,
  offset: number,
) {
  let q = db
    .selectFrom('tp_ota_device as r')
    .innerJoin('device as d', 'd.id', 'r.device_id')
    .where('r.tenant_id', '=', tenantId)
    .where('r.ota_task_id', '=', taskId);
  if (f.device_id) q = q.where('r.device_id', '=', f.device_id);
  if (f.name) q = q.where('d.name', 'ilike', like(f.name));
  if (f.upgrade_status) q = q.where('r.upgrade_status', '=', f.upgrade_status);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q
    .selectAll('r')
    .select(['d.name', sql<string>`d.d_id`.as('device_code')])
    .orderBy('d.name')
    .orderBy('r.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const counts = await sql<{ upgrade_status: string; count: number }>`select upgrade_status, count(*)::int as count from tp_ota_device
    where ota_task_id = ${taskId} group by upgrade_status order by upgrade_status`.execute(db);
  return { total, rows, statuscount: counts.rows };
}

export const taskRows = (db: Db, taskId: string, statuses: string[]) =>
  db.selectFrom('tp_ota_device').select(['id', 'upgrade_status']).where('ota_task_id', '=', taskId).where('upgrade_status', 'in', statuses).execute();

export const findRow = (db: Db, tenantId: string, taskId: string, id: string) =>
  db.selectFrom('tp_ota_device').selectAll().where('tenant_id', '=', tenantId).where('ota_task_id', '=', taskId).where('id', '=', id).executeTakeFirst();

/** The upgrade in flight of each of these devices (told, not finished; the newest when several). */
export async function inFlightMany(db: Db, deviceIds: string[]): Promise<Map<string, ReportRow & { device_id: string }>> {
  const out = new Map<string, ReportRow & { device_id: string }>();
  if (!deviceIds.length) return out;
  const r = await sql<
    ReportRow & { device_id: string }
  >`select distinct on (r.device_id) r.device_id, r.id, r.ota_task_id, r.upgrade_status, r.upgrade_progress,
      r.target_version, r.retry_left, o.package_module, t.timeout_seconds
    from tp_ota_device r join tp_ota_task t on t.id = r.ota_task_id join tp_ota o on o.id = t.ota_id
    where r.device_id = any(${deviceIds}::text[]) and r.upgrade_status in ('1', '2') and r.notified_at_ms is not null
    order by r.device_id, r.notified_at_ms desc`.execute(db);
  for (const row of r.rows) out.set(row.device_id, { ...row, upgrade_progress: Number(row.upgrade_progress), retry_left: Number(row.retry_left) });
  return out;
}

export interface ReportPatch {
  id: string;
  upgrade_status: string;
  upgrade_progress: number;
  status_detail: string;
  detail_params: string;
}

/** Applies many rows' own patches in one statement per chunk; rows that left 1/2 meanwhile keep their state. */
export async function applyReports(db: Db, patches: ReportPatch[], now: number, chunk = 2000) {
  for (let i = 0; i < patches.length; i += chunk) {
    const values = sql.join(
      patches
        .slice(i, i + chunk)
        .map((p) => sql`(${p.id}::text, ${p.upgrade_status}::text, ${p.upgrade_progress}::int, ${p.status_detail}::text, ${p.detail_params}::text)`),
    );
    await sql`update tp_ota_device r set upgrade_status = v.s, upgrade_progress = v.p, status_detail = v.d, detail_params = v.dp, last_report_ms = ${now}, status_update_ms = ${now}
      from (values ${values}) as v(id, s, p, d, dp) where r.id = v.id and r.upgrade_status in ('1', '2')`.execute(db);
  }
}

/** Sets the firmware version of many devices in one statement per chunk. */
export async function setDeviceVersions(db: Db, versions: Map<string, string>, chunk = 5000) {
  const all = [...versions];
  for (let i = 0; i < all.length; i += chunk) {
    const values = sql.join(all.slice(i, i + chunk).map(([id, v]) => sql`(${id}::text, ${v}::text)`));
    await sql`update device d set current_version = v.ver from (values ${values}) as v(id, ver) where d.id = v.id`.execute(db);
  }
}
