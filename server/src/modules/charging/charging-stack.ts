/** The charging area: its routes and the session tracker fed with committed telemetry. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Caller, RouteDef } from '../../http/route';
import { registerIncomeExport } from './income-export';
import { chargingRoutes } from './routes';
import { ChargingService } from './service';
import { SessionTracker, type ChargerUpdate } from './session-tracker';

export interface ChargingStack {
  routes: RouteDef[];
  /** Give it every committed value update (ingest `onValues`). */
  observe(update: ChargerUpdate): void;
  /** Registers the raw income export route (a file stream). */
  attach(app: FastifyInstance): void;
  /** Starts the sweep of sessions whose charger went silent. */
  start(): void;
  close(): Promise<void>;
}

/** A charger silent this long mid-session has dropped off: its session ends at its last report. */
export const SILENT_SESSION_MS = 30 * 60_000;
const SWEEP_EVERY_MS = 60_000;

export function createChargingStack(ctx: AppContext, resolve: (token: string | undefined) => Promise<Caller>): ChargingStack {
  const tracker = new SessionTracker(ctx);
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => void tracker.sweep(ctx.clock.now() - SILENT_SESSION_MS).catch((err) => ctx.log.error('charging: sweep failed', err));
  const service = new ChargingService(ctx);
  return {
    routes: chargingRoutes(service),
    attach: (app) => registerIncomeExport(app, ctx, service, resolve),
    observe: (u) => void tracker.observe(u),
    start() {
      timer = setInterval(sweep, SWEEP_EVERY_MS);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      await tracker.idle();
    },
  };
}
