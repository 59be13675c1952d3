/**
 * Composes the server: storage (migrate + seed) → services → fastify routes → listen. `createServer(config)`
 * returns `{ app, url, routes, ctx, close() }`; main.ts and the tests both use it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { systemClock, type AppContext, type Clock, type SmsSender } from './app-context';
import { ConfigError, type Config } from './config';
import { trustHops } from './http/client-ip';
import { buildOpenApi } from './http/openapi';
import { registerDocsUi } from './http/docs-ui';
import { installErrorHandling, installJsonParser, registerRoutes, requestCaller, tokenOf, DEFAULT_BODY_LIMIT } from './http/register-routes';
import { installSecurityHeaders } from './http/security-headers';
import type { RouteDef } from './http/route';
import type { EventBus } from './events/event-bus';
import { createLogger, fastifyLogger, logRequests, type ServerLogger } from './logger';
import { deviceModelRoutes } from './modules/device-model/routes';
import { DeviceModelService } from './modules/device-model/service';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { TokenService, loadJwtSecret } from './modules/auth/token-service';
import { ExtensionCatalog } from './modules/extensions/catalog';
import { marketRoutes } from './modules/market/routes';
import { MarketService } from './modules/market/service';
import { extensionRoutes, registerExtensionFiles } from './modules/extensions/routes';
import { ExtensionService } from './modules/extensions/service';
import { functionRoutes } from './modules/functions/routes';
import { FunctionService } from './modules/functions/service';
import { homeRoutes } from './modules/home/routes';
import { registerHealthRoutes } from './modules/ops/health';
import { ServerMetrics } from './modules/ops/metrics';
import { ResourceSampler } from './modules/home/sampler';
import { HomeService } from './modules/home/service';
import { operationLogRoutes } from './modules/operation-log/routes';
import { OperationLogWriter } from './modules/operation-log/store';
import { roleRoutes } from './modules/roles/routes';
import { RoleService } from './modules/roles/service';
import { canSeeSite, siteLimit } from './modules/sites/access';
import { siteRoutes } from './modules/sites/routes';
import { SiteService } from './modules/sites/service';
import { settingsRoutes } from './modules/settings/routes';
import { SettingsService } from './modules/settings/service';
import { systemRoutes } from './modules/system/routes';
import { SystemService } from './modules/system/service';
import { tenantRoutes } from './modules/tenants/routes';
import { TenantService } from './modules/tenants/service';
import { userRoutes } from './modules/users/routes';
import { UserService } from './modules/users/service';
import { seed, printSeedReport } from './seed';
import { createDeviceStack, type DeviceStack } from './modules/devices/device-stack';
import { createProtocolScriptStack, type ProtocolScriptStack } from './modules/protocol-scripts/protocol-script-stack';
import { createDataGatewayStack } from './modules/data-gateway/data-gateway-stack';
import { createExportStack } from './modules/exports/export-stack';
import { mapSettingsRoutes } from './modules/map-settings/routes';
import { MapSettingsService } from './modules/map-settings/service';
import { createNotificationStack, type NotificationStack } from './modules/notifications/notification-stack';
import { createChargingStack } from './modules/charging/charging-stack';
import { miniProgramRoutes } from './modules/mini-program/routes';
import { MiniProgramOpenService } from './modules/mini-program/open-service';
import { MiniProgramService } from './modules/mini-program/service';
import { openStorage } from './storage/database';
import { openEventBus } from './events/open-event-bus';
import { createOtaStack, type OtaStack } from './modules/ota/ota-stack';
import { createAutomationStack, type AutomationStack } from './modules/automation/automation-stack';
import { dashboardRoutes } from './modules/dashboards/routes';
import { createForwardingStack, type ForwardingStack } from './modules/forwarding/forwarding-stack';
import { DashboardService } from './modules/dashboards/service';
import { createAccessEngineStack, type AccessEngineStack } from './modules/access-engine/access-engine-stack';
import { protocolPluginRoutes } from './modules/protocol-plugins/routes';
import { ProtocolPluginService } from './modules/protocol-plugins/service';
import { consoleCacheHeaders } from './http/console-cache-headers';
import { PluginSideService } from './modules/protocol-plugins/plugin-side-service';

export const SERVER_VERSION = '0.1.0';

export interface ServerDeps {
  clock?: Clock;
  /** The SMS edge; unset = codes are written to the log. */
  sms?: SmsSender;
  log?: ServerLogger;
  /** Where the first-start credentials banner goes (default stdout unless the log level is silent). */
  print?: (line: string) => void;
}

