/**
 * The human-readable API page: Swagger UI (swagger-ui-dist) at /api/docs/ui, reading the OpenAPI document at
 * /api/docs. The page and its assets are static and public; the document keeps its own rule (a signed-in caller
 * unless TESSERA_PUBLIC_DOCS=on): the page's script sends the console's token (same origin, the console's storage)
 * and, when the server refuses, shows the server's own message with a link to the console's login. No inline script:
 * the page runs under the console's Content-Security-Policy.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export const DOCS_UI_PATH = '/api/docs/ui';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Tessera API</title>
<link rel="icon" href="${DOCS_UI_PATH}/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_UI_PATH}/swagger-ui.css">
</head>
<body>
<div id="tessera-docs-refused" hidden><p id="tessera-docs-message"></p><p><a href="/#/login">/#/login</a></p></div>
<div id="swagger-ui"></div>
<script src="${DOCS_UI_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_UI_PATH}/init.js"></script>
</body>
</html>
`;

// The console keeps its token under `id_token`, in localStorage (remembered) or sessionStorage.
const INIT = `(function () {
  var token = null;
  try { token = localStorage.getItem('id_token') || sessionStorage.getItem('id_token'); } catch (e) { token = null; }
  var headers = token ? { Authorization: 'Bearer ' + token } : {};
  fetch('/api/docs', { headers: headers }).then(function (r) { return r.json(); }).then(function (doc) {
    if (!doc || !doc.openapi) {
      document.getElementById('tessera-docs-message').textContent = (doc && doc.message) || '401';
      document.getElementById('tessera-docs-refused').hidden = false;
      return;
    }
    window.ui = SwaggerUIBundle({
      spec: doc, dom_id: '#swagger-ui', deepLinking: true, defaultModelsExpandDepth: 0,
      requestInterceptor: function (req) { if (token) req.headers.Authorization = 'Bearer ' + token; return req; },
    });
  });
})();
`;

function assetDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

export function registerDocsUi(app: FastifyInstance): void {
  let dir: string | undefined;
  app.get(DOCS_UI_PATH, async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE));
  app.get(`${DOCS_UI_PATH}/init.js`, async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT));
  app.get<{ Params: { file: string } }>(`${DOCS_UI_PATH}/:file`, async (req, reply) => {
    const type = ASSETS[req.params.file];
    if (!type) return reply.status(404).send({ code: 404, message: `no such route: GET ${req.url.split('?')[0]}`, data: null });
    dir ??= assetDir();
    const body = await fs.readFile(path.join(dir, req.params.file));
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(body);
  });
}
