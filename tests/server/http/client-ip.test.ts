/**
 * The client address of a raw upgrade request follows TESSERA_TRUST_PROXY exactly like fastify's `req.ip`: off =
 * the TCP peer whatever X-Forwarded-For says; a hop count, `true` or a list of proxies = the first untrusted address.
 */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp, trustFunction } from '../../../server/src/http/client-ip';

const req = (peer: string, xff?: string) => ({ socket: { remoteAddress: peer }, headers: xff ? { 'x-forwarded-for': xff } : {} }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless the peer is a trusted proxy', () => {
    expect(clientIp(req('127.0.0.1', '10.1.2.3'), trustFunction(false))).toBe('127.0.0.1');
    expect(clientIp(req('127.0.0.1', '10.1.2.3'), trustFunction(['loopback']))).toBe('10.1.2.3');
    expect(clientIp(req('192.0.2.7', '10.1.2.3'), trustFunction(['loopback']))).toBe('192.0.2.7');
    expect(clientIp(req('127.0.0.1', '10.1.2.3'), trustFunction(['127.0.0.0/8']))).toBe('10.1.2.3');
  });

  it('trusts the nearest hops only, or every hop with true', () => {
    expect(clientIp(req('127.0.0.1', '203.0.113.9, 10.1.2.3'), trustFunction(1))).toBe('10.1.2.3');
    expect(clientIp(req('127.0.0.1', '203.0.113.9, 10.1.2.3'), trustFunction(2))).toBe('203.0.113.9');
    expect(clientIp(req('127.0.0.1', '203.0.113.9, 10.1.2.3'), trustFunction(true))).toBe('203.0.113.9');
  });
});