export interface TesseraServer {
  app: FastifyInstance;
  url: string;
  /** Every declared API route (the fuzz test and the docs enumerate it). */
  routes: RouteDef[];
  ctx: AppContext;
  /** The port the embedded broker listens on (the configured one may be 0); the configured one behind an external broker. */
  mqttPort: number;
  /** The automation engine and alerts (tests drive the scheduler and wait for runs through it). */
  automation: AutomationStack;
  /** The access engine (tests reach the Node-RED children through it). */
  access: AccessEngineStack;
  /** Forwarding rules (tests wait for deliveries through its engine). */
  forwarding: ForwardingStack;
  /** Waits for background writes (the operation log) to land. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export async function createServer(config: Config, deps: ServerDeps = {}): Promise<TesseraServer> {
  const log = deps.log ?? createLogger(config.logLevel);
  const storage = await openStorage(config, log);
  const ctx: AppContext = { config, log, db: storage.db, clock: deps.clock ?? systemClock, sms: deps.sms };
  const sampler = new ResourceSampler(ctx.clock);
  let app: FastifyInstance | undefined;
  let devices: DeviceStack | undefined;
  let bus: EventBus | undefined;
  let notifications: NotificationStack | undefined;
  let ota: OtaStack | undefined;
  let automation: AutomationStack | undefined;
  let scripts: ProtocolScriptStack | undefined;
  let access: AccessEngineStack | undefined;
  let forwarding: ForwardingStack | undefined;
  try {
    const report = await seed(ctx);
    const print = deps.print ?? (config.logLevel === 'silent' ? () => undefined : (l: string) => process.stdout.write(l + '\n'));
    printSeedReport(report, print);

    bus = await openEventBus(config, storage.db, log);
    const tokens = new TokenService(ctx, await loadJwtSecret(ctx), bus);
    await tokens.purgeExpired();
    // Projects, devices, telemetry, commands, MQTT ingest and realtime (issue 5).
    let deviceStack: DeviceStack | undefined;
    const metrics = new ServerMetrics(
      {
        ingest: () => (deviceStack ? { stats: deviceStack.pipeline.stats, queuedPoints: deviceStack.pipeline.pendingPoints } : null),
        connectedDevices: () => deviceStack?.transport?.connectedClients ?? 0,
        webSocketClients: () => deviceStack?.webSocketClients ?? 0,
        pool: () => storage.pool(),
      },
      config.metricsToken,
    );
    devices = deviceStack = await createDeviceStack(ctx, {
      resolve: (t) => tokens.resolve(t),
      demoDevices: config.demo && config.demoDevices,
      bus,
      observeCommit: (s) => metrics.observeCommit(s),
    });
    // Products, batches, pre-registration, firmware and OTA tasks (issue 14).
    // Protocol scripts and the sandbox that runs them: uplink before decode, downlink before publish.
    scripts = createProtocolScriptStack(ctx, devices.pipeline, devices.commands);
    ota = createOtaStack(ctx, devices, { resolve: (t) => tokens.resolve(t), maxBytes: config.otaMaxBytes });
    const oplog = new OperationLogWriter(ctx);
    const exportsStack = createExportStack(ctx, (t) => tokens.resolve(t));
    // Notice groups, the delivery outbox and the notification services; its code SMS serves the captchas unless a test gave one.
    notifications = createNotificationStack(ctx);
    // Charging orders are derived from committed charger telemetry.
    const charging = createChargingStack(ctx, (t) => tokens.resolve(t));
    devices.pipeline.onValues((u) => charging.observe(u));
    ctx.sms ??= notifications.captchaSms;
    // Automation, scenes, strategies and alert messages; alarms reach their notice groups through the outbox.
    automation = createAutomationStack(ctx, devices, notifications.service);
    // The access engine: per-tenant Node-RED children fed by the committed batches (docs/access-engine.md).
    access = createAccessEngineStack(ctx, devices, bus);
    // Forwarding rules: committed data leaves through the rules' HTTP and MQTT targets; failures raise alarms.
    forwarding = createForwardingStack(ctx, devices, scripts.sandbox, automation.alerts, bus);
    // Open-API apps, the open API and data services (read-only tenant SQL, pushed on an interval).
    const automationForGateway = automation;
    const gateway = createDataGatewayStack(ctx, {
      telemetry: devices.telemetry,
      commands: devices.commands,
      devices: devices.devices,
      alerts: () => automationForGateway.alerts,
    });
    const catalog = new ExtensionCatalog(ctx);
    await catalog.loadBuiltins();
    const dashboards = new DashboardService(
      ctx,
      new FunctionService(ctx),
      devices.telemetry,
      () => catalog.entries(),
      (dashboardId) => bus?.publish('revocation', { dashboardId }),
    );
    devices.registerShareAuth((shareId) => dashboards.shareSession(shareId));
    const extensionService = new ExtensionService(ctx, catalog, bus);
    // Every open console hears of an install, update, enable/disable or uninstall on any server (docs/market.md).
    const catalogBus = bus;
    let catalogRevision = 0;
    catalogBus.subscribe('catalog', () => void catalogRevision++);
    devices.registerTopic('extensions', {
      snapshot: async () => ({ revision: catalogRevision }),
      watch: (_caller, changed) => catalogBus.subscribe('catalog', () => changed()),
    });
    // Protocol plugins: their devices' downlinks go to the plugin's topics, and plugins may log in to the broker.
    const pluginSide = new PluginSideService(ctx);
    devices.commands.setPluginPrefix((protocol) => pluginSide.topicPrefix(protocol));
    devices.setPluginAccess(pluginSide);
    devices.devices.setPluginEndpoint((protocol) => pluginSide.endpoint(protocol));
    const routes: RouteDef[] = [
      ...authRoutes(new AuthService(ctx, tokens)),
      ...userRoutes(new UserService(ctx, tokens)),
      ...functionRoutes(new FunctionService(ctx)),
      ...roleRoutes(new RoleService(ctx)),
      ...siteRoutes(new SiteService(ctx)),
      ...homeRoutes(new HomeService(ctx, sampler, () => deviceStack?.mqttPort ?? undefined)),
      ...systemRoutes(new SystemService(ctx)),
      ...operationLogRoutes(ctx),
      ...tenantRoutes(new TenantService(ctx, bus)),
      ...settingsRoutes(new SettingsService(ctx, SERVER_VERSION)),
      ...extensionRoutes(catalog, extensionService),
      ...marketRoutes(new MarketService(ctx, catalog, extensionService, new DeviceModelService(ctx))),
      ...devices.routes,
      ...deviceModelRoutes(new DeviceModelService(ctx)),
      ...exportsStack.routes,
      ...mapSettingsRoutes(new MapSettingsService(ctx)),
      ...notifications.routes,
      ...ota.routes,
      ...automation.routes,
      ...charging.routes,
      ...miniProgramRoutes(new MiniProgramService(ctx), new MiniProgramOpenService(ctx)),
      ...scripts.routes,
      ...protocolPluginRoutes(
        new ProtocolPluginService(ctx, (protocolType) =>
          bus
            ?.publish('plugin', { protocolType })
            .catch((err) => log.warn(`protocol plugins: sessions of ${protocolType} not ended (${(err as Error).message})`)),
        ),
        pluginSide,
      ),
      ...access.routes,
      ...dashboardRoutes(dashboards),
      ...forwarding.routes,
      ...gateway.routes,
    ];

    app = Fastify({
      // The server's own pino, so fastify's lines and ours share one stream (a custom ServerLogger: silence).
      loggerInstance: fastifyLogger(log),
      // One line per request from logRequests instead of fastify's two; ids unique across servers.
      logController: new LogController({ disableRequestLogging: true }),
      requestIdHeader: 'x-request-id',
      genReqId: () => randomUUID(),
      bodyLimit: DEFAULT_BODY_LIMIT,
      ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false, useDefaults: true } },
      // Let in-flight requests finish before storage closes (graceful shutdown); idle keep-alive sockets close at once.
      forceCloseConnections: 'idle',
      // The client address the login and code limits count by (see docs/security.md).
      trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    });
    installSecurityHeaders(app);
    logRequests(app, requestCaller);
    metrics.register(app);
    installJsonParser(app);
    installErrorHandling(app, { ctx });
    const hasConsole = fs.existsSync(config.consoleDir);
    if (!hasConsole) log.info(`console not built: ${config.consoleDir} does not exist (only /api is served)`);
    // Registered even without a console so reply.sendFile serves extension files.
    // preCompressed: the build writes .br/.gz siblings (scripts/precompress.mjs); extension files use them too. The index
    // must be an array: with preCompressed the plugin looks `/` up in it and a string answers 404.
    await app.register(fastifyStatic, {
      root: hasConsole ? config.consoleDir : config.dataDir,
      serve: hasConsole,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      preCompressed: true,
      setHeaders: consoleCacheHeaders(config.consoleDir),
    });
    registerExtensionFiles(app, catalog);
    const docs = buildOpenApi(routes, SERVER_VERSION);
    // The route map helps an attacker as much as an integrator: signed-in callers only, unless TESSERA_PUBLIC_DOCS=on.
    app.get('/api/docs', async (req) => {
      if (!config.publicDocs) await tokens.resolve(tokenOf(req));
      return docs;
    });
    registerDocsUi(app);
    registerRoutes(app, routes, {
      ctx,
      tokens,
      oplog,
      canSeeSite: (caller, siteId) => canSeeSite(ctx.db, caller, siteId),
      siteLimit: (caller) => siteLimit(ctx.db, caller),
    });
    devices.attach(app, [access.upgrade, gateway.upgrade]);
    access.attach(app);
    exportsStack.attach(app);
    ota.attach(app);
    const stackForProbes = devices;
    let draining = false;
    registerHealthRoutes(app, { db: ctx.db, log, brokerReachable: () => stackForProbes.transport?.reachable === true, draining: () => draining });
    charging.attach(app);
    app.setNotFoundHandler((req, reply) => {
      reply.status(404).send({ code: 404, message: `no such route: ${req.method} ${req.url.split('?')[0]}`, data: null });
    });

    try {
      await app.listen({ host: config.host, port: config.httpPort });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new ConfigError('TESSERA_HTTP_PORT', `port ${config.httpPort} on ${config.host} is already in use`);
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new ConfigError('TESSERA_HOST', `cannot listen on ${config.host}`);
      if (code === 'EACCES') throw new ConfigError('TESSERA_HTTP_PORT', `no permission to listen on port ${config.httpPort}`);
      throw err;
    }
    await devices.start();
    await automation.start();
    await forwarding.start();
    await exportsStack.start();
    notifications.start();
    charging.start();
    gateway.start();
    sampler.start();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.httpPort;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    ota.start(url);
    access.start();
    log.info(`Tessera listening on ${url} (database: ${storage.kind})`);
    print('Lost a password? Stop the server and run: npm run admin -- reset-password <email>');

    let closing: Promise<void> | undefined;
    const running = app;
    const stack = devices;
    const eventBus = bus;
    const notices = notifications;
    const otaStack = ota;
    const automationStack = automation;
    const chargingStack = charging;
    const scriptStack = scripts;
    const accessStack = access;
    const forwardingStack = forwarding;
    const gatewayStack = gateway;
    return {
      app: running,
      url,
      routes,
      ctx,
      automation: automationStack,
      access: accessStack,
      forwarding: forwardingStack,
      mqttPort: stack.mqttPort ?? config.mqttPort,
      settle: () => oplog.flush(),
      close: () =>
        (closing ??= (async () => {
          draining = true;
          sampler.stop();
          await accessStack.close();
          await forwardingStack.close();
          await notices.close();
          await exportsStack.close();
          await otaStack.close();
          await stack.close();
          await automationStack.close();
          await chargingStack.close();
          await scriptStack.close();
          await gatewayStack.close();
          await running.close();
          await eventBus.close();
          await oplog.flush();
          await storage.close();
        })()),
    };
  } catch (err) {
    sampler.stop();
    await access?.close().catch(() => undefined);
    await forwarding?.close().catch(() => undefined);
    await notifications?.close().catch(() => undefined);
    await ota?.close().catch(() => undefined);
    await devices?.close().catch(() => undefined);
    await automation?.close().catch(() => undefined);
    await scripts?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await bus?.close().catch(() => undefined);
    await storage.close().catch(() => undefined);
    throw err;
  }
}
