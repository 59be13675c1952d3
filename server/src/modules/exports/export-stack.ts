/** Wires the export module into the server: its routes, the raw download route, and the job queue's life. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Caller, RouteDef } from '../../http/route';
import { ExportJobService } from './export-job-service';
import { exportRoutes, registerExportDownload } from './routes';

export interface ExportStack {
  routes: RouteDef[];
  attach(app: FastifyInstance): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createExportStack(ctx: AppContext, resolve: (token: string | undefined) => Promise<Caller>): ExportStack {
  const jobs = new ExportJobService(ctx);
  return {
    routes: exportRoutes(ctx.db, jobs),
    attach: (app) => registerExportDownload(app, jobs, resolve),
    start: () => jobs.start(),
    close: () => jobs.close(),
  };
}
