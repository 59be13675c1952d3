/** The charging area: its routes and the session tracker fed with committed telemetry. */
import type { AppContext } from '../../app-context';
import type { RouteDef } from '../../http/route';
import { chargingRoutes } from './routes';
import { ChargingService } from './service';
import { SessionTracker, type ChargerUpdate } from './session-tracker';

export interface ChargingStack {
  routes: RouteDef[];
  /** Give it every committed value update (ingest `onValues`). */
  observe(update: ChargerUpdate): void;
  close(): Promise<void>;
}

export function createChargingStack(ctx: AppContext): ChargingStack {
  const tracker = new SessionTracker(ctx);
  return {
    routes: chargingRoutes(new ChargingService(ctx)),
    observe: (u) => void tracker.observe(u),
    close: () => tracker.idle(),
  };
}
