/**
 * A broker + pipeline on an in-memory PGlite with the real migrations, without the HTTP app: the ingest tests
 * exercise MQTT → database directly. The admin migration is included for `tenant_state` (device lookups skip the
 * devices of disabled tenants).
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import mqtt, { type MqttClient } from 'mqtt';
import { createLogger } from '../../../server/src/logger';
import { kyselyOnPGlite } from '../../../server/src/storage/pglite-dialect';
import * as foundation from '../../../server/src/storage/migrations/0001-foundation';
import * as devices from '../../../server/src/storage/migrations/0002-devices-telemetry';
import * as rollup from '../../../server/src/storage/migrations/0004-telemetry-rollup';
import * as hourly from '../../../server/src/storage/migrations/1160-telemetry-hourly-rollup';
import * as admin from '../../../server/src/storage/migrations/0100-admin';
import { batchSinkFor } from '../../../server/src/ingest/batch-store';
import { SqlDeviceDirectory } from '../../../server/src/ingest/sql-device-directory';
import { IngestPipeline, type PipelineOptions } from '../../../server/src/ingest/ingest-pipeline';
import { PresenceTracker } from '../../../server/src/ingest/presence';
import { EmbeddedBroker } from '../../../server/src/mqtt/embedded-broker';
import type { BatchSink } from '../../../server/src/ingest/batch-sink';

export async function migratedDb(dataDir?: string): Promise<Kysely<any>> {
  const pg = await PGlite.create(dataDir);
  const db = kyselyOnPGlite<any>(pg);
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () => ({
        '0001-foundation': foundation,
        '0002-devices-telemetry': devices,
        '0004-telemetry-rollup': rollup,
        '0100-admin': admin,
        '1160-telemetry-hourly-rollup': hourly,
      }),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return db;
}

export async function addTenant(db: Kysely<any>, id = randomUUID().slice(0, 8)): Promise<string> {
  await sql`insert into tenant (id, name, created_at) values (${id}, ${id}, 0) on conflict do nothing`.execute(db);
  return id;
}

export async function addDevice(db: Kysely<any>, tenantId: string, extra: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = (extra.token as string) ?? randomUUID();
  await db
    .insertInto('device')
    .values({ id, tenant_id: tenantId, name: `dev-${id.slice(0, 4)}`, created_at: 0, token, ...extra })
    .execute();
  return { id, token };
}

export interface IngestHarness {
  db: Kysely<any>;
  broker: EmbeddedBroker;
  pipeline: IngestPipeline;
  presence: PresenceTracker;
  directory: SqlDeviceDirectory;
  url: string;
  connect(token: string, opts?: mqtt.IClientOptions): Promise<MqttClient>;
  close(): Promise<void>;
}

export async function startIngestHarness(
  opts: { db?: Kysely<any>; sink?: (db: Kysely<any>) => BatchSink; pipeline?: Partial<PipelineOptions> } = {},
): Promise<IngestHarness> {
  const db = opts.db ?? (await migratedDb());
  const log = createLogger('silent');
  const directory = new SqlDeviceDirectory(db);
  const pipeline = new IngestPipeline({ sink: opts.sink ? opts.sink(db) : batchSinkFor(db), directory, log, ...opts.pipeline });
  const presence = new PresenceTracker(db, log, 5);
  const broker = new EmbeddedBroker({ host: '127.0.0.1', port: 0, directory, pipeline, presence, log });
  await broker.start();
  const url = `mqtt://127.0.0.1:${broker.port}`;
  const clients: MqttClient[] = [];
  return {
    db,
    broker,
    pipeline,
    presence,
    directory,
    url,
    connect(token, extra = {}) {
      const client = mqtt.connect(url, { username: token, protocolVersion: 4, reconnectPeriod: 0, connectTimeout: 5000, ...extra });
      clients.push(client);
      return new Promise((resolve, reject) => {
        client.once('connect', () => resolve(client));
        client.once('error', reject);
      });
    },
    async close() {
      await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
      await broker.close();
      await pipeline.close();
      await presence.flush();
      await db.destroy();
    },
  };
}
