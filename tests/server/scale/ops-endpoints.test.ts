/** The operator endpoints a load balancer and Prometheus use: `/healthz`, `/readyz` (and `/metrics`). */
import Fastify from 'fastify';
import { sql } from 'kysely';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerMetrics } from '../../../server/src/modules/ops/metrics';
import { makeDevice, waitFor } from '../../security/hostile-client';
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

/** The value of a sample line (`name{labels} value`) in Prometheus text, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

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
    const row = (await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = '0800-server-secrets'`.execute(db))
      .rows[0];
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

  it('/metrics answers loopback scrapes and its ingest counters move after a device publishes', async () => {
    const before = await get('/metrics');
    expect(before.status).toBe(200);
    expect(before.type).toContain('text/plain');
    for (const name of [
      'tessera_ingest_queue_points',
      'tessera_connected_devices',
      'tessera_websocket_clients',
      'tessera_ingest_batch_commit_seconds_bucket',
      'tessera_process_resident_memory_bytes',
    ]) {
      expect(before.body).toContain(name);
    }
    if (backend === 'postgres') expect(before.body).toContain('tessera_db_pool_connections{state="max"} 10');

    const device = await makeDevice(s, await s.login(TENANT_ADMIN_EMAIL), 'metrics device');
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${s.server.mqttPort}`, { username: device.token, protocolVersion: 4, reconnectPeriod: 0 });
    await client.publishAsync('device/attributes', JSON.stringify({ a: 1, b: 2, c: 'x' }), { qos: 1 });
    await client.publishAsync('device/attributes', 'not json', { qos: 1 });
    let after = '';
    await waitFor(async () => {
      after = (await get('/metrics')).body;
      return sample(after, 'tessera_ingest_points_total') >= sample(before.body, 'tessera_ingest_points_total') + 3;
    }, 'the points counter to move');
    await client.endAsync();
    expect(sample(after, 'tessera_ingest_messages_total')).toBe(sample(before.body, 'tessera_ingest_messages_total') + 2);
    expect(sample(after, 'tessera_ingest_malformed_total')).toBeGreaterThan(sample(before.body, 'tessera_ingest_malformed_total'));
    expect(sample(after, 'tessera_ingest_batch_commit_seconds_count')).toBeGreaterThan(sample(before.body, 'tessera_ingest_batch_commit_seconds_count'));
    expect(after).toMatch(/tessera_http_request_duration_seconds_count\{method="POST",route="\/api\/device\/add_only",status="200"\} 1/);
  });

  it('/metrics refuses a request relayed by a reverse proxy', async () => {
    const res = await fetch(`${s.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(403);
  });
});

describe('/metrics behind TESSERA_METRICS_TOKEN', () => {
  it('answers only the bearer of the token, from anywhere', async () => {
    const app = Fastify();
    new ServerMetrics({ ingest: () => null, connectedDevices: () => 0, webSocketClients: () => 0, pool: () => null }, 'metrics-token-0123456789').register(app);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
    const ok = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-token-0123456789' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('tessera_ingest_messages_total 0');
    await app.close();
  });
});
