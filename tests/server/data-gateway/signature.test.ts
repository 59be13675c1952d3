/** The open API's pure checks: the documented worked example, timestamps, CIDR whitelists (v4, v6, v4-mapped), secrets at rest. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox, randomKey } from '../../../server/src/modules/data-gateway/secret-box';
import { badWhitelistEntry, ipAllowed, signatureMatches, signatureOf, timestampMs } from '../../../server/src/modules/data-gateway/signature';

describe('open-API signature', () => {
  it('matches the worked example of docs/data-gateway.md, in either hex case', () => {
    const secret = 'Xy7Kq2mPz9LbR4TnW8vC3dF6gH1jA5sE';
    expect(signatureOf('SHA256', '1732451400', secret)).toBe('be0eac0a063f5351871e482b0c4d37a6276d8b5a99776dd1995308d6deda8b8f');
    expect(signatureOf('MD5', '1732451400', secret)).toBe('556e3404610036210eeb14a1cf4acd5f');
    expect(signatureMatches('MD5', '1732451400', secret, '556E3404610036210EEB14A1CF4ACD5F')).toBe(true);
    expect(signatureMatches('SHA256', '1732451400', secret, '556e3404610036210eeb14a1cf4acd5f')).toBe(false);
    expect(signatureMatches('SHA256', '1732451401', secret, 'be0eac0a063f5351871e482b0c4d37a6276d8b5a99776dd1995308d6deda8b8f')).toBe(false);
  });

  it('reads 10, 13 and 16 digit timestamps and nothing else', () => {
    expect(timestampMs('1732451400')).toBe(1_732_451_400_000);
    expect(timestampMs('1732451400123')).toBe(1_732_451_400_123);
    expect(timestampMs('1732451400123456')).toBe(1_732_451_400_123);
    for (const bad of [undefined, '', '173245140', '1732451400.5', '-1732451400', 'now']) expect(timestampMs(bad)).toBeNull();
  });

  it('matches IPv4 and IPv6 addresses and ranges; a v4-mapped client counts as v4', () => {
    expect(ipAllowed('', '203.0.113.9')).toBe(true);
    expect(ipAllowed('10.0.0.0/8|127.0.0.1', '10.200.3.4')).toBe(true);
    expect(ipAllowed('10.0.0.0/8|127.0.0.1', '::ffff:127.0.0.1')).toBe(true);
    expect(ipAllowed('10.0.0.0/8', '11.0.0.1')).toBe(false);
    expect(ipAllowed('2001:db8::/32', '2001:db8:1::5')).toBe(true);
    expect(ipAllowed('2001:db8::/32', '2001:db9::5')).toBe(false);
    expect(ipAllowed('::1', '::1')).toBe(true);
    expect(ipAllowed('::1', '127.0.0.1')).toBe(false);
  });

  it('names the first bad whitelist entry', () => {
    expect(badWhitelistEntry('127.0.0.1| 10.0.0.0/8 |2001:db8::/32|::1/128')).toBeNull();
    for (const bad of ['300.1.1.1', '10.0.0.0/33', '::1/129', '1.2.3.4/8/1', 'localhost', '10.0.0.0/x']) {
      expect(badWhitelistEntry(`127.0.0.1|${bad}`)).toBe(bad);
    }
  });

  it('seals secrets so that the stored text reveals nothing and tampering is detected', () => {
    const box = new SecretBox(randomBytes(32));
    const secret = randomKey();
    expect(secret).toMatch(/^[A-Za-z0-9]{32}$/);
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret);
    expect(box.seal(secret)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(secret);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('A'.repeat(32)).toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
  });
});
