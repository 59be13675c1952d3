/**
 * Device access and telemetry: projects ("business"), groups ("asset"), the full device row, device plugins
 * (`device_model`, TSL inside `chart_data`), telemetry (`ts_kv` µs + `ts_kv_latest`), command and event history,
 * and the device log (`conditions_log`).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table business (
       id text primary key, tenant_id text not null references tenant(id) on delete cascade,
       site_id text references site(id) on delete set null, name text not null, created_at bigint not null)`,
    `create index business_tenant_idx on business(tenant_id)`,
    `create table asset (
       id text primary key, tenant_id text not null references tenant(id) on delete cascade,
       business_id text not null references business(id) on delete cascade, parent_id text not null default '0',
       name text not null, tier integer not null default 1, created_at bigint not null)`,
    `create index asset_business_idx on asset(business_id)`,
    `create index asset_parent_idx on asset(parent_id)`,
    `alter table device
       add column asset_id text references asset(id) on delete set null,
       add column token text unique,
       add column password text not null default '',
       add column additional_info text not null default '{}',
       add column type text not null default '',
       add column label text not null default '',
       add column search_text text not null default '',
       add column chart_option text not null default '{}',
       add column protocol text not null default 'mqtt',
       add column port text not null default '',
       add column publish text not null default '',
       add column subscribe text not null default '',
       add column username text not null default '',
       add column d_id text not null default '',
       add column location text not null default '',
       add column device_type text not null default '1',
       add column parent_id text not null default '',
       add column protocol_config text not null default '{}',
       add column sub_device_addr text not null default '',
       add column script_id text not null default '',
       add column product_id text not null default '',
       add column current_version text not null default '',
       add column remark text not null default ''`,
    `create index device_asset_idx on device(asset_id)`,
    `create index device_parent_idx on device(parent_id)`,
    `create table device_model (
       id text primary key, tenant_id text references tenant(id) on delete cascade,
       model_name text not null, flag integer not null default 0, chart_data text not null default '{}',
       model_type text not null default '', describe text not null default '', version text not null default '',
       author text not null default '', sort integer not null default 0, issued integer not null default 0,
       remark text not null default '', created_at bigint not null)`,
    `create table ts_kv (
       device_id text not null, key text not null, ts bigint not null,
       dbl_v double precision, str_v text, bool_v boolean,
       primary key (device_id, key, ts))`,
    `create table ts_kv_latest (
       device_id text not null, key text not null, ts bigint not null,
       dbl_v double precision, str_v text, bool_v boolean,
       primary key (device_id, key))`,
    `create table device_command_history (
       id text primary key, device_id text not null, command_identify text not null, command_name text not null default '',
       "desc" text not null default '', data text not null default '', send_time bigint not null,
       send_status text not null, user_id text not null default '')`,
    `create index device_command_history_idx on device_command_history(device_id, send_time)`,
    `create table device_event_history (
       id text primary key, device_id text not null, event_identify text not null, event_name text not null default '',
       "desc" text not null default '', data text not null default '', report_time bigint not null)`,
    `create index device_event_history_idx on device_event_history(device_id, report_time)`,
    `create table conditions_log (
       id text primary key, tenant_id text not null, device_id text not null, operation_type text not null,
       instruct text not null default '', sender text not null default '', send_result text not null,
       respond text not null default '', cteate_time text not null, created_at bigint not null,
       remark text not null default '', protocol_type text not null default 'mqtt')`,
    `create index conditions_log_tenant_idx on conditions_log(tenant_id, created_at)`,
    `create index conditions_log_device_idx on conditions_log(device_id, created_at)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  // TimescaleDB when the server has it (plain PostgreSQL and PGlite work without): 1-day chunks of µs.
  const ext = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'timescaledb'`.execute(db);
  if (ext.rows[0]?.n) {
    await sql.raw(`select create_hypertable('ts_kv', 'ts', chunk_time_interval => 86400000000, migrate_data => true)`).execute(db);
  }
}
