/** SQL of the online state: the `SYS_ONLINE` key of the latest-value table. */
import { sql, type Kysely } from 'kysely';

export const ONLINE_KEY = 'SYS_ONLINE';

/** One statement for a burst of state changes: device ids, times (µs, as text) and '1' / '0'. */
export async function writeOnlineStates(db: Kysely<any>, ids: string[], tsMicros: string[], values: string[]): Promise<void> {
  await sql`insert into ts_kv_latest (device_id, key, ts, str_v)
    select d, ${ONLINE_KEY}, t, v from unnest(${ids}::text[], ${tsMicros}::bigint[], ${values}::text[]) as u(d, t, v)
    on conflict (device_id, key) do update set ts = excluded.ts, str_v = excluded.str_v`.execute(db);
}

/** Clears every "online" mark (nobody is connected after a restart of the embedded broker). */
export async function clearOnlineMarks(db: Kysely<any>): Promise<void> {
  await sql`update ts_kv_latest set str_v = '0' where key = ${ONLINE_KEY} and str_v = '1'`.execute(db);
}
