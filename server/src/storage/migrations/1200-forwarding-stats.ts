/**
 * Forwarding counters shared by every server: each server adds what it counted since its last flush (every few
 * seconds) to one row per rule and counter set (`kind`: `rule` for the inbox and script, `http`/`mqtt` per
 * target), so the list shows the sum over the servers behind a load balancer (docs/forwarding.md).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table tp_data_transpond_stats (
    data_transpond_id text not null references tp_data_transpond(id) on delete cascade,
    kind text not null,
    tenant_id text not null,
    received bigint not null default 0,
    delivered bigint not null default 0,
    failed bigint not null default 0,
    dropped bigint not null default 0,
    filtered bigint not null default 0,
    script_errors bigint not null default 0,
    last_error text not null default '',
    last_error_at bigint not null default 0,
    primary key (data_transpond_id, kind))`.execute(db);
}
