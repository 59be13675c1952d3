/** What a group member reads when the trigger alone does not decide it: stored latest values, online state, timers. */
import { sql } from 'kysely';
import { pointValue } from '../../../ingest/point';
import { ONLINE_KEY } from '../../../ingest/presence';
import type { Db } from '../../../storage/database';
import * as runs from '../run-store';
import type { StateReader } from './evaluator';

export function storedState(db: Db): StateReader {
  return {
    latest: async (deviceId, key) => {
      const r = (await sql<{ ts: number; dbl_v: number | null; str_v: string | null; bool_v: boolean | null }>`
        select ts, dbl_v, str_v, bool_v from ts_kv_latest where device_id = ${deviceId} and key = ${key}`.execute(db)).rows[0];
      return r ? pointValue(r) : undefined;
    },
    online: async (deviceId) => {
      const r = (await sql<{ str_v: string }>`select str_v from ts_kv_latest where device_id = ${deviceId} and key = ${ONLINE_KEY}`.execute(db)).rows[0];
      return r?.str_v === '1';
    },
    lastingReached: (conditionId, deviceId) => runs.timerFired(db, conditionId, deviceId),
  };
}

/** A device's stored online state and since when (ms), or null when it never reported one. */
export async function onlineSince(db: Db, deviceId: string): Promise<{ online: boolean; sinceMs: number } | null> {
  const r = (await sql<{ ts: string; str_v: string }>`select ts, str_v from ts_kv_latest where device_id = ${deviceId} and key = ${ONLINE_KEY}`.execute(db)).rows[0];
  return r ? { online: r.str_v === '1', sinceMs: Math.floor(Number(r.ts) / 1000) } : null;
}
