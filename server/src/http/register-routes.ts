/**
 * Wires declared routes into fastify: one tolerant JSON parser, JSON Schema validation, auth + roles, X-Site-ID
 * scope, the `{code, message, data}` envelope with HTTP 200, and the operation log for mutating calls.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCode } from '@tessera/sdk/shared';
import type { AppContext } from '../app-context';
import type { TokenService } from '../modules/auth/token-service';
import type { OperationLogWriter } from '../modules/operation-log/store';
import { ApiError, Ok, envelope, forbiddenError } from './envelope';
import type { Caller, JsonSchema, RequestContext, RouteDef } from './route';
import { describeValidationError } from './validation-message';
import { serializeWithJsonText } from './json-text';
import { fill, localize, requestLang, type Message } from '../i18n/localized-text';
import { PASSWORD_CHANGE_REQUIRED } from '../modules/auth/messages';
import { HTTP_TEXT } from './messages';

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

interface Outcome {
  code: number;
  message: string;
}
const outcomes = new WeakMap<FastifyRequest, Outcome>();
const contexts = new WeakMap<FastifyRequest, RequestContext>();
const routeDefs = new WeakMap<FastifyRequest, RouteDef>();

/** The token of a request: `Authorization: Bearer …`, or the store flow's `x-token`. */
export function tokenOf(req: FastifyRequest): string | undefined {
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
  return reply
    .status(200)
    .type('application/json; charset=utf-8')
    .send(serializeWithJsonText(envelope(code, message, data)));
}

/** Maps any error to an envelope; never leaks a stack trace. */
export function installErrorHandling(app: FastifyInstance, wiring: Pick<RouteWiring, 'ctx'>): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return send(req, reply, err.code, err.text, err.data);
    if (err.validation) return send(req, reply, ResponseCode.VALIDATION, describeValidationError(err.validation), null);
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE': {
        const limit = req.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT;
        return send(req, reply, ResponseCode.VALIDATION, fill(HTTP_TEXT.bodyTooLarge, { kib: Math.round(limit / 1024) }), null);
      }
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(req, reply, ResponseCode.VALIDATION, HTTP_TEXT.contentType, null);
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(req, reply, ResponseCode.VALIDATION, HTTP_TEXT.contentLength, null);
    }
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(req, reply, ResponseCode.VALIDATION, fill(HTTP_TEXT.malformedJson, { detail: err.message }), null);
    }
    if (err instanceof NulError) return send(req, reply, ResponseCode.VALIDATION, fill(HTTP_TEXT.nul, { field: err.field }), null);
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(req, reply, ResponseCode.VALIDATION, fill(HTTP_TEXT.badRequest, { detail: err.message }), null);
    }
    wiring.ctx.log.error(`unhandled error on ${req.method} ${req.url}`, err);
    return send(req, reply, 500, HTTP_TEXT.internal, null);
  });
}

class NulError extends Error {
  readonly statusCode = 400;
  readonly field: string;
  constructor(key: string) {
    super(`${key || 'body'}: must not contain NUL characters`);
    this.field = key || 'body';
  }
}

/**
 * JSON bodies only (`application/json`, `application/*+json`): a `text/plain` or form body, which a foreign page
 * can send without a CORS preflight, answers 1000. An empty body is `{}`. Drops `__proto__` keys (prototype
 * pollution).
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(/^application\/([\w.+-]+\+)?json\s*(;.*)?$/i, { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, {});
    try {
      done(
        null,
        JSON.parse(text, (key, value) => {
          if (key === '__proto__') return undefined;
          // PostgreSQL text cannot hold NUL; refuse it here rather than fail deep in a query.
          if (typeof value === 'string' && value.includes('\u0000')) throw new NulError(key);
          return value;
        }),
      );
    } catch (err) {
      if (err instanceof NulError) return done(err, undefined);
      const e = err as Error;
      done(Object.assign(new SyntaxError(e.message), { statusCode: 400 }), undefined);
    }
  });
}

/** The body of a route that takes none: `{}` (an empty body) and nothing else. */
const NO_BODY = { type: 'object', properties: {}, additionalProperties: false };

/**
 * Refuses a body schema that would let unknown keys through: the body itself must be closed, a nested object that
 * lists properties must be closed too, and a nested free-form object must say so (`additionalProperties: true` or
 * a schema for a map's values). Unknown keys stored and merged unchecked grow every reader's answer.
 */
export function assertClosedSchema(path: string, schema: JsonSchema, at = 'body'): void {
  const fail = (why: string) => {
    throw new Error(`route ${path}: ${at} ${why}`);
  };
  if (at === 'body' && (schema.type !== 'object' || schema.additionalProperties !== false))
    fail('must be a closed object schema (additionalProperties: false; use obj())');
  if (schema.type === 'object') {
    if (schema.properties && schema.additionalProperties !== false) fail('lists properties but is open (additionalProperties: false)');
    if (!('additionalProperties' in schema)) fail('is an object without additionalProperties (false, or true/a schema for a free-form map)');
  }
  for (const [key, value] of Object.entries(schema.properties ?? {})) assertClosedSchema(path, value as JsonSchema, `${at}.${key}`);
  if (schema.items && typeof schema.items === 'object') assertClosedSchema(path, schema.items as JsonSchema, `${at}[]`);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    (schema[k] as JsonSchema[] | undefined)?.forEach((sub, i) => assertClosedSchema(path, sub, `${at}.${k}[${i}]`));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    assertClosedSchema(path, schema.additionalProperties as JsonSchema, `${at}.*`);
}

/** The authenticated user of a request, if any (request logs). */
export function requestCaller(req: FastifyRequest): { id: string; tenant_id: string | null } | undefined {
  const rctx = contexts.get(req);
  return rctx?.caller ?? rctx?.actor;
}

export function registerRoutes(app: FastifyInstance, defs: RouteDef[], wiring: RouteWiring): void {
  // Every open schema at once, so a new area sees its whole list in one start.
  const open = defs.flatMap((def) => {
    try {
      assertClosedSchema(def.path, def.body ?? NO_BODY);
      return [];
    } catch (err) {
      return [(err as Error).message];
    }
  });
  if (open.length) throw new Error(open.join('\n'));
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
      schema: { body: def.body ?? NO_BODY },
      onRequest: async (req) => {
        routeDefs.set(req, def);
      },
      preValidation: async (req) => {
        if (req.body === undefined) (req as { body: unknown }).body = {};
        const rctx: RequestContext = { ip: req.ip, headers: req.headers, lang: requestLang(req.headers['accept-language']) };
        contexts.set(req, rctx);
        if (def.auth === 'public') return;
        const caller = await wiring.tokens.resolve(tokenOf(req));
        rctx.caller = caller;
        if (caller.mustChangePassword && !def.beforePasswordChange)
          throw new ApiError(ResponseCode.FORBIDDEN, PASSWORD_CHANGE_REQUIRED, { must_change_password: true });
        if (def.roles && !def.roles.includes(caller.authority)) throw forbiddenError();
        const site = req.headers['x-site-id'];
        if (typeof site === 'string' && site.trim()) {
          if (!(await wiring.canSeeSite(caller, site.trim()))) throw forbiddenError(HTTP_TEXT.siteForbidden);
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
