/**
 * HTTP(S) target: one POST per batch, the body a JSON array of the batch's messages, over a keep-alive agent.
 * The host is resolved and checked (target-guard.ts) before connecting, and the connection goes to that checked
 * address. 2xx delivers; 408, 429, 5xx and network errors are retried; any other answer refuses the batch.
 */
import http from 'node:http';
import net from 'node:net';
import https from 'node:https';
import { resolveTarget } from './target-guard';
import { payloadText, type Outgoing, type Sender, type SendOutcome } from './sender';

const ANSWER_MAX = 1024;
const RESOLVE_TTL_MS = 30_000;

export interface HttpTargetOptions {
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
  ruleId: string;
  allowPrivate: boolean;
}

export class HttpSender implements Sender {
  private readonly url: URL;
  private readonly agent: http.Agent;
  private resolved: { address: string; at: number } | null = null;

  constructor(private readonly opts: HttpTargetOptions) {
    this.url = new URL(opts.url);
    const Agent = this.url.protocol === 'https:' ? https.Agent : http.Agent;
    this.agent = new Agent({ keepAlive: true, maxSockets: 2 });
  }

  private async address(): Promise<string> {
    const now = Date.now();
    if (this.resolved && now - this.resolved.at < RESOLVE_TTL_MS) return this.resolved.address;
    const address = await resolveTarget(this.url.hostname, this.opts.allowPrivate);
    this.resolved = { address, at: now };
    return address;
  }

  async send(items: Outgoing[]): Promise<SendOutcome> {
    let address: string;
    try {
      address = await this.address();
    } catch (err) {
      return { ok: false, retry: true, error: (err as Error).message };
    }
    const body = Buffer.from(`[${items.map((i) => payloadText(i.payload)).join(',')}]`);
    const secure = this.url.protocol === 'https:';
    const lib = secure ? https : http;
    return new Promise<SendOutcome>((resolve) => {
      const req = lib.request(
        {
          host: address,
          port: this.url.port || (secure ? 443 : 80),
          path: `${this.url.pathname}${this.url.search}`,
          method: 'POST',
          agent: this.agent,
          servername: secure && !net.isIP(this.url.hostname.replace(/^\[|\]$/g, '')) ? this.url.hostname : undefined,
          timeout: this.opts.timeoutMs,
          headers: {
            ...this.opts.headers,
            host: this.url.host,
            'content-type': 'application/json',
            'content-length': body.length,
            'x-tessera-rule': this.opts.ruleId,
            'x-tessera-count': String(items.length),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            if (size < ANSWER_MAX) chunks.push(c);
            size += c.length;
          });
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const answer = Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_MAX);
            if (status >= 200 && status < 300) resolve({ ok: true, answer: `HTTP ${status} ${answer}`.trim() });
            else resolve({ ok: false, retry: status === 408 || status === 429 || status >= 500, error: `HTTP ${status} ${answer}`.trim() });
          });
          res.on('error', (err) => resolve({ ok: false, retry: true, error: err.message }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.opts.timeoutMs} ms`)));
      req.on('error', (err) => resolve({ ok: false, retry: true, error: err.message || String(err) }));
      req.end(body);
    });
  }

  async close(): Promise<void> {
    this.agent.destroy();
  }
}
