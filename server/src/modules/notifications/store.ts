/** All SQL of the notifications module. Group, record and notice queries carry the tenant (or the user). */
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../storage/database';
import type { Database, NotificationGroupTable, NotificationMemberTable, NotificationOutboxTable, NotificationRecordTable } from '../../storage/schema';
import { escapeLike } from '../../storage/like';

type Conn = Db | Transaction<Database>;

// --- service configuration (platform-wide, SYS_ADMIN) ---

export function readService(db: Db, noticeType: number) {
  return db.selectFrom('notification_service').selectAll().where('notice_type', '=', noticeType).executeTakeFirst();
}

export async function writeService(db: Db, noticeType: number, config: string, status: number, now: number): Promise<void> {
  await db
    .insertInto('notification_service')
    .values({ notice_type: noticeType, config, status, updated_at: now })
    .onConflict((oc) => oc.column('notice_type').doUpdateSet({ config, status, updated_at: now }))
    .execute();
}

// --- notice groups ---

export interface GroupFilter {
  group_name?: string;
  notification_type?: number;
  status?: number;
}

export async function listGroups(db: Db, tenantId: string, f: GroupFilter, offset: number, limit: number) {
  let q = db.selectFrom('notification_group').where('tenant_id', '=', tenantId);
  if (f.group_name) q = q.where('group_name', 'ilike', `%${escapeLike(f.group_name)}%`);
  if (f.notification_type !== undefined) q = q.where('notification_type', '=', f.notification_type);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

export function findGroup(db: Conn, tenantId: string, id: string) {
  return db.selectFrom('notification_group').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function saveGroup(db: Db, row: NotificationGroupTable, members: Omit<NotificationMemberTable, 'group_id'>[], isNew: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (isNew) await trx.insertInto('notification_group').values(row).execute();
    else {
      const { id, tenant_id, created_at: _c, status: _s, ...changes } = row;
      await trx.updateTable('notification_group').set(changes).where('tenant_id', '=', tenant_id).where('id', '=', id).execute();
      await trx.deleteFrom('notification_member').where('group_id', '=', id).execute();
    }
    if (members.length)
      await trx
        .insertInto('notification_member')
        .values(members.map((m) => ({ ...m, group_id: row.id })))
        .execute();
  });
}

