/**
 * Real receivers the notification tests deliver to: an SMTP server (smtp-server) that keeps every mail, and an HTTP
 * server that keeps every request and answers as told. Both on random loopback ports.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

/** Decodes what nodemailer writes for a plain-text mail: RFC 2047 subjects, quoted-printable or base64 bodies. */
function decodeMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const subject = header('Subject').replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
  );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? qp(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { subject, text: text.replace(/\r\n$/, '') };
}

function qp(s: string): string {
  const bytes = s.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => `%${h}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

export async function startSmtp(auth?: { user: string; pass: string }) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(a, _session, cb) {
      if (auth && a.username === auth.user && a.password === auth.pass) cb(null, { user: a.username });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...decodeMail(raw),
          raw,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
export type Responder = (req: ReceivedRequest) => { status: number; body: string };

/** An HTTP receiver; `port` may be given to come up on a port that refused connections before. */
export async function startHttp(respond: Responder = () => ({ status: 200, body: 'ok' }), port = 0) {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(r);
      const answer = respond(r);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `http://127.0.0.1:${bound}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (yet): connections to it are refused. */
export async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** The receiver's check of `X-Signature-256: sha256=<hex>`, written independently of the server's code. */
export function validSignature(req: ReceivedRequest, secret: string): boolean {
  const expected = `sha256=${createHmac('sha256', secret).update(req.body).digest('hex')}`;
  return req.headers['x-signature-256'] === expected;
}

/**
 * Aliyun's RPC signature check as its documentation describes it (signature version 1.0, HMAC-SHA1): the
 * parameters other than Signature, sorted, RFC 3986-encoded, joined; `GET&%2F&<encoded query>`; key `secret&`.
 */
export function validAliyunSignature(url: string, secret: string): boolean {
  const params = new URL(url, 'http://x').searchParams;
  const enc = (s: string) => encodeURIComponent(s).replace(/!/g, '%21').replace(/'/g, '%27').replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/\*/g, '%2A');
  const pairs = [...params.entries()].filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  const expected = createHmac('sha1', `${secret}&`)
    .update(`GET&${enc('/')}&${enc(canonical)}`)
    .digest('base64');
  return params.get('Signature') === expected;
}

/** Polls until `check` returns a value (not undefined/false), or fails after the deadline. */
export async function until<T>(check: () => Promise<T | undefined | false> | T | undefined | false, what: string, deadlineMs = 15_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v as T;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
