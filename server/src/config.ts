/**
 * Server configuration from the TESSERA_* environment variables (docs/DEPLOY.md). Every variable has a safe
 * default; a bad value throws a ConfigError whose message is one line naming the variable, which main.ts prints.
 */
import path from 'node:path';

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
export type FlowEditorMode = 'embedded' | 'off' | string;

export interface Config {
  host: string;
  /** The host name devices and browsers reach this server by (MQTT connection details); unset = `host`. */
  publicHost?: string;
  httpPort: number;
  dataDir: string;
  /** Unset: embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl?: string;
  /** PostgreSQL schema holding the tables (tests use a fresh one per run). */
  databaseSchema: string;
  mqttPort: number;
  mqttUrl?: string;
  /** External broker: the shared-subscription group, the same on every server of a deployment. */
  mqttShareGroup: string;
  /** External broker: the prefix of this server's client ids. */
  mqttClientPrefix: string;
  flowEditor: FlowEditorMode;
  /** Port the first embedded Node-RED tries (default 1880); taken or 0 = any free port. Always on 127.0.0.1. */
  flowEditorPort: number;
  /** Forwarding rules may target loopback and private addresses (TESSERA_FORWARD_PRIVATE_TARGETS; docs/forwarding.md). */
  forwardPrivateTargets: boolean;
  /**
   * `/form/config` may fetch from protocol plugins on loopback and private addresses (TESSERA_PLUGIN_PRIVATE_TARGETS,
   * default on: only SYS_ADMIN sets a plugin's address, and plugins usually run beside the server; docs/protocol-plugins.md).
   */
  pluginPrivateTargets: boolean;
  adminEmail: string;
  /** Unset: a password is generated on first start and printed once. */
  adminPassword?: string;
  demo: boolean;
  /** With `demo`: simulated devices publish to the broker (TESSERA_DEMO_DEVICES=off keeps the data but not the traffic). */
  demoDevices: boolean;
  /** Passwords of the demo TENANT_ADMIN and TENANT_USER; unset: each gets its own, generated and printed once. */
  demoPasswords: { tenantAdmin?: string; tenantUser?: string };
  consoleDir: string;
  extensionsDir: string;
  /** Unset: a random secret persisted in the data dir. */
  jwtSecret?: string;
  logLevel: LogLevel;
  /** Largest firmware upload in bytes (default 1 GiB). */
  otaMaxBytes: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (login and code limits count per address):
   * false = none (the socket's address), true = every hop, a number = that many hops, or addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** `/api/docs` without login (TESSERA_PUBLIC_DOCS=on). */
  publicDocs: boolean;
  /** Unset: `/metrics` answers loopback requests only. */
  metricsToken?: string;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug'];

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) throw new ConfigError(name, `"${raw}" is not a port number (0-65535)`);
  return Number(raw);
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `"${env[name]}" is not a boolean (true/false)`);
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `"${raw}" is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(name, `protocol must be one of ${protocols.join(', ')}`);
  return raw;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw)) || Number(raw) < 1) throw new ConfigError(name, `"${raw}" is not a positive whole number`);
  return Number(raw);
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function trustProxy(env: NodeJS.ProcessEnv): boolean | number | string[] {
  const raw = env.TESSERA_TRUST_PROXY?.trim() ?? '';
  if (raw === '' || /^(off|false|no|0)$/i.test(raw)) return false;
  if (/^(on|true|yes)$/i.test(raw)) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.find((a) => !PROXY_NAMES.includes(a) && !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a));
  if (bad !== undefined)
    throw new ConfigError('TESSERA_TRUST_PROXY', `"${bad}" is not an address, a CIDR range, a hop count, on/off or one of ${PROXY_NAMES.join(', ')}`);
  return list;
}

/** Reads the configuration; relative directories resolve against `cwd` (the repository root under `npm start`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const dir = (name: string, fallback: string) => path.resolve(cwd, env[name] || fallback);
  const host = env.TESSERA_HOST || '127.0.0.1';
  if (!/^[A-Za-z0-9.:-]+$/.test(host)) throw new ConfigError('TESSERA_HOST', `"${host}" is not a host name or address`);
  const publicHost = env.TESSERA_PUBLIC_HOST || undefined;
  if (publicHost !== undefined && !/^[A-Za-z0-9.:[\]-]+$/.test(publicHost))
    throw new ConfigError('TESSERA_PUBLIC_HOST', `"${publicHost}" is not a host name or address`);
  const logLevel = (env.TESSERA_LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('TESSERA_LOG_LEVEL', `"${logLevel}" must be one of ${LOG_LEVELS.join(', ')}`);
  const flowEditor = env.TESSERA_FLOW_EDITOR || 'embedded';
  if (!['embedded', 'off'].includes(flowEditor)) url({ TESSERA_FLOW_EDITOR: flowEditor }, 'TESSERA_FLOW_EDITOR', ['http:', 'https:']);
  const adminEmail = env.TESSERA_ADMIN_EMAIL || 'admin@tessera.local';
  if (!/^[^@\s]+@[^@\s]+$/.test(adminEmail)) throw new ConfigError('TESSERA_ADMIN_EMAIL', `"${adminEmail}" is not an e-mail address`);
  const adminPassword = env.TESSERA_ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 6) throw new ConfigError('TESSERA_ADMIN_PASSWORD', 'must be at least 6 characters');
  const password = (name: string) => {
    const value = env[name] || undefined;
    if (value !== undefined && value.length < 6) throw new ConfigError(name, 'must be at least 6 characters');
    return value;
  };
  const demoPasswords = { tenantAdmin: password('TESSERA_DEMO_TENANT_ADMIN_PASSWORD'), tenantUser: password('TESSERA_DEMO_TENANT_USER_PASSWORD') };
  const jwtSecret = env.TESSERA_JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 16) throw new ConfigError('TESSERA_JWT_SECRET', 'must be at least 16 characters');
  const metricsToken = env.TESSERA_METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16) throw new ConfigError('TESSERA_METRICS_TOKEN', 'must be at least 16 characters');
  const databaseSchema = env.TESSERA_DATABASE_SCHEMA || 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) throw new ConfigError('TESSERA_DATABASE_SCHEMA', `"${databaseSchema}" is not a plain schema name`);
  return {
    host,
    publicHost,
    httpPort: port(env, 'TESSERA_HTTP_PORT', 8080),
    dataDir: dir('TESSERA_DATA_DIR', 'data'),
    databaseUrl: url(env, 'TESSERA_DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseSchema,
    mqttPort: port(env, 'TESSERA_MQTT_PORT', 1883),
    mqttUrl: url(env, 'TESSERA_MQTT_URL', ['mqtt:', 'mqtts:', 'tcp:', 'ws:', 'wss:']),
    mqttShareGroup: env.TESSERA_MQTT_SHARE_GROUP || 'tessera',
    mqttClientPrefix: env.TESSERA_MQTT_CLIENT_PREFIX || 'tessera',
    flowEditor,
    flowEditorPort: port(env, 'TESSERA_FLOW_EDITOR_PORT', 1880),
    forwardPrivateTargets: bool(env, 'TESSERA_FORWARD_PRIVATE_TARGETS', false),
    pluginPrivateTargets: bool(env, 'TESSERA_PLUGIN_PRIVATE_TARGETS', true),
    adminEmail,
    adminPassword,
    demo: bool(env, 'TESSERA_DEMO', true),
    demoDevices: bool(env, 'TESSERA_DEMO_DEVICES', true),
    demoPasswords,
    consoleDir: dir('TESSERA_CONSOLE_DIR', 'dist/console'),
    extensionsDir: dir('TESSERA_EXTENSIONS_DIR', 'dist/extensions'),
    jwtSecret,
    logLevel,
    otaMaxBytes: positiveInt(env, 'TESSERA_OTA_MAX_BYTES', 1024 ** 3),
    trustProxy: trustProxy(env),
    publicDocs: bool(env, 'TESSERA_PUBLIC_DOCS', false),
    metricsToken,
  };
}
