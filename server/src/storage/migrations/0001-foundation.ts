/** Foundation tables: tenants, users, sessions, permissions, sites, a minimal device table, logs, extensions. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table tenant (id text primary key, name text not null default '', created_at bigint not null)`,
    `create table users (
       id text primary key, tenant_id text references tenant(id) on delete cascade,
       email text not null unique, phone_number text unique, name text not null default '',
       password_hash text not null, authority text not null, enabled text not null default '1',
       remark text not null default '', additional_info text not null default '{}',
       created_at bigint not null, updated_at bigint not null)`,
    `create index users_tenant_idx on users(tenant_id)`,
    `create table session (
       jti text primary key, user_id text not null references users(id) on delete cascade,
       expires_at bigint not null, revoked_at bigint, created_at bigint not null)`,
    `create index session_user_idx on session(user_id)`,
    `create table captcha (phone_number text primary key, code text not null, expires_at_ms bigint not null, sent_at_ms bigint not null)`,
    `create table sys_function (
       id text primary key, parent_id text not null default '0', name text not null,
       title text not null default '', icon text not null default '', component text not null default '',
       path text not null default '', sort integer not null default 0, code text not null default '',
       type text not null, description text not null default '', access text not null default 'common',
       extension_id text, created_at bigint not null)`,
    `create index sys_function_parent_idx on sys_function(parent_id)`,
    // Menu and page names are route names, so unique; buttons may repeat (the seed shares codes between menus).
    `create unique index sys_function_route_name_idx on sys_function(name) where type <> '3'`,
    `create table role (
       id text primary key, tenant_id text references tenant(id) on delete cascade,
       role_name text not null, role_describe text not null default '', parent_id text not null default '0',
       created_at bigint not null)`,
    `create table role_function (
       role_id text not null references role(id) on delete cascade,
       function_id text not null references sys_function(id) on delete cascade, primary key (role_id, function_id))`,
    `create table user_role (
       user_id text not null references users(id) on delete cascade,
       role_id text not null references role(id) on delete cascade, primary key (user_id, role_id))`,
    `create table site (
       id text primary key, tenant_id text not null references tenant(id) on delete cascade,
       name text not null, address text not null default '', remark text not null default '', created_at bigint not null)`,
    `create index site_tenant_idx on site(tenant_id)`,
    `create table site_user (
       site_id text not null references site(id) on delete cascade,
       user_id text not null references users(id) on delete cascade, primary key (site_id, user_id))`,
    `create table device (
       id text primary key, tenant_id text not null references tenant(id) on delete cascade,
       site_id text references site(id) on delete set null, name text not null default '', created_at bigint not null)`,
    `create index device_tenant_idx on device(tenant_id)`,
    `create table message_counter (tenant_id text primary key, count bigint not null default 0)`,
    `create table system_setting (
       id text primary key, system_name text not null default '', theme text not null default '',
       logo_one text not null default '', logo_two text not null default '', logo_three text not null default '',
       home_background text not null default '', remark text not null default '')`,
    `create table operation_log (
       seq bigserial primary key, id text not null unique, tenant_id text, user_id text, user_email text not null default '',
       ip text not null default '', method text not null default 'POST', path text not null, code integer not null,
       message text not null default '', created_at bigint not null)`,
    `create index operation_log_tenant_idx on operation_log(tenant_id, seq)`,
    `create table extension (
       id text primary key, version text not null, manifest jsonb not null, enabled boolean not null default true,
       installed_at bigint not null)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