export async function deleteGroup(db: Db, tenantId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('notification_group').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function setGroupStatus(db: Db, tenantId: string, id: string, status: number, now: number): Promise<boolean> {
  const r = await db
    .updateTable('notification_group')
    .set({ status, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The members of a group with the addresses of their user rows (users of the group's tenant only). */
export function membersOf(db: Conn, tenantId: string, groupId: string) {
  return db
    .selectFrom('notification_member as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'm.is_email', 'm.is_phone', 'm.is_message', 'u.email', 'u.phone_number', 'u.name'])
    .where('m.group_id', '=', groupId)
    .where('u.tenant_id', '=', tenantId)
    .orderBy('u.email')
    .execute();
}

/** Which of these user ids belong to the tenant. */
export async function tenantUserIds(db: Db, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

// --- outbox ---

export type OutboxInsert = Omit<NotificationOutboxTable, 'id' | 'status' | 'attempts' | 'lease_until_ms' | 'last_error' | 'sent_ms'>;

export async function enqueue(db: Db, rows: OutboxInsert[]): Promise<string[]> {
  if (!rows.length) return [];
  const full = rows.map((r) => ({ ...r, id: randomUUID(), status: 'pending', attempts: 0, lease_until_ms: null, last_error: null, sent_ms: null }));
  await db.insertInto('notification_outbox').values(full).execute();
  return full.map((r) => r.id);
}

/**
 * Claims up to `limit` due rows for this worker: pending or retry rows whose time has come, and sending rows whose
 * lease ran out (a server died mid-send). `FOR UPDATE SKIP LOCKED` lets several servers claim side by side without
 * ever taking the same row; the lease marks the claim for everyone else once the statement commits.
 */
export async function claimDue(db: Db, now: number, leaseMs: number, limit: number): Promise<NotificationOutboxTable[]> {
  const r = await sql<NotificationOutboxTable>`update notification_outbox o
      set status = 'sending', attempts = o.attempts + 1, lease_until_ms = ${now + leaseMs}
    where o.id in (
      select id from notification_outbox
      where (status in ('pending', 'retry') and next_attempt_ms <= ${now}) or (status = 'sending' and lease_until_ms <= ${now})
      order by next_attempt_ms, id
      limit ${limit}
      for update skip locked)
    returning o.*`.execute(db);
  return r.rows;
}

export async function finishOutbox(
  db: Db,
  id: string,
  attempts: number,
  change: Pick<NotificationOutboxTable, 'status' | 'next_attempt_ms' | 'last_error' | 'sent_ms'>,
): Promise<void> {
  // Only the claim that is still current may finish the row (a lease taken over by another server wins).
  await db
    .updateTable('notification_outbox')
    .set({ ...change, lease_until_ms: null })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('attempts', '=', attempts)
    .execute();
}

/** Drops delivered rows older than `before` (their records stay): the outbox holds only what may still be sent. */
export async function purgeSent(db: Db, before: number): Promise<number> {
  const r = await db.deleteFrom('notification_outbox').where('status', '=', 'sent').where('sent_ms', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export function outboxRow(db: Db, id: string) {
  return db.selectFrom('notification_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

// --- delivery records ---

export async function insertRecord(db: Conn, row: Omit<NotificationRecordTable, 'id'>): Promise<void> {
  await db
    .insertInto('notification_record')
    .values({ id: randomUUID(), ...row })
    .execute();
}

export interface RecordFilter {
  notification_type?: number;
  receive_target?: string;
  start_time?: number;
  end_time?: number;
  group_id?: string;
  send_result?: number;
}

/** Records of a tenant (`null`: the platform's own test sends, seen by SYS_ADMIN), newest first. */
export async function listRecords(db: Db, tenantId: string | null, f: RecordFilter, offset: number, limit: number) {
  let q = db.selectFrom('notification_record');
  q = tenantId === null ? q.where('tenant_id', 'is', null) : q.where('tenant_id', '=', tenantId);
  if (f.notification_type !== undefined) q = q.where('notification_type', '=', f.notification_type);
  if (f.receive_target) q = q.where('send_target', 'ilike', `%${escapeLike(f.receive_target)}%`);
  if (f.start_time !== undefined) q = q.where('send_time', '>=', f.start_time);
  if (f.end_time !== undefined) q = q.where('send_time', '<=', f.end_time);
  if (f.group_id) q = q.where('group_id', '=', f.group_id);
  if (f.send_result !== undefined) q = q.where('send_result', '=', f.send_result);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('send_time', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

// --- in-console notices ---

export async function insertUserNotice(
  db: Db,
  row: { tenant_id: string | null; user_id: string; subject: string; content: string; source: string; created_at: number },
): Promise<void> {
  await db
    .insertInto('user_notice')
    .values({ id: randomUUID(), read_at: null, ...row })
    .execute();
}

export async function listUserNotices(db: Db, userId: string, offset: number, limit: number) {
  const q = db.selectFrom('user_notice').where('user_id', '=', userId);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const { unread } = await q
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .executeTakeFirstOrThrow();
  const rows = await q
    .select(['id', 'subject', 'content', 'source', 'created_at', 'read_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return { total: Number(n), unread: Number(unread), rows };
}

export async function hasUserNotice(db: Db, userId: string, id: string): Promise<boolean> {
  return !!(await db.selectFrom('user_notice').select('id').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst());
}

/** Marks one notice (or, without an id, all) of the user read. */
export async function markNoticesRead(db: Db, userId: string, id: string | undefined, now: number): Promise<number> {
  let q = db.updateTable('user_notice').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (id) q = q.where('id', '=', id);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
