/**
 * N servers on one PostgreSQL schema behind the machine's Mosquitto (TESSERA_TEST_DATABASE_URL and
 * TESSERA_TEST_MQTT_URL; skipped without both): a value ingested by either server reaches the browser sockets of
 * both, a token issued by one is accepted by the other (the JWT secret lives in the database), logout on one closes
 * the socket on the other, and a server that leaves takes no share of the device traffic with it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { sql } from 'kysely';
// @ts-expect-error a plain ESM build script without types
import { externalPackagesExceptOurs } from '../../../scripts/external-packages.mjs';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSession, makeDevice, waitFor, type WsProbe } from '../../security/hostile-client';
import { TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';

const MQTT_URL = process.env.TESSERA_TEST_MQTT_URL;
const PG_URL = process.env.TESSERA_TEST_DATABASE_URL;

describe.skipIf(!MQTT_URL || !PG_URL)('scale-out: servers sharing PostgreSQL and Mosquitto', () => {
  const group = `scale-${randomBytes(4).toString('hex')}`;
  // No jwtSecret configured: the servers must agree on the one stored in the database.
  const config = { mqttUrl: MQTT_URL, jwtSecret: undefined };
  let a: TestServer;
  let b: TestServer;
  let c: TestServer | undefined;
  let device: { id: string; token: string };
  let token: string;
  let publisher: mqtt.MqttClient;
  let bundle: string;

  /** A whole server in its own process (so it can be killed like a crashed machine); resolves once it serves. */
  const spawnServer = async (dataDir: string) => {
    const child = spawn(process.execPath, [bundle], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        TESSERA_DATABASE_URL: PG_URL,
        TESSERA_DATABASE_SCHEMA: a.schema,
        TESSERA_MQTT_URL: MQTT_URL,
        TESSERA_DATA_DIR: dataDir,
        TESSERA_HTTP_PORT: '0',
        TESSERA_LOG_LEVEL: 'silent',
        TESSERA_DEMO: 'false',
        TESSERA_CONSOLE_DIR: path.join(dataDir, 'none'),
        TESSERA_EXTENSIONS_DIR: path.join(dataDir, 'none'),
      },
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d) => {
        out += d;
        if (out.includes('Tessera is running at')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
    });
    return child;
  };

  beforeAll(async () => {
    process.env.TESSERA_MQTT_SHARE_GROUP = group;
    process.env.TESSERA_MQTT_CLIENT_PREFIX = 'scale';
    // Inside the repository so the bundle's bare imports resolve to its node_modules.
    bundle = path.join(import.meta.dirname, '../../../node_modules/.cache/tessera-tests', `scale-server-${process.pid}.mjs`);
    await build({
      entryPoints: [path.join(import.meta.dirname, '../../../server/src/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: bundle,
      plugins: [externalPackagesExceptOurs],
      logLevel: 'silent',
    });
    a = await startTestServer({ backend: 'postgres', config });
    b = await startTestServer({ backend: 'postgres', sameDatabaseAs: a, config });
    token = await a.login(TENANT_ADMIN_EMAIL);
    device = await makeDevice(a, token, 'scale device');
    publisher = await mqtt.connectAsync(MQTT_URL!, { username: device.token, clientId: `scale-dev-${group}`, protocolVersion: 4, reconnectPeriod: 0 });
  });
  afterAll(async () => {
    delete process.env.TESSERA_MQTT_SHARE_GROUP;
    delete process.env.TESSERA_MQTT_CLIENT_PREFIX;
    await publisher?.endAsync();
    await c?.close();
    await b?.close();
    await a?.close();
    await fs.rm(bundle, { force: true });
  });

  const stored = async (s: TestServer) =>
    Number((await sql<{ n: string }>`select count(*) as n from ts_kv where device_id = ${device.id} and key = 'n'`.execute(s.server.ctx.db)).rows[0].n);
  const publish = async (from: number, count: number) => {
    for (let i = from; i < from + count; i++) await publisher.publishAsync(`device/attributes/up/${device.token}`, JSON.stringify({ n: i }), { qos: 1 });
  };
  const received = (p: WsProbe) =>
    new Set(p.messages.filter((m) => m.type === 'values' && !m.snapshot && typeof m.values?.n === 'number').map((m) => m.values.n));

  it('a token issued by one server is accepted by the other (one JWT secret in the database)', async () => {
    const r = await b.post('/device/connect/info', { id: device.id }, { token });
    expect(r.code).toBe(200);
    const [secretA, secretB] = await Promise.all(
      [a, b].map(async (s) => (await sql<{ value: string }>`select value from server_secret where name = 'jwt'`.execute(s.server.ctx.db)).rows),
    );
    expect(secretA).toHaveLength(1);
    expect(secretB).toEqual(secretA);
  });

  it('20 values published through the broker reach a browser socket on each server, and all 20 are stored', async () => {
    const onA = await liveSession(a, token, device.id);
    const onB = await liveSession(b, token, device.id);
    await publish(0, 20);
    await waitFor(() => received(onA).size === 20 && received(onB).size === 20, 'all 20 values on both sockets', 15_000);
    expect([...received(onB)].sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
    await waitFor(async () => (await stored(a)) === 20, '20 stored points', 10_000);
    expect(await stored(b)).toBe(20);

    // Logout on A closes the socket on B (the revocation travels the same bus).
    expect((await a.post('/auth/logout', {}, { token })).code).toBe(200);
    await waitFor(() => onB.closed() !== null && onA.closed() !== null, 'both sockets to close');
    expect(onB.closed()).toBe(4401);
    token = await b.login(TENANT_ADMIN_EMAIL);
  });

  it('a server stopped, another killed, a new one with another data dir: nothing published afterwards is lost', async () => {
    await b.close();
    // A crash: the process dies without unsubscribing; its subscriber sessions must not keep a share of the group.
    const crashDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-scale-crash-'));
    const crashed = await spawnServer(crashDir);
    crashed.kill('SIGKILL');
    await new Promise((r) => crashed.once('exit', r));
    await fs.rm(crashDir, { recursive: true, force: true });

    c = await startTestServer({ backend: 'postgres', sameDatabaseAs: a, config });
    expect(c.dataDir).not.toBe(b.dataDir);
    const onC = await liveSession(c, await c.login(TENANT_ADMIN_EMAIL), device.id);
    await publish(20, 20);
    await waitFor(async () => (await stored(a)) === 40, 'all 40 points stored', 15_000);
    await waitFor(() => received(onC).size === 20, "the 20 later values on the new server's socket", 10_000);
  }, 60_000);
});
