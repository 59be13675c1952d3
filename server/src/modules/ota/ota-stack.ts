/**
 * Wires products and OTA into the server: the routes, first-connect activation in the device directory, OTA
 * reports from the ingest pipeline, online devices (pending upgrades, activation flags), the timeout sweep, and
 * the raw upload/download routes. app.ts: `routes` into the route list, `attach(app)` before listen,
 * `start(url)` after the device stack started, `close()` before the device stack closes.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Caller, RouteDef } from '../../http/route';
import type { DeviceStack } from '../devices/device-stack';
import { productRoutes } from '../products/routes';
import { ProductService } from '../products/service';
import { PackageFiles } from './package-files';
import { PackageService } from './package-service';
import { otaRoutes } from './routes';
import { TaskService } from './task-service';
import { registerTransfers } from './transfer-routes';
import { UpgradeEngine } from './upgrade-engine';

export interface OtaStack {
  routes: RouteDef[];
  engine: UpgradeEngine;
  attach(app: FastifyInstance): void;
  start(serverUrl: string): void;
  close(): Promise<void>;
}

export interface OtaStackOptions {
  resolve(token: string | undefined): Promise<Caller>;
  /** Largest firmware file (`config.otaMaxBytes`). */
  maxBytes: number;
  /** How often timeouts and scheduled tasks are checked (default 1 s). */
  sweepMs?: number;
}

export function createOtaStack(ctx: AppContext, devices: DeviceStack, opts: OtaStackOptions): OtaStack {
  const { config, log } = ctx;
  let baseUrl = '';
  const online = new Set<string>();
  const products = new ProductService(ctx, (id) => devices.directory.invalidate(id));
  const engine = new UpgradeEngine(ctx, {
    publish: (topic, payload) => (devices.transport ? devices.transport.publish(topic, payload, 1) : Promise.reject(new Error('no MQTT transport'))),
    isOnline: (id) => devices.presence.isConnected(id) || online.has(id),
    baseUrl: () => baseUrl,
  });
  const files = new PackageFiles(config.dataDir, opts.maxBytes);
  const packages = new PackageService(ctx, files);
  const tasks = new TaskService(ctx, engine);

  // Devices that came online are handled together: one query per burst of connects, not one per device.
  let cameOnline: string[] = [];
  let flushTimer: NodeJS.Timeout | null = null;
  const flushOnline = async () => {
    flushTimer = null;
    const ids = cameOnline;
    cameOnline = [];
    try {
      await products.markActivated(ids);
      await engine.online(ids);
    } catch (err) {
      log.warn(`ota: online devices not handled: ${(err as Error).message}`);
    }
  };
  const offPresence = devices.presence.onChange((c) => {
    if (!c.online) return void online.delete(c.deviceId);
    online.add(c.deviceId);
    cameOnline.push(c.deviceId);
    flushTimer ??= setTimeout(() => void flushOnline(), 100);
  });
  const offUplink = devices.pipeline.onUplink((device, kind, payload) => {
    if (kind !== 'ota_progress' && kind !== 'ota_inform') return;
    let body: unknown;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      return;
    }
    void engine.report(device.id, kind === 'ota_progress' ? 'progress' : 'version', body);
  });
  devices.directory.setActivator((token) => products.activateOnConnect(token));

  let sweeper: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> | null = null;
  return {
    routes: [...productRoutes(products), ...otaRoutes(packages, tasks)],
    engine,
    attach: (app) => registerTransfers(app, { db: ctx.db, files, resolve: opts.resolve }),
    start(serverUrl) {
      const url = new URL(serverUrl);
      if (config.publicHost) url.hostname = config.publicHost;
      else if (['0.0.0.0', '[::]'].includes(url.hostname)) url.hostname = '127.0.0.1';
      baseUrl = url.origin;
      sweeper = setInterval(() => {
        sweeping ??= engine
          .sweep()
          .catch((err) => log.warn(`ota: sweep failed: ${(err as Error).message}`))
          .finally(() => {
            sweeping = null;
          });
      }, opts.sweepMs ?? 1000);
    },
    async close() {
      if (sweeper) clearInterval(sweeper);
      if (flushTimer) clearTimeout(flushTimer);
      offPresence();
      offUplink();
      devices.directory.setActivator(null);
      await sweeping;
      await engine.drain();
    },
  };
}
