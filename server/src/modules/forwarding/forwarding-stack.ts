/**
 * Composes forwarding: the engine fed by ingest's committed batches (attribute and event reports), the command
 * service's attribute sends and the raw uplinks (custom), the failure alarms through the alert service, and the
 * routes. A rule change reloads this server's rules and, over the event bus, every other server's. Scripts run in the protocol scripts' sandbox pool (one sandbox for the server). app.ts starts it once
 * HTTP listens and closes it before the device stack.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { EventBus } from '../../events/event-bus';
import type { RouteDef } from '../../http/route';
import type { DeviceStack } from '../devices/device-stack';
import type { AlertService } from '../alerts/service';
import type { ScriptSandbox } from '../protocol-scripts/script-sandbox';
import { FailureAlarms } from './delivery/failure-alarms';
import { ForwardingEngine, type EngineOptions } from './delivery/forwarding-engine';
import { forwardingRoutes } from './routes';
import { ForwardingService } from './service';

export interface ForwardingStack {
  routes: RouteDef[];
  engine: ForwardingEngine;
  start(): Promise<void>;
  close(): Promise<void>;
}

const CUSTOM_KINDS = new Set(['attributes', 'event', 'gateway_attributes', 'gateway_event']);

export function createForwardingStack(
  ctx: AppContext,
  devices: DeviceStack,
  sandbox: ScriptSandbox,
  alerts: AlertService | null,
  bus: EventBus,
  opts: Partial<EngineOptions> = {},
): ForwardingStack {
  const engine = new ForwardingEngine(ctx, () => sandbox.pool(), new FailureAlarms(ctx, alerts), opts);
  const server = randomUUID();
  // A change on another server reaches this one at once (the periodic reload is for group membership).
  const changed = async (ruleId: string) => {
    await engine.reload();
    await bus
      .publish('forwarding', { ruleId, server })
      .catch((err) => ctx.log.warn(`forwarding: other servers not told of a rule change (${(err as Error).message})`));
  };
  const offs = [
    bus.subscribe('forwarding', (e) => {
      if (e.server !== server) void engine.reload().catch((err) => ctx.log.error('forwarding: reload failed', err));
    }),
    devices.pipeline.onCommitted((updates, notices) => engine.onCommitted(updates, notices)),
    devices.pipeline.onUplink((device, kind, payload) => {
      if (CUSTOM_KINDS.has(kind)) engine.onUplink(device.id, payload);
    }),
    devices.commands.onAttributesSent((deviceId, values) => engine.onAttributesSent(deviceId, values)),
  ];
  return {
    routes: forwardingRoutes(new ForwardingService(ctx, engine, changed)),
    engine,
    start: () => engine.start(),
    async close() {
      for (const off of offs) off();
      await engine.close();
    },
  };
}
