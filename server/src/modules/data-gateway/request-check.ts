/**
 * The open API's admission of one request, in order: timestamp present → app key known → timestamp inside the
 * window → client IP whitelisted → signature → rate limit. Every refusal is code 401 with a message that says
 * which check failed. Used by open-API apps and by data services (their own keys) alike.
 */
import { unauthorizedError } from '../../http/envelope';
import type { RequestContext } from '../../http/route';
import { fill } from '../../i18n/localized-text';
import { GATEWAY_MSG } from './messages';
import type { RateCounter } from './rate-counter';
import { ipAllowed, plainIp, signatureMatches, timestampMs } from './signature';
import type { SignatureMode } from './tables';

export interface Credential {
  /** Rate-limit bucket. */
  id: string;
  secret: () => Promise<string>;
  signature_mode: SignatureMode;
  ip_whitelist: string;
  timestamp_window: number;
  rate_limit: number;
}

export const header = (rctx: RequestContext, name: string): string | undefined => {
  const v = rctx.headers?.[name];
  return Array.isArray(v) ? v[0] : v;
};

export async function admit<C extends Credential>(
  rctx: RequestContext,
  now: number,
  counter: RateCounter,
  lookup: (appKey: string) => Promise<C | undefined>,
): Promise<C> {
  const raw = header(rctx, 'x-openapi-timestamp');
  const ts = timestampMs(raw);
  if (ts === null || raw === undefined) throw unauthorizedError(GATEWAY_MSG.noTimestamp);
  const key = header(rctx, 'x-openapi-appkey')?.trim();
  const cred = key ? await lookup(key) : undefined;
  if (!cred) throw unauthorizedError(GATEWAY_MSG.noAppKey);
  if (Math.abs(now - ts) > cred.timestamp_window * 1000) throw unauthorizedError(fill(GATEWAY_MSG.staleTimestamp, { window: cred.timestamp_window }));
  if (!ipAllowed(cred.ip_whitelist, rctx.ip)) throw unauthorizedError(fill(GATEWAY_MSG.badIpCaller, { ip: plainIp(rctx.ip) }));
  const sig = header(rctx, 'x-openapi-signature') ?? '';
  if (!signatureMatches(cred.signature_mode, raw.trim(), await cred.secret(), sig))
    throw unauthorizedError(fill(GATEWAY_MSG.badSignature, { mode: cred.signature_mode }));
  if (!(await counter.take(cred.id, cred.rate_limit))) throw unauthorizedError(fill(GATEWAY_MSG.rateLimited, { limit: cred.rate_limit }));
  return cred;
}
