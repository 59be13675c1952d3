/**
 * Composes automation and alerts: the alert service, the engine (fed by the ingest pipeline's committed batches
 * and presence changes), the action runner, the CRUD services and their routes, and the `alerts` WebSocket topic
 * the header badge follows. app.ts creates it after the device stack and starts it once HTTP listens.
 */
import type { AppContext } from '../../app-context';
import type { RouteDef } from '../../http/route';
import type { DeviceStack } from '../devices/device-stack';
import { alertRoutes } from '../alerts/routes';
import { AlertService } from '../alerts/service';
import { countAlerts } from '../alerts/store';
import type { Notifier } from '../notifications/notifier';
import { ActionRunner } from './engine/action-runner';
import { AutomationEngine, type EngineOptions } from './engine/automation-engine';
import { automationRoutes } from './routes';
import { SceneService } from './scene-service';
import { AutomationService } from './service';
import * as store from './store';

export interface AutomationStack {
  routes: RouteDef[];
  engine: AutomationEngine;
  alerts: AlertService;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createAutomationStack(ctx: AppContext, devices: DeviceStack, notifier: Notifier, engineOptions: Partial<EngineOptions> = {}): AutomationStack {
  const alerts = new AlertService(ctx, notifier);
  // Servers sharing one database (external broker) must not trust their own memory of a group's state.
  const engine = new AutomationEngine(ctx, alerts, { shared: Boolean(ctx.config.mqttUrl), ...engineOptions });
  const automations = new AutomationService(ctx, engine);
  const runner = new ActionRunner(ctx, devices.commands, alerts, notifier, {
    commanded: (deviceId, depth) => engine.commanded(deviceId, depth),
    toggled: async (tenantId, automationId, enabled) => {
      await store.setEnabled(ctx.db, tenantId, automationId, enabled, ctx.clock.now());
      await engine.reload(automationId);
    },
  });
  engine.setRunner(runner);
  const scenes = new SceneService(ctx, automations, () => runner);
  const offs = [
    devices.pipeline.onCommitted((updates, notices) => engine.onCommitted(updates, notices)),
    devices.presence.onChange((c) => engine.onPresence(c)),
  ];
  devices.registerTopic('alerts', {
    snapshot: async (caller) => (caller.tenant_id ? countAlerts(ctx.db, caller.tenant_id) : { unprocessed: 0, processed: 0 }),
    watch: (caller, changed) =>
      alerts.onCountChange((tenantId) => {
        if (tenantId === caller.tenant_id) changed();
      }),
  });
  return {
    routes: [...automationRoutes(automations, scenes), ...alertRoutes(alerts)],
    engine,
    alerts,
    start: () => engine.start(),
    async close() {
      for (const off of offs) off();
      await engine.close();
    },
  };
}
