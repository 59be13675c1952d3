/**
 * Composes the device area: directory → pipeline → broker (embedded or external) → realtime hub and WebSockets,
 * plus the projects, devices, telemetry and commands routes. app.ts calls `createDeviceStack` before the routes are
 * registered, `attach(app)` after, `start()` once HTTP listens, and `close()` first on shutdown (flushes ingest).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../app-context';
import type { EventBus } from '../events/event-bus';
import { id, obj, route, type Caller, type RouteDef } from '../http/route';
import { OPERATORS, scopeOf, type Scope } from '../modules/devices/scope';
import { siteLimit, withinSites } from '../modules/sites/access';
import { attributesDownlink, commandDownlink, externalUplinkTopic, otaInformDownlink } from '../mqtt/topics';
import { CommandService } from '../modules/commands/service';
import { commandRoutes } from '../modules/commands/routes';
import { DeviceModelService, seedDeviceModels } from '../modules/device-model/service';
import { DeviceService } from '../modules/devices/device-service';
import { deviceRoutes } from '../modules/devices/routes';
import { ProjectService } from '../modules/projects/service';
import { projectRoutes } from '../modules/projects/routes';
import { registerCsvExport } from '../modules/telemetry/csv-export';
import { TelemetryService } from '../modules/telemetry/service';
import { telemetryRoutes } from '../modules/telemetry/routes';
import { EmbeddedBroker } from '../mqtt/embedded-broker';
import { mqttPublicEndpoint } from '../mqtt/public-endpoint';
import { ExternalBroker, defaultClientId } from '../mqtt/external-broker';
import type { MqttTransport } from '../mqtt/mqtt-transport';
import { RealtimeFanout } from '../realtime/realtime-fanout';
import { RealtimeHub } from '../realtime/realtime-hub';
import { WsGateway, type TopicSource } from '../realtime/ws-gateway';
import { seedChargingDemo } from '../modules/charging/demo-chargers';
import { DEMO_FIRMWARE, DemoSimulator, seedDemo } from './demo';
import type { IngestBatch } from './batch-sink';
import { IngestPipeline } from './ingest-pipeline';
import { pointValue } from './point';
import { PresenceTracker } from './presence';
import { SqlBatchSink } from './batch-store';
import { SqlDeviceDirectory } from './sql-device-directory';
import { ActivatingDirectory } from './activating-directory';

export interface DeviceStack {
  routes: RouteDef[];
  directory: ActivatingDirectory;
  pipeline: IngestPipeline;
  presence: PresenceTracker;
  hub: RealtimeHub;
  commands: CommandService;
  devices: DeviceService;
  telemetry: TelemetryService;
  readonly transport: MqttTransport | null;
  /** Adds a tenant-wide WebSocket feed (see `TopicSource`). */
  registerTopic(name: string, source: TopicSource): void;
  /** Open browser sockets on this server. */
  readonly webSocketClients: number;
  attach(app: FastifyInstance): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface DeviceStackOptions {
  /** Resolves a user's JWT (TokenService.resolve). */
  resolve(token: string | undefined): Promise<Caller>;
  /** Create and run the demo devices (config.demo, unless TESSERA_DEMO_DEVICES=off). */
  demoDevices?: boolean;
  /** Revocations (sessions, tenants) close sockets and drop devices here, whichever server decided them. */
  bus: EventBus;
  /** Told how long each ingest batch took to commit (metrics). */
  observeCommit?: (seconds: number) => void;
}

