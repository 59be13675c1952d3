import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** A non-JSON answer (a streamed export). */
  raw?: { contentType: string; text: string };
  /** Answer after this many ms (to hold a refresh in flight). */
  delayMs?: number;
}

export type Handler = (req: Recorded) => Reply | Promise<Reply>;

/**
 * A tiny real HTTP server on 127.0.0.1:0 answering `/api/*` with envelopes, recording every request. It answers
 * CORS so jsdom's XMLHttpRequest (axios's browser adapter) talks to it exactly as a browser would.
 */
export async function startEnvelopeServer() {
  const routes = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server = http.createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '').replace(/^\/api/, '').split('?')[0];
    const rec: Recorded = { method: req.method ?? '', url: path, headers: req.headers, body: text ? JSON.parse(text) : undefined };
    requests.push(rec);
    const handler = routes.get(path);
    const reply: Reply = handler ? await handler(rec) : { body: { code: 200, message: 'ok', data: null } };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    res.statusCode = reply.status ?? 200;
    if (reply.raw) {
      res.setHeader('Content-Type', reply.raw.contentType);
      res.end(reply.raw.text);
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(reply.body ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    requests,
    on(path: string, handler: Handler) {
      routes.set(path, handler);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type EnvelopeServer = Awaited<ReturnType<typeof startEnvelopeServer>>;

export const ok = (data: unknown = null, message = 'ok'): Reply => ({ body: { code: 200, message, data } });
export const coded = (code: number, message: string, data: unknown = null): Reply => ({ body: { code, message, data } });
