/**
 * Forwarding rules (issue 15): a rule with its targets (`target_info`, JSON) and the devices, groups or projects it
 * takes data from, per message type. Delivery counters live in memory (docs/forwarding.md).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table tp_data_transpond (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    name text not null,
    description text not null default '',
    script text not null default '',
    status smallint not null default 0,
    warning_switch smallint not null default 0,
    warning_strategy_id text not null default '',
    target_info text not null default '{}',
    create_time bigint not null,
    update_time bigint not null)`.execute(db);
  await sql`create index tp_data_transpond_tenant_idx on tp_data_transpond(tenant_id, create_time desc, id)`.execute(db);
  await sql`create table tp_data_transpond_detail (
    id text primary key,
    data_transpond_id text not null references tp_data_transpond(id) on delete cascade,
    tenant_id text not null,
    device_id text not null default '',
    message_type smallint not null,
    business_id text not null default '',
    asset_group_id text not null default '',
    sort integer not null default 0)`.execute(db);
  await sql`create index tp_data_transpond_detail_rule_idx on tp_data_transpond_detail(data_transpond_id, sort)`.execute(db);
}
