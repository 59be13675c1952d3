/**
 * The plugin market (docs/market.md): the sources the SYS_ADMIN configures (a server directory or an HTTP(S) index),
 * the trusted publisher keys that sign packages (ed25519), the market switches (allow unsigned packages), the
 * enabled flag of built-in extensions, who signed each installed extension, and the authority / permission-tree
 * limits of menu entries an extension adds.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table market_source (
    id text primary key,
    name text not null,
    kind text not null,
    location text not null,
    created_at bigint not null)`.execute(db);
  await sql`create table market_trusted_key (
    id text primary key,
    name text not null,
    public_key text not null unique,
    created_at bigint not null)`.execute(db);
  await sql`create table market_setting (
    name text primary key,
    value text not null)`.execute(db);
  await sql`create table extension_builtin_state (
    id text primary key,
    enabled boolean not null)`.execute(db);
  // The view paths of a disabled built-in: their menu rows leave every menu tree until it is enabled again.
  await sql`create table extension_disabled_view (
    extension_id text not null,
    component text not null,
    primary key (extension_id, component))`.execute(db);
  await sql`alter table extension add column signer text`.execute(db);
  await sql`alter table sys_function add column requires text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table sys_function drop column requires`.execute(db);
  await sql`alter table extension drop column signer`.execute(db);
  await sql`drop table extension_disabled_view`.execute(db);
  await sql`drop table extension_builtin_state`.execute(db);
  await sql`drop table market_setting`.execute(db);
  await sql`drop table market_trusted_key`.execute(db);
  await sql`drop table market_source`.execute(db);
}
