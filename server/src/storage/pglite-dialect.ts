/**
 * A Kysely dialect for PGlite (embedded PostgreSQL in WASM). PGlite is a single session, so the driver hands out
 * one connection at a time behind a mutex; a transaction keeps the mutex from `begin` to `commit`/`rollback`.
 * SQL is plain PostgreSQL, so the same queries and migrations run on `pg`.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' });
    const affected = result.affectedRows ?? 0;
    const counts = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(String((result as { command?: string }).command));
    return { rows: result.rows, ...(counts ? { numAffectedRows: BigInt(affected) } : {}) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming');
  }
}

class PGliteDriver implements Driver {
  private readonly releases = new WeakMap<PGliteConnection, () => void>();
  private readonly connection: PGliteConnection;

  constructor(
    private readonly pg: PGlite,
    private readonly mutex: Mutex,
  ) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.acquire();
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    const release = this.releases.get(conn as PGliteConnection);
    this.releases.delete(conn as PGliteConnection);
    release?.();
  }

  async destroy(): Promise<void> {
    // Wait for the current holder so close never cuts a transaction in half.
    const release = await this.mutex.acquire();
    try {
      if (!this.pg.closed) await this.pg.close();
    } finally {
      release();
    }
  }
}

export class PGliteDialect implements Dialect {
  private readonly mutex = new Mutex();
  constructor(private readonly pg: PGlite) {}

  /**
   * Runs `sql` (one or more statements, one implicit transaction) with `data` readable as `/dev/blob`, so a
   * `copy ... from '/dev/blob'` takes rows as text instead of parameters: no per-value serialization on the
   * JavaScript side and one round trip into the engine. Waits for any transaction Kysely holds.
   */
  async execWithBlob(sql: string, data: Uint8Array<ArrayBuffer>): Promise<void> {
    // The Blob copies `data` now, so the caller may reuse its buffer while this waits for the lock.
    const blob = new Blob([data]);
    const release = await this.mutex.acquire();
    try {
      await this.pg.exec(sql, { blob });
    } finally {
      release();
    }
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg, this.mutex);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

const blobExecs = new WeakMap<object, (sql: string, data: Uint8Array<ArrayBuffer>) => Promise<void>>();

/** A Kysely instance on `pg` whose `blobExecOf` is the dialect's `execWithBlob`. */
export function kyselyOnPGlite<DB>(pg: PGlite): Kysely<DB> {
  const dialect = new PGliteDialect(pg);
  const db = new Kysely<DB>({ dialect });
  blobExecs.set(db, (text, data) => dialect.execWithBlob(text, data));
  return db;
}

/** PGlite only (opened by `kyselyOnPGlite`): runs SQL with bytes readable as `/dev/blob`; null otherwise (PostgreSQL). */
export function blobExecOf(db: Kysely<any>): ((sql: string, data: Uint8Array<ArrayBuffer>) => Promise<void>) | null {
  return blobExecs.get(db) ?? null;
}
