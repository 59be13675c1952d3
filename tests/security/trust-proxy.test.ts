/**
 * Which client address the limits count by. Without TESSERA_TRUST_PROXY a forged X-Forwarded-For buys no fresh
 * address; with the proxy trusted, the forwarded address is the client's (one guesser behind the proxy does not
 * block everyone else behind it).
 */
import { loadConfig, ConfigError } from '../../server/src/config';
import { MAX_WRONG_CODE_TRIES } from '../../server/src/modules/auth/captcha-store';
import { startTestServer, testBackends, type TestServer } from '../server/helpers/test-server';

const LOCKED = /验证码错误次数过多/;

async function burnCodeTries(s: TestServer, headers: Record<string, string>): Promise<void> {
  for (let i = 0; i < MAX_WRONG_CODE_TRIES; i++) {
    expect((await s.post('/auth/login', { phone_number: `1370000000${i}`, verification_code: '0000' }, { headers })).code).toBe(400);
  }
}

describe('TESSERA_TRUST_PROXY', () => {
  it('reads off, on, a hop count and addresses, and names itself on a bad value', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TESSERA_TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TESSERA_TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TESSERA_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TESSERA_TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback']);
    expect(() => loadConfig({ TESSERA_TRUST_PROXY: 'proxy.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ TESSERA_TRUST_PROXY: 'x' })).toThrow(/TESSERA_TRUST_PROXY/);
  });
});

describe.each(testBackends())('client address behind a proxy (%s)', (backend) => {
  let untrusted: TestServer;
  let trusted: TestServer;
  beforeAll(async () => {
    untrusted = await startTestServer({ backend });
    trusted = await startTestServer({ backend, config: { trustProxy: ['loopback'] } });
  });
  afterAll(async () => {
    await untrusted?.close();
    await trusted?.close();
  });

  it('ignores X-Forwarded-For when no proxy is trusted: forging it does not reset the limit', async () => {
    await burnCodeTries(untrusted, { 'x-forwarded-for': '198.51.100.1' });
    const forged = await untrusted.post(
      '/auth/login',
      { phone_number: '13700000009', verification_code: '0000' },
      { headers: { 'x-forwarded-for': '198.51.100.2' } },
    );
    expect(forged.message).toMatch(LOCKED);
  });

  it('counts each forwarded client apart when the proxy is trusted', async () => {
    await burnCodeTries(trusted, { 'x-forwarded-for': '198.51.100.1' });
    const same = await trusted.post(
      '/auth/login',
      { phone_number: '13700000019', verification_code: '0000' },
      { headers: { 'x-forwarded-for': '198.51.100.1' } },
    );
    expect(same.message).toMatch(LOCKED);
    const other = await trusted.post(
      '/auth/login',
      { phone_number: '13700000029', verification_code: '0000' },
      { headers: { 'x-forwarded-for': '198.51.100.2' } },
    );
    expect(other.code).toBe(400);
    expect(other.message).not.toMatch(LOCKED);
  });
});
