/**
 * OpenAPI 3.1 document built from the declared routes (served at GET /api/docs, readable at /api/docs/ui): each
 * route's request body schema, and its answer — the envelope, with `data` described by the route's `response` or
 * http/response-schemas.ts when known.
 */
import type { JsonSchema, RouteDef } from './route';
import { RESPONSE_SCHEMAS } from './response-schemas';

export const ENVELOPE_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'integer', description: '200 ok, 1000 validation, 400 business rule, 401 not authenticated, 999 forbidden (0 = ok for /base/user_login)' },
    message: { type: 'string', description: 'Localized text (Accept-Language) of the outcome' },
    data: { description: 'The answer; null or [] on a refusal' },
  },
  additionalProperties: false,
};

/** The `data` schema a route declares, if any. */
export function responseSchemaOf(route: Pick<RouteDef, 'path' | 'response'>): JsonSchema | undefined {
  return route.response ?? RESPONSE_SCHEMAS[route.path];
}

function answerSchema(route: RouteDef): JsonSchema {
  const data = responseSchemaOf(route);
  if (!data) return { $ref: '#/components/schemas/Envelope' };
  return {
    allOf: [{ $ref: '#/components/schemas/Envelope' }],
    type: 'object',
    properties: { code: { type: 'integer' }, data: { anyOf: [data, { type: 'null' }, { type: 'array', maxItems: 0 }] } },
  };
}

export function buildOpenApi(routes: RouteDef[], version: string) {
  const paths: Record<string, unknown> = {};
  for (const r of routes) {
    paths[`/api${r.path}`] = {
      post: {
        operationId: r.path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_'),
        summary: r.summary ?? r.path,
        tags: r.tag ? [r.tag] : [],
        ...(r.auth === 'user' ? { security: [{ bearer: [] }] } : { security: [] }),
        ...(r.roles ? { description: `Roles: ${r.roles.join(', ')}` } : {}),
        requestBody: { required: false, content: { 'application/json': { schema: r.body ?? { type: 'object', additionalProperties: false } } } },
        responses: {
          200: { description: 'Always HTTP 200; the outcome is `code`, the answer `data`', content: { 'application/json': { schema: answerSchema(r) } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tessera API',
      version,
      description:
        'Every route is POST + JSON under /api and answers {code, message, data} with HTTP 200. Times: `ms` milliseconds, `µs` microseconds since the epoch. A readable page: /api/docs/ui.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Envelope: ENVELOPE_SCHEMA },
    },
    paths,
  };
}
