/**
 * Starts the real Tessera server on a random loopback port for a test, with its own data (a temporary PGlite
 * directory, or a fresh PostgreSQL schema), and gives a tiny client for the `{code, message, data}` API.
 *
 * STABLE API (other suites depend on it):
 *   const s = await startTestServer(options?)        // options: { backend, config, clock, sms, print }
 *   await s.post(path, body?, { token?, siteId?, headers? }) → { code, message, data } (path without /api)
 *   await s.login(email, password = TEST_PASSWORD)   → access token (throws when login fails)
 *   await s.restart()                                → a new TestServer on the same data (this one is closed)
 *   await startTestServer({ backend: 'postgres', sameDatabaseAs: s }) → a second server on s's PostgreSQL schema
 *                                                       (several servers sharing one database; s drops the schema)
 *   await s.close()                                  → stops it and deletes its data
 *   s.url, s.dataDir, s.routes (every declared API route), s.server (createServer's result: ctx.db etc.)
 *
 * Seeded accounts (all with TEST_PASSWORD): ADMIN_EMAIL (SYS_ADMIN), TENANT_ADMIN_EMAIL (TENANT_ADMIN of the demo
 * tenant), TENANT_USER_EMAIL (TENANT_USER of that tenant, the seeded operator role, granted the demo site).
 *
 * Backends: `testBackends()` is ['pglite'] plus 'postgres' when TESSERA_TEST_DATABASE_URL is set; suites run
 * `describe.each(testBackends())`. PGlite's initdb takes seconds, so a blank cluster is made once per machine
 * (keyed by the PGlite version) and copied per server.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createServer, type TesseraServer } from '../../../server/src/app';
import type { Clock, SmsSender } from '../../../server/src/app-context';
import { loadConfig, type Config } from '../../../server/src/config';
import type { RouteDef } from '../../../server/src/http/route';
import type { ServerLogger } from '../../../server/src/logger';

export const TEST_PASSWORD = 'tessera-test-pw';
export const ADMIN_EMAIL = 'admin@tessera.local';
export const TENANT_ADMIN_EMAIL = 'tenant@tessera.local';
export const TENANT_USER_EMAIL = 'user@tessera.local';

export type Backend = 'pglite' | 'postgres';

export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}

export interface PostOptions {
  token?: string;
  siteId?: string;
  headers?: Record<string, string>;
}

export interface TestServerOptions {
  backend?: Backend;
  /** Overrides of the loaded configuration (host and port are always loopback / random). */
  config?: Partial<Config>;
  clock?: Clock;
  sms?: SmsSender;
  /** PostgreSQL only: share this server's schema (a second server of one deployment). */
  sameDatabaseAs?: TestServer;
  /** Receives the first-start credentials banner (default: dropped). */
  print?: (line: string) => void;
  /** The server's logger (default: TESSERA_LOG_LEVEL, silent). */
  log?: ServerLogger;
}

export interface TestServer {
  url: string;
  dataDir: string;
  routes: RouteDef[];
  server: TesseraServer;
  /** PostgreSQL schema ('public' on PGlite). */
  schema: string;
  post<T = any>(path: string, body?: unknown, options?: PostOptions): Promise<Envelope<T>>;
  login(email: string, password?: string): Promise<string>;
  restart(): Promise<TestServer>;
  close(): Promise<void>;
}

export function testBackends(): Backend[] {
  return process.env.TESSERA_TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A clock tests move by hand (token and captcha expiry). */
export class ManualClock implements Clock {
  constructor(private ms = Date.now()) {}
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** The SMS edge double: records what would have been sent. */
export class CapturingSms implements SmsSender {
  readonly sent: { phone: string; text: string }[] = [];
  async send(phone: string, text: string): Promise<void> {
    this.sent.push({ phone, text });
  }
  /** The last 4-digit code sent to a number. */
  codeFor(phone: string): string {
    const msg = [...this.sent].reverse().find((m) => m.phone === phone);
    const code = msg && /\d{4}/.exec(msg.text)?.[0];
    if (!code) throw new Error(`no SMS code sent to ${phone}`);
    return code;
  }
}

let template: Promise<string> | undefined;

/** A blank, initdb'd PGlite cluster shared by every test process on this machine. */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = path.join(os.tmpdir(), 'tessera-test-pglite-template-0.5.16');
    try {
      await fs.access(path.join(dir, 'PG_VERSION'));
      return dir;
    } catch {
      /* build it */
    }
    const staging = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const db = await PGlite.create(staging);
    await db.close();
    try {
      await fs.rename(staging, dir);
    } catch {
      await fs.rm(staging, { recursive: true, force: true }); // another process won the race
    }
    return dir;
  })();
  return template;
}

