/**
 * The client address of a raw request, by the same rule fastify applies to `req.ip` (TESSERA_TRUST_PROXY,
 * docs/security.md): WebSocket upgrades never reach fastify's request object, yet the open API's IP whitelist must
 * see the same address there as on its HTTP calls.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

export type TrustFunction = (address: string, hop: number) => boolean;

/** Trust the nearest `hops` proxies (proxy-addr counts hops from the socket outwards). */
export const trustHops =
  (hops: number): TrustFunction =>
  (_address, hop) =>
    hop < hops;

export function trustFunction(trust: Config['trustProxy']): TrustFunction {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  if (typeof trust === 'number') return trustHops(trust);
  return proxyAddr.compile(trust);
}

/** The address fastify's `req.ip` would give for this request. */
export function clientIp(req: IncomingMessage, trust: TrustFunction): string {
  const all = proxyAddr.all(req, trust);
  return all[all.length - 1] ?? req.socket.remoteAddress ?? '';
}
