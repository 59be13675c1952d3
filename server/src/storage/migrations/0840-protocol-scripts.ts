/** Protocol scripts (issue 15): uplink/downlink scripts per device plugin, bound to devices by `device.script_id`. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table tp_script (
    id text primary key,
    tenant_id text not null references tenant(id) on delete cascade,
    protocol_type text not null default 'mqtt',
    script_name text not null,
    company text not null default '',
    product_name text not null default '',
    script_content_a text not null default '',
    script_content_b text not null default '',
    script_type text not null default 'javascript',
    remark text not null default '',
    device_type text not null,
    created_at bigint not null)`.execute(db);
  await sql`create index tp_script_tenant_idx on tp_script(tenant_id, created_at desc, id)`.execute(db);
}