async function prepareData(backend: Backend, dataDir: string, fresh: boolean): Promise<Partial<Config>> {
  if (backend === 'postgres') {
    const url = process.env.TESSERA_TEST_DATABASE_URL;
    if (!url) throw new Error('TESSERA_TEST_DATABASE_URL is not set');
    return { databaseUrl: url };
  }
  if (fresh) await fs.cp(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  return {};
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TESSERA_TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const backend = options.backend ?? 'pglite';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-test-'));
  const shared = options.sameDatabaseAs;
  if (shared && backend !== 'postgres') throw new Error('sameDatabaseAs needs the postgres backend');
  const schema = shared ? shared.schema : backend === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : 'public';
  return boot(options, backend, dataDir, schema, !shared);
}

async function boot(options: TestServerOptions, backend: Backend, dataDir: string, schema: string, fresh: boolean): Promise<TestServer> {
  const db = await prepareData(backend, dataDir, fresh);
  const config: Config = {
    ...loadConfig({
      TESSERA_LOG_LEVEL: process.env.TESSERA_LOG_LEVEL ?? 'silent',
      // What a test sets for the servers it starts (simulated devices, the external broker's group and client ids).
      TESSERA_DEMO_DEVICES: process.env.TESSERA_DEMO_DEVICES,
      TESSERA_MQTT_SHARE_GROUP: process.env.TESSERA_MQTT_SHARE_GROUP,
      TESSERA_MQTT_CLIENT_PREFIX: process.env.TESSERA_MQTT_CLIENT_PREFIX,
    }),
    dataDir,
    consoleDir: path.join(dataDir, 'no-console'),
    extensionsDir: path.join(dataDir, 'no-extensions'),
    adminPassword: TEST_PASSWORD,
    demoPasswords: { tenantAdmin: TEST_PASSWORD, tenantUser: TEST_PASSWORD },
    jwtSecret: 'test-secret-0123456789abcdef',
    ...db,
    databaseSchema: schema,
    ...options.config,
    host: '127.0.0.1',
    httpPort: 0,
    mqttPort: options.config?.mqttPort ?? 0,
  };
  const server = await createServer(config, { clock: options.clock, sms: options.sms, log: options.log, print: options.print ?? (() => undefined) });
  let closed = false;

  const post = async <T>(p: string, body?: unknown, o: PostOptions = {}): Promise<Envelope<T>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.siteId) headers['x-site-id'] = o.siteId;
    const res = await fetch(`${server.url}/api${p}`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`POST ${p}: HTTP ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as Envelope<T>;
  };

  const shutdown = async () => {
    if (closed) return;
    closed = true;
    await server.close();
  };

  const handle: TestServer = {
    url: server.url,
    dataDir,
    routes: server.routes,
    server,
    post,
    schema,
    async login(email, password = TEST_PASSWORD) {
      const r = await post<{ access_token: string }>('/auth/login', { email, password });
      if (r.code !== 200) throw new Error(`login ${email} failed: ${r.code} ${r.message}`);
      return r.data.access_token;
    },
    async restart() {
      await shutdown();
      return boot(options, backend, dataDir, schema, false);
    },
    async close() {
      await shutdown();
      await fs.rm(dataDir, { recursive: true, force: true });
      if (backend === 'postgres' && !options.sameDatabaseAs) await dropSchema(schema);
    },
  };
  return handle;
}
