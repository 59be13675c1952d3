/**
 * Protocol plugins (issue 15): the platform's registry of protocol adapters (one row per protocol type), managed by
 * SYS_ADMIN. Platform-wide, so no tenant column. Registered as `1080-protocol-plugins`.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table tp_protocol_plugin (
    id text primary key,
    name text not null,
    protocol_type text not null,
    access_address text not null default '',
    http_address text not null default '',
    sub_topic_prefix text not null default '',
    description text not null default '',
    device_type text not null default '1',
    additional_info text not null default '',
    created_at bigint not null)`.execute(db);
  await sql`create unique index tp_protocol_plugin_type_idx on tp_protocol_plugin(protocol_type)`.execute(db);
}
