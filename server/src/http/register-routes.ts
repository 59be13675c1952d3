/**
 * Wires declared routes into fastify: one tolerant JSON parser, JSON Schema validation, auth + roles, X-Site-ID
 * scope, the `{code, message, data}` envelope with HTTP 200, and the operation log for mutating calls.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCode } from '../../../sdk/src/shared/constants';
import type { AppContext } from '../app-context';
import type { TokenService } from '../modules/auth/token-service';
import type { OperationLogWriter } from '../modules/operation-log/store';
import { ApiError, Ok, envelope, forbiddenError } from './envelope';
import type { Caller, RequestContext, RouteDef } from './route';
import { describeValidationError } from './validation-message';
import { localize, requestLang, type Message } from '../i18n/localized-text';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface RouteWiring {
  ctx: AppContext;
  tokens: TokenService;
  oplog: OperationLogWriter;
  /** May the caller see this site? (sites module) */
  canSeeSite(caller: Caller, siteId: string): Promise<boolean>;
  /** The sites a request without X-Site-ID is limited to (undefined: the whole tenant). */
  siteLimit(caller: Caller): Promise<string[] | undefined>;
}

interface Outcome { code: number; message: string }
const outcomes = new WeakMap<FastifyRequest, Outcome>();
const contexts = new WeakMap<FastifyRequest, RequestContext>();
const routeDefs = new WeakMap<FastifyRequest, RouteDef>();

function tokenOf(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(.+)$/i.exec(auth.trim());
    if (m) return m[1].trim();
  }
  const x = req.headers['x-token'];
  return typeof x === 'string' && x ? x : undefined;
}

function send(req: FastifyRequest, reply: FastifyReply, code: number, text: Message, data: unknown) {
  const message = localize(text, requestLang(req.headers['accept-language']));
  outcomes.set(req, { code, message });
  return reply.status(200).type('application/json; charset=utf-8').send(envelope(code, message, data));
}

/** Maps any error to an envelope; never leaks a stack trace. */
export function installErrorHandling(app: FastifyInstance, wiring: Pick<RouteWiring, 'ctx'>): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return send(req, reply, err.code, err.text, err.data);
    if (err.validation) return send(req, reply, ResponseCode.VALIDATION, describeValidationError(err.validation), null);
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE': {
        const limit = req.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT;
        return send(req, reply, ResponseCode.VALIDATION, `request body too large: the limit is ${Math.round(limit / 1024)} KiB`, null);
      }
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(req, reply, ResponseCode.VALIDATION, 'Content-Type must be application/json', null);
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(req, reply, ResponseCode.VALIDATION, 'request body length does not match Content-Length', null);
    }
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(req, reply, ResponseCode.VALIDATION, `malformed JSON body: ${err.message}`, null);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(req, reply, ResponseCode.VALIDATION, err.message, null);
    }
    wiring.ctx.log.error(`unhandled error on ${req.method} ${req.url}`, err);
    return send(req, reply, 500, 'internal server error', null);
  });
}

class NulError extends Error {
  constructor(key: string) {
    super(`${key || 'body'}: must not contain NUL characters`);
  }
}

/** Accepts any content type as JSON; an empty body is `{}`. Drops `__proto__` keys (prototype pollution). */
export function installJsonParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, {});
    try {
      done(null, JSON.parse(text, (key, value) => {
        if (key === '__proto__') return undefined;
        // PostgreSQL text cannot hold NUL; refuse it here rather than fail deep in a query.
        if (typeof value === 'string' && value.includes('\u0000')) throw new NulError(key);
        return value;
      }));
    } catch (err) {
      if (err instanceof NulError) return done(Object.assign(new Error(err.message), { statusCode: 400, code: 'TESSERA_NUL' }), undefined);
      const e = err as Error;
      done(Object.assign(new SyntaxError(e.message), { statusCode: 400 }), undefined);
    }
  });
}

/** The authenticated user of a request, if any (request logs). */
export function requestCaller(req: FastifyRequest): { id: string; tenant_id: string | null } | undefined {
  const rctx = contexts.get(req);
  return rctx?.caller ?? rctx?.actor;
}

export function registerRoutes(app: FastifyInstance, defs: RouteDef[], wiring: RouteWiring): void {
  const { ctx } = wiring;
  // onSend (not onResponse): the entry is queued before the client sees the reply, so settle() covers it.
  app.addHook('onSend', async (req, _reply, payload) => {
    const def = routeDefs.get(req);
    if (!def || def.readonly) return payload;
    const outcome = outcomes.get(req) ?? { code: 500, message: 'no reply' };
    const rctx = contexts.get(req);
    const who = rctx?.caller ?? rctx?.actor;
    wiring.oplog.record({
      tenant_id: who?.tenant_id ?? null,
      user_id: who?.id ?? null,
      user_email: who?.email ?? '',
      ip: req.ip,
      path: `/api${def.path}`,
      code: outcome.code,
      message: outcome.message,
    });
    return payload;
  });

  for (const def of defs) {
    app.route({
      method: 'POST',
      url: `/api${def.path}`,
      bodyLimit: def.bodyLimit ?? DEFAULT_BODY_LIMIT,
      schema: { body: def.body ?? { type: 'object' } },
      onRequest: async (req) => {
        routeDefs.set(req, def);
      },
      preValidation: async (req) => {
        if (req.body === undefined) (req as { body: unknown }).body = {};
        const accept = String(req.headers['accept-language'] ?? '');
        const rctx: RequestContext = { ip: req.ip, lang: /^en/i.test(accept) ? 'en' : 'ch' };
        contexts.set(req, rctx);
        if (def.auth === 'public') return;
        const caller = await wiring.tokens.resolve(tokenOf(req));
        rctx.caller = caller;
        if (def.roles && !def.roles.includes(caller.authority)) throw forbiddenError();
        const site = req.headers['x-site-id'];
        if (typeof site === 'string' && site.trim()) {
          if (!(await wiring.canSeeSite(caller, site.trim()))) throw forbiddenError('无权访问该站点');
          rctx.siteId = site.trim();
          rctx.siteIds = [rctx.siteId];
        } else {
          rctx.siteIds = await wiring.siteLimit(caller);
        }
      },
      handler: async (req, reply) => {
        const rctx = contexts.get(req)!;
        const result = await def.handler(req.body, rctx);
        if (result instanceof Ok) return send(req, reply, result.code, result.message, result.data ?? null);
        return send(req, reply, ResponseCode.OK, 'success', result === undefined ? null : result);
      },
    });
  }
}
