/** SQL of the latest-value reads the automation engine makes (`ts_kv_latest`, for devices it already resolved). */
import { sql } from 'kysely';
import type { Db } from '../../../storage/database';

export async function latestRow(db: Db, deviceId: string, key: string) {
  return (
    await sql<{ ts: number; dbl_v: number | null; str_v: string | null; bool_v: boolean | null }>`
    select ts, dbl_v, str_v, bool_v from ts_kv_latest where device_id = ${deviceId} and key = ${key}`.execute(db)
  ).rows[0];
}
