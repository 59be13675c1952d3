/**
 * Security headers on every answer (console files, extension files and the API). The policy is what the console
 * really needs, checked in Chromium by e2e/csp.spec.ts; docs/security.md says why each source is there.
 */
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // No inline script (an injected `onerror=` or `<script>` does not run). Extensions are fetched, integrity-checked,
  // then imported from blob: URLs (core/src/extensions/module-importer.ts); 'unsafe-eval' because tapable (the
  // shell's hooks) compiles its hook callers with new Function, as does the custom-gauge sandbox worker.
  "script-src 'self' blob: 'unsafe-eval'",
  // Sandboxed workers (the custom gauge) start from blob: URLs.
  "worker-src 'self' blob:",
  // ECharts writes its tooltips as HTML with style attributes (markers, layout).
  "style-src 'self' 'unsafe-inline'",
  // The device map may draw raster tiles from the tenant's own tile server; exports download blob: URLs.
  "img-src 'self' data: blob: http: https:",
  "font-src 'self' data:",
  // The API and the realtime sockets are on the console's own origin.
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
};

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}
