/**
 * Fetches a plugin's device config form (`GET <http_address>/api/form/config?protocol_type=…&device_type=…`). The
 * address is checked by the forwarding target guard before connecting and the connection goes to the checked
 * address (no DNS rebinding in between); the answer is capped in time and size, and must be JSON. A plugin that
 * answers the usual envelope `{code, data}` gives its `data`.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { resolveTarget } from '../forwarding/delivery/target-guard';

export interface FormFetchOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
}

export class FormFetchError extends Error {}

/** `host:port` means plain HTTP; a URL keeps its scheme and path (the form path is appended). */
export function formUrl(httpAddress: string, protocolType: string, deviceType: string): URL {
  const base = /^https?:\/\//i.test(httpAddress) ? httpAddress : `http://${httpAddress}`;
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/api/form/config`;
  url.search = new URLSearchParams({ protocol_type: protocolType, device_type: deviceType }).toString();
  return url;
}

export async function fetchPluginForm(url: URL, opts: FormFetchOptions): Promise<unknown> {
  let address: string;
  try {
    address = await resolveTarget(url.hostname, opts.allowPrivate);
  } catch (err) {
    throw new FormFetchError((err as Error).message);
  }
  const secure = url.protocol === 'https:';
  const text = await new Promise<string>((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        host: address,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        servername: secure && !net.isIP(url.hostname.replace(/^\[|\]$/g, '')) ? url.hostname : undefined,
        timeout: opts.timeoutMs,
        headers: { host: url.host, accept: 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > opts.maxBytes) {
            req.destroy(new FormFetchError(`the answer is larger than ${opts.maxBytes} bytes`));
            return;
          }
          chunks.push(c);
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) reject(new FormFetchError(`HTTP ${status}`));
          else resolve(Buffer.concat(chunks).toString('utf8'));
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new FormFetchError(`no answer within ${opts.timeoutMs} ms`)));
    req.on('error', (err) => reject(err instanceof FormFetchError ? err : new FormFetchError(err.message || String(err))));
    req.end();
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new FormFetchError('the answer is not JSON');
  }
  if (json && typeof json === 'object' && !Array.isArray(json) && 'code' in json && 'data' in json) {
    const env = json as { code: unknown; data: unknown; message?: unknown };
    if (env.code !== 200 && env.code !== 0) throw new FormFetchError(`the plugin answered code ${String(env.code)} ${String(env.message ?? '')}`.trim());
    return env.data;
  }
  return json;
}
