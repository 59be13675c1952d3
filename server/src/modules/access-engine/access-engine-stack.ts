/**
 * Composes the access engine: the engine (per-tenant Node-RED children), its routes, the committed-batch listeners
 * that feed the "tessera in" nodes, and the same-origin editor proxy. app.ts creates it after the device stack,
 * attaches it with the other HTTP parts, starts it after listen (in the background) and closes it before storage.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { EventBus } from '../../events/event-bus';
import type { RouteDef } from '../../http/route';
import type { DeviceStack, UpgradeHandler } from '../devices/device-stack';
import { AccessEngine } from './access-engine';
import { editorUpgrade, registerEditorProxy } from './proxy';
import { accessEngineRoutes } from './routes';

export interface AccessEngineStack {
  engine: AccessEngine;
  routes: RouteDef[];
  upgrade: UpgradeHandler;
  attach(app: FastifyInstance): void;
  start(): void;
  close(): Promise<void>;
}

export function createAccessEngineStack(ctx: AppContext, devices: DeviceStack, bus: EventBus): AccessEngineStack {
  const engine = new AccessEngine(ctx, devices.commands);
  const offValues = devices.pipeline.onValues((u) => engine.deliver(u.tenantId, { device_id: u.deviceId, kind: 'values', ts: u.ts, values: u.values }));
  // Logout, a disabled user or tenant: their flow-editor tokens end, a disabled tenant's engine stops.
  const offRevocation = bus.subscribe('revocation', (e) => engine.revoke(e));
  const offEvents = devices.pipeline.onEvent((e) =>
    engine.deliver(e.tenantId, { device_id: e.deviceId, kind: 'event', ts: e.ts, values: { method: e.method, params: e.params } }),
  );
  return {
    engine,
    routes: accessEngineRoutes(engine),
    upgrade: editorUpgrade(engine),
    attach: (app) => registerEditorProxy(app, engine),
    start: () => engine.start(),
    close: async () => {
      offValues();
      offEvents();
      offRevocation();
      await engine.close();
    },
  };
}
