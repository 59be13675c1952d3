import { describe, expect, it } from 'vitest';
import { badWhitelistEntry } from '../../../sdk/src/shared/ip-whitelist';
import { badWhitelistEntry as serverCheck } from '../../../server/src/modules/data-gateway/signature';

// The console refuses before saving what the server would refuse on save: the two checks must agree.
const CASES = [
  '',
  '10.0.0.1',
  '10.0.0.0/8|192.168.1.7',
  '  172.16.0.0/12 | ::1 ',
  '2001:db8::/32',
  '::ffff:10.0.0.1',
  'fe80::1/128',
  '10.0.0.256',
  '10.0.0.0/33',
  '2001:db8::/129',
  'example.com',
  '10.0.0.1/8/9',
  '1:2:3:4:5:6:7:8:9',
  '1::2::3',
  '10.0.0',
];

describe('badWhitelistEntry (console)', () => {
  it('names the first bad entry, or null, exactly as the server does', () => {
    for (const text of CASES) expect(badWhitelistEntry(text), JSON.stringify(text)).toBe(serverCheck(text));
  });

  it('names the offending entry itself', () => {
    expect(badWhitelistEntry('10.0.0.1|nope|also bad')).toBe('nope');
    expect(badWhitelistEntry('10.0.0.1|::1')).toBeNull();
  });
});
