/**
 * Load-balancer probes, outside `/api`, no login, tiny JSON (docs/DEPLOY.md):
 * - `GET /healthz`: the process answers (liveness) → 200 `{"status":"ok"}`.
 * - `GET /readyz`: this server can take traffic → 200 `{"status":"ready","checks":{...}}`, else 503 with the failing
 *   check: the database answers, every migration this build knows has run, the MQTT side is up (embedded broker
 *   listening, or every subscriber connection to the external broker connected), and the server is not shutting down.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerLogger } from '../../logger';
import type { Db } from '../../storage/database';
import { MIGRATIONS } from '../../storage/migrations';
import { appliedMigrations } from './store';

export interface ReadinessSources {
  db: Db;
  log: ServerLogger;
  /** Whether the MQTT transport is started and connected. */
  brokerReachable(): boolean;
  /** True once shutdown began: the balancer should stop sending new requests. */
  draining(): boolean;
}

type Check = 'ok' | 'down';

export async function readiness(src: ReadinessSources): Promise<{ ready: boolean; checks: Record<string, Check> }> {
  const checks: Record<string, Check> = {
    database: 'down',
    migrations: 'down',
    broker: src.brokerReachable() ? 'ok' : 'down',
    accepting: src.draining() ? 'down' : 'ok',
  };
  try {
    const applied = await appliedMigrations(src.db);
    checks.database = 'ok';
    if (Object.keys(MIGRATIONS).every((name) => applied.has(name))) checks.migrations = 'ok';
  } catch (err) {
    src.log.debug(`readyz: database check failed: ${(err as Error).message}`);
  }
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}

export function registerHealthRoutes(app: FastifyInstance, src: ReadinessSources): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const { ready, checks } = await readiness(src);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
