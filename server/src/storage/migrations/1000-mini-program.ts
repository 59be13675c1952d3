/**
 * The mini-program areas of a site (issue 18): the device groups it shows (rows pointing into the project/group
 * tree, no second tree), end-user feedback, media (banners, guides), notices, and the per-site key the open routes
 * check. Images are stored as checked data URLs; times are epoch milliseconds.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table mini_device_group (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    site_id text not null references site(id) on delete cascade,
    asset_id text not null references asset(id) on delete cascade,
    display_name text not null,
    sort integer not null default 0,
    created_at bigint not null,
    unique (site_id, asset_id))`.execute(db);
  await sql`create table mini_feedback (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    site_id text not null references site(id) on delete cascade,
    device_id text,
    content text not null,
    images text not null default '[]',
    contact text not null default '',
    status text not null,
    reply text not null default '',
    replied_at bigint,
    replied_by text,
    created_at bigint not null)`.execute(db);
  await sql`create index mini_feedback_site_idx on mini_feedback(site_id, created_at desc, id)`.execute(db);
  await sql`create table mini_source (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    site_id text not null references site(id) on delete cascade,
    kind text not null,
    title text not null,
    image text not null default '',
    link text not null default '',
    sort integer not null default 0,
    published integer not null default 0,
    created_at bigint not null,
    updated_at bigint not null)`.execute(db);
  await sql`create index mini_source_site_idx on mini_source(site_id, sort, id)`.execute(db);
  await sql`create table mini_notice (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    site_id text not null references site(id) on delete cascade,
    title text not null,
    content text not null,
    audience text not null,
    published integer not null default 0,
    publish_at bigint,
    created_at bigint not null,
    updated_at bigint not null)`.execute(db);
  await sql`create index mini_notice_site_idx on mini_notice(site_id, created_at desc, id)`.execute(db);
  await sql`create index mini_notice_tenant_idx on mini_notice(tenant_id, audience, published)`.execute(db);
  await sql`create table mini_site_key (
    site_id text primary key references site(id) on delete cascade,
    tenant_id text not null references tenant(id) on delete cascade,
    key_hash text not null,
    key_hint text not null,
    created_at bigint not null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['mini_site_key', 'mini_notice', 'mini_source', 'mini_feedback', 'mini_device_group'])
    await sql`drop table if exists ${sql.raw(t)}`.execute(db);
}
