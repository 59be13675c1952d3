/**
 * Opens the database: embedded PGlite in `<dataDir>/pglite`, or PostgreSQL through `pg` when
 * TESSERA_DATABASE_URL is set. Applies the migration set before anything else touches it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { ServerLogger } from '../logger';
import { MIGRATIONS } from './migrations';
import { kyselyOnPGlite } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface Storage {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connection pool figures (PostgreSQL); PGlite has one in-process connection and reports none. */
  pool(): PoolUse | null;
  close(): Promise<void>;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

const INT8_OID = 20;

export async function openStorage(config: Config, log: ServerLogger): Promise<Storage> {
  let db: Db;
  let kind: Storage['kind'];
  let pgPool: pg.Pool | undefined;
  if (config.databaseUrl) {
    kind = 'postgres';
    const schema = config.databaseSchema;
    // Create the schema first through a throw-away client so the pool's search_path points at an existing schema.
    const probe = new pg.Client({ connectionString: config.databaseUrl });
    try {
      await probe.connect();
      if (schema !== 'public') await probe.query(`create schema if not exists "${schema}"`);
    } catch (err) {
      throw new Error(`TESSERA_DATABASE_URL: cannot connect (${(err as Error).message})`, { cause: err });
    } finally {
      await probe.end().catch(() => undefined);
    }
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      options: `-c search_path="${schema}"`,
      max: 10,
      // bigint columns hold seconds and counters that fit in a double: read them as numbers, like PGlite does.
      types: { getTypeParser: ((oid: number, format?: any) => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format))) as any },
    });
    // An idle connection dropped by the server (restart, failover) emits 'error' on the pool: log it, never crash.
    pool.on('error', (err) => log.warn(`database: idle connection lost: ${err.message}`));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pgPool = pool;
  } else {
    kind = 'pglite';
    const dir = path.join(config.dataDir, 'pglite');
    await fs.mkdir(config.dataDir, { recursive: true });
    const started = Date.now();
    // pg_trgm: the device list's name search index (migration 1150).
    // shared_buffers 16 MB instead of PostgreSQL's 128 MB: PGlite lives in the server's own memory (its RSS), and
    // the ingest's hot pages and a month of minute buckets fit; the OS page cache holds the rest. Against 32 MB:
    // ≈ 15 MiB less RSS under ingest, the same ingest rate and history latency (docs/DEPLOY.md, "Memory").
    const pgl = await PGlite.create(dir, { extensions: { pg_trgm }, postgresqlconf: ['shared_buffers = 16MB'] });
    log.debug(`PGlite opened at ${dir} in ${Date.now() - started} ms`);
    db = kyselyOnPGlite<Database>(pgl);
  }
  try {
    await migrate(db, config.databaseUrl ? config.databaseSchema : 'public', log);
  } catch (err) {
    await db.destroy().catch(() => undefined);
    throw err;
  }
  const poolUse = pgPool
    ? (): PoolUse => ({ total: pgPool!.totalCount, idle: pgPool!.idleCount, waiting: pgPool!.waitingCount, max: pgPool!.options.max ?? 10 })
    : () => null;
  return { db, kind, pool: poolUse, close: () => db.destroy() };
}

async function migrate(db: Db, schema: string, log: ServerLogger): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableSchema: schema,
    // Several issues append migrations in parallel; a data dir may have run a later-numbered one first.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) log.info(`migration ${r.migrationName}: ${r.status}`);
  if (error) throw new Error(`database migration failed: ${(error as Error).message ?? String(error)}`);
}

/** Now in unix seconds (the unit of every `created_at` column). */
export function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

export { sql };
