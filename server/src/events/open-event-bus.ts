/** The event bus for this storage: LISTEN/NOTIFY on PostgreSQL (servers may share it), in-process on PGlite. */
import type { Config } from '../config';
import type { ServerLogger } from '../logger';
import type { Db } from '../storage/database';
import { LocalBus, type EventBus } from './event-bus';
import { PgNotifyBus } from './pg-notify-bus';

export async function openEventBus(config: Config, db: Db, log: ServerLogger): Promise<EventBus> {
  if (!config.databaseUrl) return new LocalBus(log);
  const bus = new PgNotifyBus(db, config.databaseUrl, config.databaseSchema, log);
  await bus.start();
  return bus;
}
