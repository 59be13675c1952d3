/**
 * Products, batches with pre-registered devices, firmware packages and OTA upgrade tasks (issue 14). Registered as
 * `0700-products-ota`. Times are unix seconds except the OTA per-device times, which are milliseconds (`_ms`) so
 * the timeout sweep can work in seconds-short windows.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table tp_product (
       id text primary key, tenant_id text not null, name text not null, serial_number text not null,
       protocol_type text not null default 'mqtt', auth_type text not null default '1', plugin text not null default '',
       image text not null default '', describe text not null default '', remark text not null default '',
       created_time bigint not null)`,
    `create unique index tp_product_serial_idx on tp_product(tenant_id, serial_number)`,
    `create table tp_batch (
       id text primary key, tenant_id text not null, product_id text not null references tp_product(id) on delete restrict,
       batch_number text not null, device_number int not null, generate_flag text not null default '0',
       asset_id text, describe text not null default '', remark text not null default '', access_address text not null default '',
       created_time bigint not null)`,
    `create unique index tp_batch_number_idx on tp_batch(product_id, batch_number)`,
    `create index tp_batch_tenant_idx on tp_batch(tenant_id, created_time desc)`,
    `create table tp_generate_device (
       id text primary key, tenant_id text not null, batch_id text not null references tp_batch(id) on delete cascade,
       device_code text not null, token text not null, password text not null default '', device_id text not null,
       add_flag text not null default '0', add_date bigint, activate_flag text not null default '0', activate_date bigint,
       created_time bigint not null, remark text not null default '')`,
    `create unique index tp_generate_device_token_idx on tp_generate_device(token)`,
    `create unique index tp_generate_device_code_idx on tp_generate_device(batch_id, device_code)`,
    `create index tp_generate_device_device_idx on tp_generate_device(device_id)`,
    `create table tp_ota (
       id text primary key, tenant_id text not null, product_id text not null references tp_product(id) on delete restrict,
       package_name text not null, package_version text not null, package_module text not null default 'default',
       signature_algorithm text not null, sign text not null, file_size bigint not null, file_name text not null default '',
       description text not null default '', additional_info text not null default '{}', created_at bigint not null)`,
    `create index tp_ota_tenant_idx on tp_ota(tenant_id, created_at desc)`,
    `create table tp_ota_task (
       id text primary key, tenant_id text not null, ota_id text not null references tp_ota(id) on delete restrict,
       task_name text not null, upgrade_time_type text not null, start_time bigint, end_time bigint,
       retry_count int not null default 3, timeout_seconds int not null default 600, download_token text not null,
       pushed text not null default '0', description text not null default '', created_at bigint not null)`,
    `create unique index tp_ota_task_token_idx on tp_ota_task(download_token)`,
    `create index tp_ota_task_ota_idx on tp_ota_task(ota_id, created_at desc)`,
    `create table tp_ota_device (
       id text primary key, tenant_id text not null, ota_task_id text not null references tp_ota_task(id) on delete cascade,
       device_id text not null, current_version text not null default '', target_version text not null,
       upgrade_progress int not null default 0, upgrade_status text not null default '0', status_detail text not null default '', detail_params text not null default '{}',
       retry_left int not null default 0, notified_at_ms bigint, last_report_ms bigint, status_update_ms bigint not null)`,
    `create unique index tp_ota_device_task_idx on tp_ota_device(ota_task_id, device_id)`,
    `create index tp_ota_device_device_idx on tp_ota_device(device_id, upgrade_status)`,
    `create index tp_ota_device_status_idx on tp_ota_device(upgrade_status, notified_at_ms)`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}
