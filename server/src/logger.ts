/**
 * The server's logger: pino (fastify's own), one JSON object per line when stdout is not a terminal, coloured
 * human lines (pino-pretty) when it is. Modules see only `ServerLogger`; app.ts hands the same pino instance to
 * fastify, whose request lines then carry the request id, route, tenant and latency (see `logRequests`).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogLevel } from './config';

export interface ServerLogger {
  error(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  debug(msg: string, extra?: unknown): void;
}

/** A ServerLogger backed by pino, which fastify can share. */
export interface PinoServerLogger extends ServerLogger {
  readonly pino: Logger;
}

export interface LoggerOptions {
  /** Where lines go (default stdout). */
  destination?: pino.DestinationStream;
  /** Human-readable lines; default: stdout is a terminal. */
  pretty?: boolean;
}

export function createLogger(level: LogLevel, options: LoggerOptions = {}): PinoServerLogger {
  const human = options.pretty ?? (process.stdout.isTTY === true && !options.destination);
  const stream = human
    ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', destination: options.destination ?? 1 })
    : (options.destination ?? pino.destination(1));
  const logger = pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, stream);
  const at = (lvl: 'error' | 'warn' | 'info' | 'debug') => (msg: string, extra?: unknown) => {
    if (extra === undefined) logger[lvl](msg);
    else if (extra instanceof Error) logger[lvl]({ err: extra }, msg);
    else logger[lvl]({ extra }, msg);
  };
  return { pino: logger, error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

/** The pino instance fastify should log with: the server logger's own, else a silent one. */
export function fastifyLogger(log: ServerLogger): FastifyBaseLogger {
  const own = (log as Partial<PinoServerLogger>).pino;
  return own ?? pino({ level: 'silent' });
}

/**
 * One line per finished request: request id (the caller's `X-Request-Id` if it sent one, echoed back), method,
 * route pattern, status, latency and, once authenticated, the tenant and user.
 */
export function logRequests(app: FastifyInstance, who: (req: FastifyRequest) => { tenant_id: string | null; id: string } | undefined): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const caller = who(req);
    const line = {
      method: req.method,
      route: req.routeOptions.url ?? req.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      tenant: caller?.tenant_id ?? undefined,
      user: caller?.id,
    };
    if (reply.statusCode >= 500) req.log.error(line, 'request failed');
    else req.log.info(line, 'request');
  });
}
