/** OpenAPI 3.1 document built from the declared routes (served at GET /api/docs). */
import type { RouteDef } from './route';

const envelopeSchema = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'integer', description: '200 ok, 1000 validation, 400 business rule, 401 not authenticated, 999 forbidden (0 = ok for /base/user_login)' },
    message: { type: 'string' },
    data: {},
  },
};

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
        requestBody: { required: false, content: { 'application/json': { schema: r.body ?? { type: 'object' } } } },
        responses: { 200: { description: 'Always HTTP 200; the outcome is `code`', content: { 'application/json': { schema: envelopeSchema } } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tessera API', version, description: 'Every route is POST + JSON under /api and answers {code, message, data} with HTTP 200.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
