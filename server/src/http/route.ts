/**
 * How a module declares a route: `{path, body (JSON Schema), auth, roles?, handler}`. The HTTP layer does the
 * rest (POST under /api, validation, auth, site scope, envelope, operation log, OpenAPI).
 */
import type { ROLES } from '@tessera/sdk/shared';
import type { Lang } from '../i18n/localized-text';

export type Authority = (typeof ROLES)[number];

export interface Caller {
  id: string;
  email: string;
  name: string;
  authority: Authority;
  /** Null for SYS_ADMIN (platform level). Always from the token's session, never from the body. */
  tenant_id: string | null;
  /** Session id of the token in use (logout revokes it). */
  jti: string;
  /** Signed in with a one-time password: only the password change (and me, refresh, logout) is allowed. */
  mustChangePassword?: boolean;
}

export interface RequestContext {
  /** Set on `auth: 'user'` routes. */
  caller?: Caller;
  /** The `X-Site-ID` the caller may see, when sent. */
  siteId?: string;
  /**
   * The sites the request is limited to: `[X-Site-ID]` when sent, else the granted sites of a site-limited user
   * (SITE_ADMIN, TENANT_USER); undefined = the whole tenant. Every site filter reads this, never `siteId`.
   */
  siteIds?: string[];
  ip: string;
  /** The request's headers (lower-case names): the open API reads its signature headers here. */
  headers?: Record<string, string | string[] | undefined>;
  /** The console language of the request (Accept-Language; Chinese when none matches). */
  lang: Lang;
  /** Who the operation log should name when the route is public (e.g. a successful login). */
  actor?: { id: string; email: string; tenant_id: string | null };
}

export type JsonSchema = Record<string, unknown>;

export interface RouteDef<B = any> {
  /** Path under /api, e.g. `/auth/login`. */
  path: string;
  summary?: string;
  /** Module (OpenAPI tag); set by `group()`. */
  tag?: string;
  /** JSON Schema of the body: a closed object schema (`obj()`), checked at registration. Absent: an empty object. */
  body?: JsonSchema;
  /** JSON Schema of the answer's `data` (the OpenAPI document's response); see also http/response-schemas.ts. */
  response?: JsonSchema;
  auth: 'public' | 'user';
  /** Authorities allowed; absent = every signed-in user. */
  roles?: Authority[];
  /** Bytes; default 1 MiB. */
  bodyLimit?: number;
  /** Open to a caller who must still change a one-time password (me, refresh, logout, the change itself). */
  beforePasswordChange?: boolean;
  /** Reads only: not written to the operation log. */
  readonly?: boolean;
  handler(body: B, ctx: RequestContext): unknown | Promise<unknown>;
}

export function route<B = any>(def: RouteDef<B>): RouteDef<B> {
  return def;
}

export function group(tag: string, defs: RouteDef[]): RouteDef[] {
  return defs.map((d) => ({ ...d, tag }));
}

/** The caller of an `auth: 'user'` route (the HTTP layer guarantees it). */
export function callerOf(ctx: RequestContext): Caller {
  if (!ctx.caller) throw new Error('route declared public but needs a caller');
  return ctx.caller;
}

// Schema helpers: plain JSON Schema, kept terse.
export const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
/** Integers are bounded by default: JSON allows 1e308, which is an "integer" to JSON Schema but no SQL type holds. */
export const int = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER, ...extra });
/** Page numbers: far beyond any real list, small enough that page × per_page stays a valid SQL offset. */
const MAX_PAGE = 10_000_000;
export const id = (): JsonSchema => ({ type: 'string', minLength: 1, maxLength: 64 });
export const flag = (): JsonSchema => ({ type: 'string', enum: ['0', '1'] });
/** A closed object: a key the schema does not name is a validation error (code 1000), never stored. */
export function obj(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: false };
}
/** `{current_page, per_page}` plus the given filters; `page`/`limit` are accepted as the older aliases. */
export function paged(properties: Record<string, JsonSchema> = {}, maxPerPage = 1000): JsonSchema {
  return obj({
    current_page: int({ minimum: 1, maximum: MAX_PAGE }),
    per_page: int({ minimum: 1, maximum: maxPerPage }),
    page: int({ minimum: 1, maximum: MAX_PAGE }),
    limit: int({ minimum: 1, maximum: maxPerPage }),
    ...properties,
  });
}
