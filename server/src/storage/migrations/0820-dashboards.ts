/**
 * Dashboards (issue 17): one row per tenant dashboard; `json_data` is the layout document (tiles and their widget
 * configs), `share_token` the revocable public link (null = not shared). Registered as `0820-dashboards`.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table tp_dashboard (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    dashboard_name text not null,
    remark text not null default '',
    thumbnail text not null default '',
    json_data text not null,
    owner_id text,
    share_token text unique,
    created_at bigint not null,
    updated_at bigint not null)`.execute(db);
  await sql`create index tp_dashboard_tenant_idx on tp_dashboard(tenant_id, updated_at desc, id)`.execute(db);
}
