/**
 * No shared or well-known passwords: each seeded account has its own generated password (own salt, own hash,
 * printed once); a user added without a password or reset gets a random one-time password, answered once to the
 * admin, and can do nothing but change it at first login; `npm run admin -- reset-password` recovers an account.
 */
import { runAdminCommand } from '../../server/src/admin-commands';
import { createLogger } from '../../server/src/logger';
import {
  ADMIN_EMAIL,
  TENANT_ADMIN_EMAIL,
  TENANT_USER_EMAIL,
  TEST_PASSWORD,
  startTestServer,
  testBackends,
  type TestServer,
} from '../server/helpers/test-server';

const CHANGE_FIRST = '请先修改初始密码';

describe.each(testBackends())('default secrets (%s)', (backend) => {
  let s: TestServer;
  const banner: string[] = [];
  beforeAll(async () => {
    s = await startTestServer({ backend, print: (l) => banner.push(l), config: { adminPassword: undefined, demoPasswords: {} } });
  });
  afterAll(async () => {
    await s?.close();
  });

  const bannerPassword = (email: string) => {
    const line = banner.find((l) => l.includes(` ${email} / `));
    return /\/ (\S+)\s+\(generated/.exec(line ?? '')?.[1];
  };

  it('gives the admin and each demo account a password of its own, printed once', async () => {
    const passwords = [ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL].map(bannerPassword);
    expect(passwords.every((p) => p && p.length >= 12)).toBe(true);
    expect(new Set(passwords).size).toBe(3);
    const rows = await s.server.ctx.db.selectFrom('users').select(['email', 'password_hash']).execute();
    const salts = rows.map((r) => r.password_hash.split('$')[4]);
    expect(new Set(salts).size).toBe(rows.length);
    for (const email of [TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL]) {
      expect((await s.post('/auth/login', { email, password: bannerPassword(ADMIN_EMAIL) })).code).toBe(400);
      expect((await s.post('/auth/login', { email, password: bannerPassword(email) })).code).toBe(200);
    }
    // Every start says how to recover a lost password.
    expect(banner.at(-1)).toBe('Lost a password? Stop the server and run: npm run admin -- reset-password <email>');
  });

  it('gives a user added without a password a one-time one, usable only to change it', async () => {
    const admin = await s.login(TENANT_ADMIN_EMAIL, bannerPassword(TENANT_ADMIN_EMAIL));
    const added = await s.post('/user/add', { email: 'fresh@tessera.local', authority: 'TENANT_USER' }, { token: admin });
    expect(added.code).toBe(200);
    const oneTime = added.data.password as string;
    expect(oneTime).toMatch(/^[\w-]{16}$/);
    expect((await s.post('/auth/login', { email: 'fresh@tessera.local', password: '123456' })).code).toBe(400);
    const token = await s.login('fresh@tessera.local', oneTime);
    const me = await s.post('/auth/me', {}, { token });
    expect(me.data.must_change_password).toBe('1');
    const refused = await s.post('/user/function/auth', {}, { token });
    expect(refused).toMatchObject({ code: 999, message: CHANGE_FIRST, data: { must_change_password: true } });
    expect((await s.post('/device/map/setting', {}, { token })).code).toBe(999);
    expect((await s.post('/user/update', { old_password: oneTime, password: 'my-own-password' }, { token })).code).toBe(200);
    expect((await s.post('/user/function/auth', {}, { token })).code).toBe(200);
    expect((await s.post('/auth/me', {}, { token })).data.must_change_password).toBe('0');
    // The admin's list never shows a password.
    const list = await s.post('/user/list', {}, { token: admin });
    expect(JSON.stringify(list.data)).not.toContain(oneTime);
  });

  it('gives a tenant created without a password a one-time admin password', async () => {
    const sys = await s.login(ADMIN_EMAIL, bannerPassword(ADMIN_EMAIL));
    const added = await s.post('/tenant/add', { name: 'Fresh', admin_name: 'Boss', admin_email: 'boss@fresh.io' }, { token: sys });
    expect(added.code).toBe(200);
    expect(added.data.password).toMatch(/^[\w-]{16}$/);
    const token = await s.login('boss@fresh.io', added.data.password);
    expect((await s.post('/user/list', {}, { token })).message).toBe(CHANGE_FIRST);
  });

  it('resets to a new random one-time password each time, never 123456', async () => {
    const admin = await s.login(TENANT_ADMIN_EMAIL, bannerPassword(TENANT_ADMIN_EMAIL));
    const added = await s.post('/user/add', { email: 'reset-me@tessera.local', authority: 'TENANT_USER', password: 'chosen-by-admin' }, { token: admin });
    const first = await s.post('/user/reset_password', { id: added.data.id }, { token: admin });
    const second = await s.post('/user/reset_password', { id: added.data.id }, { token: admin });
    expect(first.data.password).not.toBe(second.data.password);
    expect(second.data.password).not.toBe('123456');
    expect((await s.post('/auth/login', { email: 'reset-me@tessera.local', password: first.data.password })).code).toBe(400);
    const token = await s.login('reset-me@tessera.local', second.data.password);
    expect((await s.post('/user/function/auth', {}, { token })).message).toBe(CHANGE_FIRST);
  });

  it("recovers the admin with `admin reset-password` on the stopped server's data", async () => {
    const config = s.server.ctx.config;
    const before = await s.login(ADMIN_EMAIL, bannerPassword(ADMIN_EMAIL));
    await s.server.close();
    await expect(runAdminCommand(['reset-password'], config, createLogger('silent'))).rejects.toThrow(/usage: npm run admin -- reset-password <email>/);
    await expect(runAdminCommand(['reset-password', 'nobody@tessera.local'], config, createLogger('silent'))).rejects.toThrow(/no account/);
    const out = await runAdminCommand(['reset-password', ADMIN_EMAIL.toUpperCase()], config, createLogger('silent'));
    const password = /: (\S+)\n/.exec(out)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    s = await s.restart();
    expect((await s.post('/auth/me', {}, { token: before })).code).toBe(401);
    expect((await s.post('/auth/login', { email: ADMIN_EMAIL, password: bannerPassword(ADMIN_EMAIL) })).code).toBe(400);
    const token = await s.login(ADMIN_EMAIL, password);
    expect((await s.post('/user/list', {}, { token })).message).toBe(CHANGE_FIRST);
    expect(TEST_PASSWORD).not.toBe(password);
  });
});
