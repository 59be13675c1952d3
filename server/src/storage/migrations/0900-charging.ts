/**
 * Charging (issue 18): per site, time-of-use charge rules (48 half-hour slots, one letter per slot), tier prices
 * kept by effective date, one charge setting, and the orders derived from charger telemetry. Energy is integer Wh,
 * prices integer ten-thousandths of the currency unit per kWh, fees integer cents; times are epoch milliseconds.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table charge_rule (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    site_id text not null references site(id) on delete cascade,
    name text not null,
    description text not null default '',
    slots text not null,
    created_at bigint not null,
    updated_at bigint not null)`.execute(db);
  await sql`create index charge_rule_site_idx on charge_rule(site_id, created_at)`.execute(db);
  await sql`create table charge_price (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    site_id text not null references site(id) on delete cascade,
    tier text not null,
    electricity integer not null,
    service integer not null,
    effective_from text not null,
    effective_from_ms bigint not null,
    created_at bigint not null,
    unique (site_id, tier, effective_from))`.execute(db);
  await sql`create table charge_setting (
    site_id text primary key references site(id) on delete cascade,
    tenant_id text not null references tenant(id) on delete cascade,
    rule_id text references charge_rule(id) on delete set null,
    min_balance_cents integer not null default 0,
    max_duration_min integer not null default 0,
    idle_fee_cents_per_min integer not null default 0,
    utc_offset_min integer not null default 480,
    device_ids text not null default '[]',
    updated_at bigint not null)`.execute(db);
  await sql`create table charge_order (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    site_id text not null references site(id) on delete cascade,
    device_id text not null,
    status text not null,
    start_ms bigint not null,
    full_ms bigint,
    end_ms bigint,
    last_ms bigint not null,
    start_wh bigint,
    end_wh bigint,
    energy_wh bigint not null default 0,
    electricity_cents bigint not null default 0,
    service_cents bigint not null default 0,
    idle_cents bigint not null default 0,
    total_cents bigint not null default 0,
    unpriced_wh bigint not null default 0,
    tiers text not null default '{}',
    slots text not null default '',
    bill_date text,
    end_reason text,
    created_at bigint not null)`.execute(db);
  // At most one open session per charger, whichever server sees the telemetry first.
  await sql`create unique index charge_order_open_idx on charge_order(device_id) where status in ('charging', 'full')`.execute(db);
  await sql`create index charge_order_site_idx on charge_order(site_id, start_ms desc, id)`.execute(db);
  await sql`create index charge_order_report_idx on charge_order(site_id, bill_date) where status = 'finished'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['charge_order', 'charge_setting', 'charge_price', 'charge_rule']) await sql`drop table if exists ${sql.raw(t)}`.execute(db);
}
