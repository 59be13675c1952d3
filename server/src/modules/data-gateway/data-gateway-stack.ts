/**
 * Composes the data gateway (open-API apps and the open API) and data services (configuration, debug run, open-API
 * read, the push scheduler and the WebSocket push). app.ts creates it after the device and automation stacks.
 */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { RouteDef } from '../../http/route';
import { sharedSecret } from '../../storage/server-secrets';
import type { AlertService } from '../alerts/service';
import type { CommandService } from '../commands/service';
import { DataServicePusher } from '../data-service/pusher';
import { dataServiceRoutes } from '../data-service/routes';
import { DataServiceService } from '../data-service/service';
import { DataServiceSockets } from '../data-service/ws-push';
import type { DeviceService } from '../devices/device-service';
import type { UpgradeHandler } from '../devices/device-stack';
import type { TelemetryService } from '../telemetry/service';
import { OpenApiService } from './openapi-service';
import { rateCounterFor } from './rate-counter';
import { gatewayRoutes } from './routes';
import { SecretBox } from './secret-box';
import { GatewayService } from './service';

export interface DataGatewayStack {
  routes: RouteDef[];
  /** The data services' WebSocket push (`/api/openapi/v1/data/services/ws/share`). */
  upgrade: UpgradeHandler;
  start(): void;
  close(): Promise<void>;
}

export interface DataGatewayDeps {
  telemetry: TelemetryService;
  commands: CommandService;
  devices: DeviceService;
  alerts: () => AlertService | undefined;
}

export function createDataGatewayStack(ctx: AppContext, deps: DataGatewayDeps): DataGatewayStack {
  let box: Promise<SecretBox> | undefined;
  const secretBox = () =>
    (box ??= sharedSecret(ctx.db, 'openapi-secret-key', randomBytes(32).toString('base64'), ctx.clock.now()).then(
      (k) => new SecretBox(Buffer.from(k, 'base64')),
    ));
  const apps = new GatewayService(ctx, secretBox);
  // One counter for apps and data services (their buckets are `app:<id>` and `ds:<id>`).
  const counter = rateCounterFor(ctx);
  const open = new OpenApiService(ctx, secretBox, deps, counter);
  const services = new DataServiceService(ctx, secretBox, counter);
  const pusher = new DataServicePusher(ctx, services);
  const sockets = new DataServiceSockets(ctx, services);
  return {
    routes: [...gatewayRoutes(apps, open), ...dataServiceRoutes(services)],
    upgrade: sockets.upgrade,
    start: () => {
      pusher.start();
      sockets.start();
    },
    close: async () => {
      await pusher.close();
      await sockets.close();
    },
  };
}
