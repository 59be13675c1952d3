/**
 * Notifications (issue 13): the SYS_ADMIN service configuration (one row per notice type), tenant notice groups
 * with their members, the delivery outbox, one record per delivery attempt, and the in-console notices of users.
 * Times ending in `_ms` are milliseconds (the outbox schedules retries finer than a second); others are seconds.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table notification_service (
    notice_type integer primary key,
    config text not null,
    status integer not null default 0,
    updated_at bigint not null)`.execute(db);
  await sql`create table notification_group (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    group_name text not null,
    description text not null default '',
    notification_type integer not null,
    status integer not null default 1,
    notification_config text not null default '{}',
    created_at bigint not null,
    updated_at bigint not null)`.execute(db);
  await sql`create index notification_group_tenant_idx on notification_group(tenant_id, created_at desc, id)`.execute(db);
  await sql`create table notification_member (
    group_id text not null references notification_group(id) on delete cascade,
    user_id text not null references users(id) on delete cascade,
    is_email integer not null default 0,
    is_phone integer not null default 0,
    is_message integer not null default 0,
    primary key (group_id, user_id))`.execute(db);
  await sql`create table notification_outbox (
    id text primary key,
    tenant_id text,
    group_id text,
    channel text not null,
    target text not null,
    subject text not null,
    content text not null,
    source text not null,
    source_id text,
    status text not null,
    attempts integer not null default 0,
    next_attempt_ms bigint not null,
    lease_until_ms bigint,
    last_error text,
    created_ms bigint not null,
    sent_ms bigint)`.execute(db);
  // The worker's claim: due rows by time; the partial index keeps finished rows out of the scan.
  await sql`create index notification_outbox_due_idx on notification_outbox(next_attempt_ms) where status in ('pending', 'retry', 'sending')`.execute(db);
  await sql`create table notification_record (
    id text primary key,
    tenant_id text,
    outbox_id text,
    group_id text,
    notification_type integer not null,
    channel text not null,
    send_target text not null,
    send_content text not null,
    send_result integer not null,
    attempt integer not null,
    error text not null default '',
    send_time bigint not null)`.execute(db);
  await sql`create index notification_record_tenant_idx on notification_record(tenant_id, send_time desc, id)`.execute(db);
  await sql`create index notification_record_outbox_idx on notification_record(outbox_id)`.execute(db);
  await sql`create table user_notice (
    id text primary key,
    tenant_id text,
    user_id text not null references users(id) on delete cascade,
    subject text not null,
    content text not null,
    source text not null,
    created_at bigint not null,
    read_at bigint)`.execute(db);
  await sql`create index user_notice_user_idx on user_notice(user_id, created_at desc, id)`.execute(db);
}
