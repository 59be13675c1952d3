/**
 * Composes the device area: directory → pipeline → broker (embedded or external) → realtime hub and WebSockets,
 * plus the projects, devices, telemetry and commands routes. app.ts calls `createDeviceStack` before the routes are
 * registered, `attach(app)` after, `start()` once HTTP listens, and `close()` first on shutdown (flushes ingest).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { EventBus } from '../../events/event-bus';
import type { Caller, RouteDef } from '../../http/route';
import { siteLimit, withinSites } from '../sites/access';
import { CommandService } from '../commands/service';
import { commandRoutes } from '../commands/routes';
import { DeviceModelService, seedDeviceModels } from '../device-model/service';
import { DeviceService } from './device-service';
import { deviceSite } from './device-store';
import { deviceRoutes } from './routes';
import { ProjectService } from '../projects/service';
import { projectRoutes } from '../projects/routes';
import { registerCsvExport } from '../telemetry/csv-export';
import { TelemetryService } from '../telemetry/service';
import { telemetryRoutes } from '../telemetry/routes';
import { latest as latestRows } from '../telemetry/store';
import { EmbeddedBroker, type PluginBrokerAccess } from '../../mqtt/embedded-broker';
import { ExternalBroker, defaultClientId } from '../../mqtt/external-broker';
import type { MqttTransport } from '../../mqtt/mqtt-transport';
import { RealtimeFanout } from '../../realtime/realtime-fanout';
import { RealtimeHub } from '../../realtime/realtime-hub';
import { WsGateway, type ShareAuth, type TopicSource } from '../../realtime/ws-gateway';
import { seedChargingDemo } from '../charging/demo-chargers';
import { DEMO_FIRMWARE, DemoSimulator, seedDemo } from '../../ingest/demo';
import type { IngestBatch } from '../../ingest/batch-sink';
import { IngestPipeline } from '../../ingest/ingest-pipeline';
import { pointValue } from '../../ingest/point';
import { PresenceTracker } from '../../ingest/presence';
import { batchSinkFor } from '../../ingest/batch-store';
import { SqlDeviceDirectory } from '../../ingest/sql-device-directory';
import { ActivatingDirectory } from '../../ingest/activating-directory';

/** Takes an HTTP upgrade whose path is its own (returns true), or leaves it (false). */
export type UpgradeHandler = (req: import('node:http').IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => boolean;

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
  /** The port the embedded broker listens on once started (the configured one may be 0); null before or external. */
  readonly mqttPort: number | null;
  /** Adds a tenant-wide WebSocket feed (see `TopicSource`). */
  registerTopic(name: string, source: TopicSource): void;
  /** Lets dashboard share links open read-only sockets on `/api/ws`. */
  registerShareAuth(auth: ShareAuth): void;
  /** Lets protocol plugins log in to the embedded broker (before `start()`). */
  setPluginAccess(access: PluginBrokerAccess): void;
  /** Open browser sockets on this server. */
  readonly webSocketClients: number;
  /** `upgrades`: other areas' WebSocket paths (each returns false when the path is not its own). */
  attach(app: FastifyInstance, upgrades?: UpgradeHandler[]): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface DeviceStackOptions {
  /** Resolves a user's JWT (TokenService.resolve). */
  resolve(token: string | undefined): Promise<Caller>;
  /** Create and run the demo devices (config.demo and config.demoDevices). */
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
  const store = batchSinkFor(db);
  const observe = opts.observeCommit;
  const sink = observe
    ? {
        write: async (batch: IngestBatch) => {
          const started = process.hrtime.bigint();
          await store.write(batch);
          observe(Number(process.hrtime.bigint() - started) / 1e9);
        },
      }
    : store;
  const pipeline = new IngestPipeline({ sink, directory, log });
  const presence = new PresenceTracker(db, log);
  const hub = new RealtimeHub();
  const latest = async (deviceId: string) => {
    const rows = await latestRows(db, deviceId);
    if (!rows.length) return null;
    const values: Record<string, unknown> = {};
    let ts = 0;
    for (const r of rows) {
      values[r.key] = pointValue(r);
      ts = Math.max(ts, Math.floor(Number(r.ts) / 1000)); // µs → ms
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
  // Connection details name the port the embedded broker really listens on.
  const devices = new DeviceService(ctx, changes, () => transport?.port);
  const telemetry = new TelemetryService(ctx, devices, models);
  const commands = new CommandService(ctx, devices, models, () => transport);
  const projects = new ProjectService(ctx);
  const routes = [...projectRoutes(projects), ...deviceRoutes(devices, models), ...telemetryRoutes(telemetry), ...commandRoutes(commands)];

  const ws = new WsGateway({
    hub,
    log,
    resolve: (t) => opts.resolve(t),
    maySee: async (caller, id) => {
      if (!caller.tenant_id) return false;
      const row = await deviceSite(db, caller.tenant_id, id);
      return !!row && withinSites(await siteLimit(db, caller), row.site_id);
    },
    snapshot: latest,
  });
  let demo: DemoSimulator | null = null;
  let plugins: PluginBrokerAccess | undefined;
  const offRevocation = opts.bus.subscribe('revocation', (event) => ws.revoke(event));
  const offTenant = opts.bus.subscribe('tenant', (event) => {
    directory.invalidate();
    if (!event.enabled) transport?.kickTenant(event.tenantId);
  });
  const offPlugin = opts.bus.subscribe('plugin', (event) => transport?.kickPlugin(event.protocolType));

  return {
    routes,
    directory,
    pipeline,
    presence,
    hub,
    commands,
    devices,
    telemetry,
    get transport() {
      return transport;
    },
    get mqttPort() {
      return config.mqttUrl ? null : (transport?.port ?? null);
    },
    registerTopic: (name, source) => ws.registerTopic(name, source),
    registerShareAuth: (auth) => ws.registerShareAuth(auth),
    setPluginAccess: (access) => void (plugins = access),
    get webSocketClients() {
      return ws.clients;
    },
    attach(app, upgrades = []) {
      app.server.on('upgrade', (req, socket, head) => {
        // Any other upgrade path is refused rather than left open.
        if (!ws.handleUpgrade(req, socket, head) && !upgrades.some((h) => h(req, socket, head))) socket.destroy();
      });
      registerCsvExport(app, db, opts.resolve);
    },
    async start() {
      transport = config.mqttUrl
        ? new ExternalBroker({
            url: config.mqttUrl,
            group: config.mqttShareGroup,
            clientId: defaultClientId(`${config.dataDir}:${config.databaseSchema}`, config.mqttClientPrefix),
            directory,
            pipeline,
            presence,
            log,
          })
        : new EmbeddedBroker({ host: config.host, port: config.mqttPort, directory, pipeline, presence, log, plugins });
      await transport.start();
      if (opts.demoDevices) {
        // The demo project, then the demo charging sites (whose chargers bill orders while the demo runs).
        const chargers = (await seedChargingDemo(ctx)).map((c) => ({ ...c, version: DEMO_FIRMWARE }));
        const seeded = [...(await seedDemo(ctx)), ...chargers];
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
      offPlugin();
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
