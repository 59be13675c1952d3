/** Secrets shared by every server on one database (table `server_secret`). */
import { unixSeconds, type Db } from './database';

/**
 * The stored secret `name`, creating it from `candidate` if none exists yet. Race-safe: when two servers start at
 * once, the first insert wins and both read the winner's value.
 */
export async function sharedSecret(db: Db, name: string, candidate: string, nowMs = Date.now()): Promise<string> {
  await db
    .insertInto('server_secret')
    .values({ name, value: candidate, created_at: unixSeconds(nowMs) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
