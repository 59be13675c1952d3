/** The operator endpoints a load balancer and Prometheus use: `/healthz`, `/readyz` (and `/metrics`). */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testBackends, type TestServer } from '../helpers/test-server';

describe.each(testBackends())('operator endpoints (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ backend });
  });
  afterAll(async () => {
    await s?.close();
  });

  const get = async (path: string) => {
    const res = await fetch(`${s.url}${path}`);
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
  };

  it('/healthz answers without a login', async () => {
    const r = await get('/healthz');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ status: 'ok' });
  });

  it('/readyz is ready when the database, migrations and broker are, and says which check fails otherwise', async () => {
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', broker: 'ok', accepting: 'ok' } });

    // A database that has not run this build's migrations is not ready.
    const db = s.server.ctx.db;
    const row = (await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = '0800-server-secrets'`.execute(db)).rows[0];
    await sql`delete from kysely_migration where name = '0800-server-secrets'`.execute(db);
    try {
      const notReady = await get('/readyz');
      expect(notReady.status).toBe(503);
      expect(JSON.parse(notReady.body)).toMatchObject({ status: 'unavailable', checks: { database: 'ok', migrations: 'down' } });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(db);
    }
    expect((await get('/readyz')).status).toBe(200);
  });
});
