/** `/extensions/catalog` (every signed-in user), `/extensions/install`, `/extensions/enable` and `/extensions/uninstall` (SYS_ADMIN). */
import type { FastifyInstance } from 'fastify';
import { group, obj, route, str, type RouteDef } from '../../http/route';
import type { ExtensionCatalog } from './catalog';
import { PACK_FORMAT, type ExtensionService } from './service';

export const INSTALL_BODY_LIMIT = 20 * 1024 * 1024;

export function extensionRoutes(catalog: ExtensionCatalog, service: ExtensionService): RouteDef[] {
  return group('extensions', [
    route({
      path: '/extensions/catalog',
      auth: 'user',
      readonly: true,
      summary: 'Enabled extensions: [{manifest, baseUrl, builtin, enabled}]',
      handler: () => catalog.entries(),
    }),
    route({
      path: '/extensions/install',
      auth: 'user',
      roles: ['SYS_ADMIN'],
      bodyLimit: INSTALL_BODY_LIMIT,
      summary: `Install a packed extension {format: "${PACK_FORMAT}", manifest, files: {path: base64}, integrity: {path: sri}, signature?: {publicKey, value}}`,
      body: obj(
        {
          format: { type: 'string', const: PACK_FORMAT },
          // Checked against extension-manifest.schema.json by the install service.
          manifest: { type: 'object', additionalProperties: true },
          files: { type: 'object', additionalProperties: { type: 'string' }, maxProperties: 2000 },
          integrity: { type: 'object', additionalProperties: { type: 'string', maxLength: 200 }, maxProperties: 2000 },
          signature: obj(
            { publicKey: str({ minLength: 1, maxLength: 100 }), value: str({ minLength: 1, maxLength: 200 }), publisher: str({ maxLength: 200 }) },
            ['publicKey', 'value'],
          ),
        },
        ['format', 'manifest', 'files'],
      ),
      handler: (b: any) => service.install(b),
    }),
    route({
      path: '/extensions/enable',
      auth: 'user',
      roles: ['SYS_ADMIN'],
      summary: 'Enable or disable an extension (built-ins except the core set, and market ones)',
      body: obj({ id: str({ minLength: 1, maxLength: 128 }), enabled: { type: 'boolean' } }, ['id', 'enabled']),
      handler: (b: { id: string; enabled: boolean }) => service.setEnabled(b.id, b.enabled),
    }),
    route({
      path: '/extensions/uninstall',
      auth: 'user',
      roles: ['SYS_ADMIN'],
      body: obj({ id: str({ minLength: 1, maxLength: 128 }) }, ['id']),
      handler: (b: { id: string }) => service.uninstall(b.id),
    }),
  ]);
}

/** `GET /ext/<id>/<version>/<file>`: extension files, immutable (the version is in the URL). */
export function registerExtensionFiles(app: FastifyInstance, catalog: ExtensionCatalog): void {
  app.get<{ Params: { id: string; version: string; '*': string } }>('/ext/:id/:version/*', async (req, reply) => {
    const root = await catalog.fileRoot(req.params.id, req.params.version);
    const file = req.params['*'];
    if (!root || !file) return reply.status(404).send({ code: 404, message: 'not found', data: null });
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return reply.sendFile(file, root, { cacheControl: false });
  });
}
