/** PostgreSQL NOTIFY through the shared pool (the cross-server event bus publishes with it). */
import { sql } from 'kysely';
import type { Db } from './database';

export async function pgNotify(db: Db, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
