/** What a group member reads when the trigger alone does not decide it: stored latest values, online state, timers. */
import { pointValue } from '../../../ingest/point';
import { ONLINE_KEY } from '../../../ingest/presence';
import type { Db } from '../../../storage/database';
import * as runs from '../run-store';
import { latestRow } from './latest-store';
import type { StateReader } from './evaluator';

export function storedState(db: Db): StateReader {
  return {
    latest: async (deviceId, key) => {
      const r = await latestRow(db, deviceId, key);
      return r ? pointValue(r) : undefined;
    },
    online: async (deviceId) => {
      const r = await latestRow(db, deviceId, ONLINE_KEY);
      return r?.str_v === '1';
    },
    lastingReached: (conditionId, deviceId) => runs.timerFired(db, conditionId, deviceId),
  };
}

/** A device's stored online state and since when (ms), or null when it never reported one. */
export async function onlineSince(db: Db, deviceId: string): Promise<{ online: boolean; sinceMs: number } | null> {
  const r = await latestRow(db, deviceId, ONLINE_KEY);
  return r ? { online: r.str_v === '1', sinceMs: Math.floor(Number(r.ts) / 1000) } : null;
}
