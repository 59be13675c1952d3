/**
 * Data gateway (open-API apps) and data services. The `ds_*` views are the only relations a data service's SQL may
 * name: each shows the rows of the tenant set in the transaction-local setting `tessera.ds_tenant` and nothing when
 * it is unset (docs/data-service.md).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table openapi_app (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    name text not null,
    app_key text not null unique,
    secret_box text not null,
    signature_mode text not null default 'SHA256',
    ip_whitelist text not null default '',
    device_access_scope text not null default '1',
    api_access_scope text not null default '1',
    device_ids text not null default '[]',
    api_ids text not null default '[]',
    rate_limit integer not null default 600,
    timestamp_window integer not null default 300,
    description text not null default '',
    created_at bigint not null)`.execute(db);
  await sql`create index openapi_app_tenant_idx on openapi_app(tenant_id, created_at desc, id)`.execute(db);
  await sql`create table data_service_config (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    name text not null,
    app_key text not null unique,
    secret_box text not null,
    signature_mode text not null default 'SHA256',
    ip_whitelist text not null default '',
    data_sql text not null default '',
    api_flag text not null default '0',
    time_interval integer not null default 0,
    push_url text not null default '',
    enable_flag text not null default '0',
    description text not null default '',
    remark text not null default '',
    last_push_at bigint not null default 0,
    last_push_error text not null default '',
    created_at bigint not null)`.execute(db);
  await sql`create index data_service_config_tenant_idx on data_service_config(tenant_id, created_at desc, id)`.execute(db);
  await sql
    .raw(
      `create view ds_device as
    select d.id as device_id, d.name as device_name, d.created_at from device d
    where d.tenant_id = current_setting('tessera.ds_tenant', true)`,
    )
    .execute(db);
  await sql
    .raw(
      `create view ds_telemetry as
    select k.device_id, d.name as device_name, k.key, k.ts, k.dbl_v, k.str_v, k.bool_v
    from ts_kv k join device d on d.id = k.device_id
    where d.tenant_id = current_setting('tessera.ds_tenant', true)`,
    )
    .execute(db);
  await sql
    .raw(
      `create view ds_telemetry_latest as
    select k.device_id, d.name as device_name, k.key, k.ts, k.dbl_v, k.str_v, k.bool_v
    from ts_kv_latest k join device d on d.id = k.device_id
    where d.tenant_id = current_setting('tessera.ds_tenant', true)`,
    )
    .execute(db);
  await sql
    .raw(
      `create view ds_event as
    select e.device_id, d.name as device_name, e.event_identify, e.event_name, e.data, e.report_time
    from device_event_history e join device d on d.id = e.device_id
    where d.tenant_id = current_setting('tessera.ds_tenant', true)`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const v of ['ds_event', 'ds_telemetry_latest', 'ds_telemetry', 'ds_device']) await sql.raw(`drop view ${v}`).execute(db);
  await sql`drop table data_service_config`.execute(db);
  await sql`drop table openapi_app`.execute(db);
}