export async function createDeviceStack(ctx: AppContext, opts: DeviceStackOptions): Promise<DeviceStack> {
  const { db, log, config } = ctx;
  await seedDeviceModels(db, Math.floor(ctx.clock.now() / 1000));
  // Unknown tokens get one look in the pre-registered devices (products area): a first connect activates them.
  const directory = new ActivatingDirectory(new SqlDeviceDirectory(db));
  const store = new SqlBatchSink(db);
  const observe = opts.observeCommit;
  const sink = observe
    ? { write: async (batch: IngestBatch) => {
      const started = process.hrtime.bigint();
      await store.write(batch);
      observe(Number(process.hrtime.bigint() - started) / 1e9);
    } }
    : store;
  const pipeline = new IngestPipeline({ sink, directory, log });
  const presence = new PresenceTracker(db, log);
  const hub = new RealtimeHub();
  const latest = async (deviceId: string) => {
    const rows = (await sql<any>`select key, ts, dbl_v, str_v, bool_v from ts_kv_latest where device_id = ${deviceId}`.execute(db)).rows;
    if (!rows.length) return null;
    const values: Record<string, unknown> = {};
    let ts = 0;
    for (const r of rows) {
      values[r.key] = pointValue(r);
      ts = Math.max(ts, Math.floor(Number(r.ts) / 1000));
    }
    return { ts, values };
  };
  // Every committed batch reaches the sockets of every server through the bus (realtime/realtime-fanout.ts).
  const fanout = new RealtimeFanout({ bus: opts.bus, hub, log, latest });
  pipeline.onValues((u) => fanout.push({ type: 'values', device_id: u.deviceId, ts: u.ts, values: u.values }));
  pipeline.onEvent((e) => fanout.push({ type: 'event', device_id: e.deviceId, ts: e.ts, method: e.method, params: e.params }));
  presence.onChange((c) => fanout.push({ type: 'status', device_id: c.deviceId, ts: c.ts, online: c.online }));

  let transport: MqttTransport | null = null;
  const changes = {
    deviceChanged(deviceId: string, kick: boolean) {
      directory.invalidate(deviceId);
      if (kick) transport?.kick(deviceId);
    },
  };
  const models = new DeviceModelService(ctx);
  const devices = new DeviceService(ctx, changes);
  const telemetry = new TelemetryService(ctx, devices, models);
  const commands = new CommandService(ctx, devices, models, () => transport);
  const projects = new ProjectService(ctx);
  const connectInfo = async (s: Scope, id: string) => {
    const d = await devices.device(s, id);
    const external = Boolean(config.mqttUrl);
    const { host, port } = mqttPublicEndpoint(config, external ? undefined : transport?.port);
    const token = d.token ?? '';
    const up = (t: string) => (external ? externalUplinkTopic(t, token) : t);
    return {
      mode: external ? 'external' : 'embedded', host, port,
      protocol: 'MQTT 3.1.1', username: token, password: d.password, device_type: d.device_type,
      publish: d.device_type === '2' ? [up('gateway/attributes'), up('gateway/event')] : [up('device/attributes'), up('device/event'), up('ota/device/progress'), up('ota/device/inform')],
      subscribe: d.device_type === '2' ? [attributesDownlink(token, true), commandDownlink(token, true)] : [attributesDownlink(token), commandDownlink(token), otaInformDownlink(token)],
      ...(external ? { status: up('device/status') } : {}),
    };
  };
  const routes = [
    route({ path: '/device/connect/info', auth: 'user', roles: OPERATORS, readonly: true, body: obj({ id: id() }, ['id']),
      handler: (b: { id: string }, c) => connectInfo(scopeOf(c), b.id) }),
    ...projectRoutes(projects), ...deviceRoutes(devices, models), ...telemetryRoutes(telemetry), ...commandRoutes(commands)];

  const ws = new WsGateway({
    hub, log,
    resolve: (t) => opts.resolve(t),
    maySee: async (caller, id) => {
      const row = (await sql<{ tenant_id: string; site_id: string | null }>`select tenant_id, site_id from device where id = ${id}`.execute(db)).rows[0];
      return !!row && !!caller.tenant_id && row.tenant_id === caller.tenant_id && withinSites(await siteLimit(db, caller), row.site_id);
    },
    snapshot: latest,
  });
  let demo: DemoSimulator | null = null;
  const offRevocation = opts.bus.subscribe('revocation', (event) => ws.revoke(event));
  const offTenant = opts.bus.subscribe('tenant', (event) => {
    directory.invalidate();
    if (!event.enabled) transport?.kickTenant(event.tenantId);
  });

  return {
    routes, directory, pipeline, presence, hub, commands, devices, telemetry,
    get transport() {
      return transport;
    },
    registerTopic: (name, source) => ws.registerTopic(name, source),
    get webSocketClients() {
      return ws.clients;
    },
    attach(app) {
      app.server.on('upgrade', (req, socket, head) => {
        // No other upgrade path exists: anything else is refused rather than left open.
        if (!ws.handleUpgrade(req, socket, head)) socket.destroy();
      });
      registerCsvExport(app, db, opts.resolve);
    },
    async start() {
      transport = config.mqttUrl
        ? new ExternalBroker({ url: config.mqttUrl, group: process.env.TESSERA_MQTT_SHARE_GROUP || 'tessera', clientId: defaultClientId(`${config.dataDir}:${config.databaseSchema}`, process.env.TESSERA_MQTT_CLIENT_PREFIX || 'tessera'), directory, pipeline, presence, log })
        : new EmbeddedBroker({ host: config.host, port: config.mqttPort, directory, pipeline, presence, log });
      await transport.start();
      // Asked for port 0 (tests): report the bound one wherever the configuration is shown (e.g. /index/show).
      if (!config.mqttUrl && config.mqttPort === 0) (config as { mqttPort: number }).mqttPort = transport.port;
      if (opts.demoDevices) {
        // The demo project, then the demo charging sites (whose chargers bill orders while the demo runs).
        const chargers = (await seedChargingDemo(ctx)).map((c) => ({ ...c, version: DEMO_FIRMWARE }));
        const seeded = [...await seedDemo(ctx), ...chargers];
        if (seeded.length) {
          const host = config.mqttUrl ?? `mqtt://${config.host.includes(':') ? `[${config.host}]` : config.host}:${transport.port}`;
          demo = new DemoSimulator(host, seeded, Boolean(config.mqttUrl));
          demo.start();
          log.info(`demo: ${seeded.length} simulated devices publishing to ${host}`);
        }
      }
    },
    async close() {
      offRevocation();
      offTenant();
      fanout.close();
      await demo?.stop();
      ws.close();
      await pipeline.flush();
      await transport?.close();
      await pipeline.close();
      await presence.flush();
    },
  };
}
