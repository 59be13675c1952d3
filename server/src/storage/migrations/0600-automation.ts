/**
 * Automation (scene linkage), scenes, alarm and control strategies, their logs, the engine's stored state
 * (debounce edges, "lasting N minutes" timers, alarm hit counters) and alert messages (issue 13).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table automation (
    id text primary key, tenant_id text not null, automation_name text not null, automation_described text not null default '',
    priority integer not null default 50, enabled text not null default '0', remark text not null default '',
    created_by text not null default '', created_at bigint not null, update_time bigint not null, update_ms bigint not null)`.execute(db);
  await sql`create index automation_tenant_idx on automation(tenant_id, created_at desc)`.execute(db);
  await sql`create table automation_condition (
    id text primary key, automation_id text not null references automation(id) on delete cascade, tenant_id text not null,
    sort integer not null, group_number integer not null, condition_type text not null, device_id text not null default '',
    device_condition_type text not null default '', time_condition_type text not null default '',
    v1 text not null default '', v2 text not null default '', v3 text not null default '', v4 text not null default '', v5 text not null default '',
    next_run_ms bigint, remark text not null default '')`.execute(db);
  await sql`create index automation_condition_owner_idx on automation_condition(automation_id)`.execute(db);
  await sql`create index automation_condition_due_idx on automation_condition(next_run_ms) where next_run_ms is not null`.execute(db);
  await sql`create table automation_action (
    id text primary key, automation_id text not null references automation(id) on delete cascade, tenant_id text not null,
    sort integer not null, action_type text not null, device_id text not null default '', asset_id text not null default '',
    warning_strategy_id text not null default '', scenario_strategy_id text not null default '', control_strategy_id text not null default '',
    notification_group_id text not null default '', additional_info text not null default '', remark text not null default '')`.execute(db);
  await sql`create index automation_action_owner_idx on automation_action(automation_id)`.execute(db);

  await sql`create table automation_edge (
    automation_id text not null references automation(id) on delete cascade, group_number integer not null, device_key text not null,
    active boolean not null, changed_ms bigint not null, primary key (automation_id, group_number, device_key))`.execute(db);
  await sql`create table automation_timer (
    condition_id text not null references automation_condition(id) on delete cascade, device_id text not null, tenant_id text not null,
    due_ms bigint not null, fired boolean not null default false, primary key (condition_id, device_id))`.execute(db);
  await sql`create index automation_timer_due_idx on automation_timer(due_ms) where not fired`.execute(db);

  await sql`create table scenario_strategy (
    id text primary key, tenant_id text not null, scenario_name text not null, scenario_description text not null default '',
    remark text not null default '', created_by text not null default '', created_at bigint not null, update_time bigint not null)`.execute(db);
  await sql`create index scenario_strategy_tenant_idx on scenario_strategy(tenant_id, created_at desc)`.execute(db);
  await sql`create table scenario_action (
    id text primary key, scenario_strategy_id text not null references scenario_strategy(id) on delete cascade, tenant_id text not null,
    sort integer not null, action_type text not null, device_id text not null default '', asset_id text not null default '',
    device_model text not null default '', instruct text not null default '', automation_id text not null default '',
    notification_group_id text not null default '', remark text not null default '')`.execute(db);
  await sql`create index scenario_action_owner_idx on scenario_action(scenario_strategy_id)`.execute(db);

  await sql`create table warning_strategy (
    id text primary key, tenant_id text not null, warning_strategy_name text not null, warning_level text not null,
    repeat_count integer not null default 1, trigger_count integer not null default 1, inform_way text not null default '',
    warning_description text not null default '', auto_clear text not null default '1', inline_of text not null default '',
    created_at bigint not null, update_time bigint not null)`.execute(db);
  await sql`create index warning_strategy_tenant_idx on warning_strategy(tenant_id, created_at desc)`.execute(db);
  await sql`create table warning_hit (
    warning_strategy_id text not null references warning_strategy(id) on delete cascade, device_key text not null,
    hits integer not null, primary key (warning_strategy_id, device_key))`.execute(db);
  await sql`create table control_strategy (
    id text primary key, tenant_id text not null, strategy_name text not null, strategy_description text not null default '',
    actions text not null, created_at bigint not null, update_time bigint not null)`.execute(db);
  await sql`create index control_strategy_tenant_idx on control_strategy(tenant_id, created_at desc)`.execute(db);

  for (const kind of ['automation', 'scenario']) {
    await sql`create table ${sql.raw(kind)}_log (
      id text primary key, tenant_id text not null, owner_id text not null, trigger_time text not null, created_ms bigint not null,
      process_description text not null default '', process_result text not null, remark text not null default '')`.execute(db);
    await sql`create index ${sql.raw(kind)}_log_owner_idx on ${sql.raw(kind)}_log(owner_id, created_ms desc)`.execute(db);
    await sql`create table ${sql.raw(kind)}_log_detail (
      id text primary key, log_id text not null references ${sql.raw(kind)}_log(id) on delete cascade, sort integer not null,
      action_type text not null, target_id text not null default '', process_description text not null default '',
      process_result text not null, remark text not null default '')`.execute(db);
    await sql`create index ${sql.raw(kind)}_log_detail_idx on ${sql.raw(kind)}_log_detail(log_id, sort)`.execute(db);
  }

  await sql`create table warning_information (
    id text primary key, tenant_id text not null, warning_name text not null, warning_level text not null,
    warning_description text not null default '', warning_content text not null default '',
    processing_result text not null default '0', processing_instructions text not null default '', processing_time text not null default '',
    processing_people_id text not null default '', processing_people_name text not null default '',
    created_at bigint not null, created_ms bigint not null, remark text not null default '',
    device_id text not null default '', warning_strategy_id text not null default '', automation_id text not null default '',
    trigger_value text not null default '', trigger_count integer not null default 1, last_time bigint not null,
    alarm_status text not null default '1', cleared_at bigint)`.execute(db);
  await sql`create index warning_information_list_idx on warning_information(tenant_id, created_ms desc)`.execute(db);
  await sql`create index warning_information_device_idx on warning_information(device_id, created_ms desc)`.execute(db);
  // One open alarm per (strategy, device): a second server racing to raise the same alarm hits this index.
  await sql`create unique index warning_information_open_idx on warning_information(warning_strategy_id, device_id)
    where alarm_status = '1' and processing_result = '0'`.execute(db);
}
