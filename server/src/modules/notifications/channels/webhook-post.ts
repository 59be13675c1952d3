/** A signed JSON POST: `X-Signature-256: sha256=<hex HMAC-SHA256(body, secret)>`, as GitHub-style receivers expect. */
import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Signature-256';
const TIMEOUT_MS = 10_000;

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Resolves with the receiver's answer (status and the start of its body); rejects on a network error or non-2xx. */
export async function postSigned(url: string, secret: string, payload: unknown): Promise<string> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Tessera-Notifications' };
  if (secret) headers[SIGNATURE_HEADER] = signBody(body, secret);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'manual' });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(`${url}: ${cause?.code ?? cause?.message ?? (err as Error).message}`, { cause: err });
  }
  const text = (await res.text().catch(() => '')).slice(0, 300);
  const answer = `HTTP ${res.status}${text ? ` ${text}` : ''}`;
  if (res.status < 200 || res.status >= 300) throw new Error(answer);
  return answer;
}
