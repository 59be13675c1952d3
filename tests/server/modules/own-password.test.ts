import { TENANT_USER_EMAIL, TEST_PASSWORD, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

// The console's change-password dialog (core AuthService.changePassword) posts to /user/update.
describe.each(testBackends())('changing one’s own password (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ backend });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('needs the old password, keeps the current session and ends the others', async () => {
    const current = await s.login(TENANT_USER_EMAIL);
    const other = await s.login(TENANT_USER_EMAIL);

    const wrong = await s.post('/user/update', { old_password: 'not-it', password: 'brand-new-pw' }, { token: current });
    expect(wrong).toMatchObject({ code: 400, message: '原密码错误' });
    const short = await s.post('/user/update', { old_password: TEST_PASSWORD, password: '123' }, { token: current });
    expect(short.code).toBe(1000);
    expect(short.message).toContain('password');

    const done = await s.post('/user/update', { old_password: TEST_PASSWORD, password: 'brand-new-pw' }, { token: current });
    expect(done.code).toBe(200);
    expect((await s.post('/auth/me', {}, { token: current })).code).toBe(200);
    expect((await s.post('/auth/me', {}, { token: other })).code).toBe(401);
    expect((await s.post('/auth/login', { email: TENANT_USER_EMAIL, password: TEST_PASSWORD })).code).toBe(400);
    expect((await s.post('/auth/login', { email: TENANT_USER_EMAIL, password: 'brand-new-pw' })).code).toBe(200);
  });

  it('cannot change someone else’s password', async () => {
    const token = await s.login('tenant@tessera.local');
    const me = await s.post('/auth/me', {}, { token: await s.login(TENANT_USER_EMAIL, 'brand-new-pw') });
    const res = await s.post('/user/update', { id: me.data.id, old_password: TEST_PASSWORD, password: 'another-pw-1' }, { token });
    expect(res.code).toBe(999);
  });

  it('requires a login', async () => {
    expect((await s.post('/user/update', { old_password: 'a', password: 'bbbbbb' })).code).toBe(401);
  });
});
