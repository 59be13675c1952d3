/**
 * The same-origin path to a tenant's Node-RED: `/flow-editor/<tenant>/…` (HTTP and the editor's `comms` socket) is
 * forwarded to that tenant's child on 127.0.0.1. A request carrying a bearer token must carry a flow-editor token of
 * that very tenant (401 otherwise); Node-RED itself then refuses its admin API without one (adminAuth asks the
 * server back over IPC), so a Tessera login is needed twice over.
 */
import http, { type IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localize, requestLang } from '../../i18n/localized-text';
import { EDITOR_PREFIX, type AccessEngine } from './access-engine';
import { ENGINE_MSG } from './messages';

/** The editor runs its own scripts (inline ones too) and must be framable by the console, by nobody else. */
const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const PATH = /^\/flow-editor\/([A-Za-z0-9_-]{1,64})(\/[^?]*)?(\?.*)?$/;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'cookie'];

function bearer(h: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(h ?? '');
  return m?.[1];
}

function refuse(reply: FastifyReply, req: FastifyRequest, status: number, code: number, message: (typeof ENGINE_MSG)[keyof typeof ENGINE_MSG]) {
  return reply.status(status).send({ code, message: localize(message, requestLang(req.headers['accept-language'])), data: null });
}

export function registerEditorProxy(app: FastifyInstance, engine: AccessEngine): void {
  void app.register(async (sub) => {
    // The body streams through untouched (flows can be large; Node-RED parses it).
    sub.removeAllContentTypeParsers();
    sub.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const m = PATH.exec(req.url);
      if (!m) return reply.callNotFound();
      const [, tenantId, rest, query] = m;
      if (rest === undefined) return reply.redirect(`${EDITOR_PREFIX}${tenantId}/${query ?? ''}`);
      const token = bearer(req.headers.authorization);
      if (req.headers.authorization !== undefined && engine.tokenTenant(token) !== tenantId) return refuse(reply, req, 401, 401, ENGINE_MSG.badToken);
      const target = engine.readyEngine(tenantId);
      if (!target) return refuse(reply, req, 503, 400, ENGINE_MSG.notReady);
      const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `127.0.0.1:${target.port}` };
      for (const h of HOP_BY_HOP) delete headers[h];
      reply.hijack();
      const upstream = http.request({ host: '127.0.0.1', port: target.port, method: req.method, path: `${rest}${query ?? ''}`, headers }, (res) => {
        const out: http.OutgoingHttpHeaders = {
          ...res.headers,
          'content-security-policy': EDITOR_CSP,
          'x-frame-options': 'SAMEORIGIN',
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'same-origin',
        };
        delete out.connection;
        delete out['keep-alive'];
        delete out['transfer-encoding'];
        reply.raw.writeHead(res.statusCode ?? 502, out);
        res.pipe(reply.raw);
      });
      upstream.on('error', () => {
        if (!reply.raw.headersSent) reply.raw.writeHead(502, { 'content-type': 'application/json' });
        reply.raw.end(JSON.stringify({ code: 400, message: localize(ENGINE_MSG.notReady, 'en'), data: null }));
      });
      req.raw.pipe(upstream);
    };
    sub.all(`${EDITOR_PREFIX}*`, handler);
  });
}

/** The editor's `comms` WebSocket: the upgrade is replayed to the child and the two sockets are joined. */
export function editorUpgrade(engine: AccessEngine) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const m = PATH.exec(req.url ?? '');
    if (!m || !m[2]) return false;
    const [, tenantId, rest, query] = m;
    const target = engine.readyEngine(tenantId);
    const token = bearer(req.headers.authorization);
    if (!target || (req.headers.authorization !== undefined && engine.tokenTenant(token) !== tenantId)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return true;
    }
    const upstream = net.connect(target.port, '127.0.0.1', () => {
      const lines = [`${req.method ?? 'GET'} ${rest}${query ?? ''} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i];
        if (name.toLowerCase() === 'host') lines.push(`Host: 127.0.0.1:${target.port}`);
        else if (name.toLowerCase() !== 'cookie') lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', end);
    socket.on('error', end);
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    return true;
  };
}
