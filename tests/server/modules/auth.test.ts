import { REMEMBERED_TOKEN_TTL_SECONDS, TOKEN_TTL_SECONDS, CAPTCHA_VALID_MS } from '../../../sdk/src/shared/constants';
import { ACCOUNT_FAILURE_LIMIT } from '../../../server/src/modules/auth/service';
import {
  ADMIN_EMAIL,
  CapturingSms,
  ManualClock,
  TENANT_ADMIN_EMAIL,
  TENANT_USER_EMAIL,
  TEST_PASSWORD,
  startTestServer,
  testBackends,
  type TestServer,
} from '../helpers/test-server';

describe.each(testBackends())('auth (%s)', (backend) => {
  let s: TestServer;
  const clock = new ManualClock();
  const sms = new CapturingSms();
  beforeAll(async () => {
    s = await startTestServer({ backend, clock, sms });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('logs in with e-mail and password, then me, refresh and logout', async () => {
    const login = await s.post('/auth/login', { email: TENANT_ADMIN_EMAIL, password: TEST_PASSWORD, phone_number: '', verification_code: '' });
    expect(login.code).toBe(200);
    expect(login.message).toBe('登录成功');
    expect(login.data).toMatchObject({ token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS });
    const token = login.data.access_token as string;

    const me = await s.post('/auth/me', undefined, { token });
    expect(me.code).toBe(200);
    expect(me.data).toMatchObject({ email: TENANT_ADMIN_EMAIL, authority: 'TENANT_ADMIN' });
    expect(me.data.tenant_id).toMatch(/^[0-9a-f]{8}$/);
    expect(me.data.id).toMatch(/^[0-9a-f-]{36}$/);

    const refreshed = await s.post('/auth/refresh', {}, { token });
    expect(refreshed.code).toBe(200);
    expect(refreshed.data.expires_in).toBe(TOKEN_TTL_SECONDS);
    expect(refreshed.data.access_token).not.toBe(token);
    expect((await s.post('/auth/me', {}, { token: refreshed.data.access_token })).code).toBe(200);

    const out = await s.post('/auth/logout', {}, { token });
    expect(out.code).toBe(200);
    const after = await s.post('/auth/me', {}, { token });
    expect(after.code).toBe(401);
    // Logout ends that token only; the refreshed one still works.
    expect((await s.post('/auth/me', {}, { token: refreshed.data.access_token })).code).toBe(200);
  });

  it('remember: true gives a 10-day token; the x-token header works too', async () => {
    const login = await s.post('/auth/login', { email: TENANT_USER_EMAIL, password: TEST_PASSWORD, remember: true });
    expect(login.data.expires_in).toBe(REMEMBERED_TOKEN_TTL_SECONDS);
    const me = await s.post('/auth/me', {}, { headers: { 'x-token': login.data.access_token } });
    expect(me.data.email).toBe(TENANT_USER_EMAIL);
  });

  it('rejects missing, malformed, expired and revoked tokens with 401', async () => {
    expect((await s.post('/auth/me')).code).toBe(401);
    expect((await s.post('/auth/me', {}, { token: 'not.a.jwt' })).code).toBe(401);
    const token = await s.login(ADMIN_EMAIL);
    clock.advance((TOKEN_TTL_SECONDS + 1) * 1000);
    try {
      const expired = await s.post('/auth/me', {}, { token });
      expect(expired.code).toBe(401);
      expect(expired.message).toBe('登录已过期，请重新登录');
    } finally {
      clock.advance(-(TOKEN_TTL_SECONDS + 1) * 1000);
    }
    expect((await s.post('/auth/me', {}, { token })).code).toBe(200);
  });

  it('answers every login failure of the error catalogue with the exact message', async () => {
    const wrongPw = await s.post('/auth/login', { email: TENANT_USER_EMAIL, password: 'wrong-password' });
    expect(wrongPw).toMatchObject({ code: 400, message: '用户名或密码错误' });
    const unknown = await s.post('/auth/login', { email: 'nobody@tessera.local', password: 'whatever1' });
    expect(unknown).toMatchObject({ code: 400, message: '用户名或密码错误' });
    const en = await s.post('/auth/login', { email: 'nobody@tessera.local', password: 'whatever1' }, { headers: { 'accept-language': 'en-US' } });
    expect(en.message).toBe('Email or password is incorrect');
    const phoneEn = await s.post('/auth/login', { phone_number: '13800000000', password: 'whatever1' }, { headers: { 'accept-language': 'en' } });
    expect(phoneEn.message).toBe('The user name or password is incorrect');
    const code = await s.post('/auth/login', { phone_number: '13800000000', verification_code: '0000' });
    expect(code).toMatchObject({ code: 400, message: '手机号或验证码错误' });
    expect(await s.post('/auth/login', { email: '', password: 'x' })).toMatchObject({ code: 400, message: '账号不能为空' });
    expect((await s.post('/auth/login', { email: TENANT_USER_EMAIL })).code).toBe(1000);
  });

  it('rate limits repeated failures per account with a clear message, then lets the account in again', async () => {
    const email = 'limited@tessera.local';
    const token = await s.login(ADMIN_EMAIL);
    expect((await s.post('/user/add', { email, authority: 'TENANT_ADMIN', password: 'right-pw' }, { token })).code).toBe(200);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) expect((await s.post('/auth/login', { email, password: 'nope-nope' })).code).toBe(400);
    const locked = await s.post('/auth/login', { email, password: 'right-pw' });
    expect(locked.code).toBe(400);
    expect(locked.message).toMatch(/登录失败次数过多，请 \d+ 分钟后再试/);
    clock.advance(16 * 60_000);
    expect((await s.post('/auth/login', { email, password: 'right-pw' })).code).toBe(200);
  });

  it('sends a 4-digit captcha valid 5 minutes and logs in with it', async () => {
    const phone = '13912345678';
    const token = await s.login(TENANT_ADMIN_EMAIL);
    expect((await s.post('/user/add', { email: 'phone@tessera.local', phone_number: phone, authority: 'TENANT_USER' }, { token })).code).toBe(200);
    const sent = await s.post('/auth/captcha', { phone_number: phone });
    expect(sent).toMatchObject({ code: 200, data: null });
    const code = sms.codeFor(phone);
    expect(code).toMatch(/^\d{4}$/);
    expect((await s.post('/auth/captcha', { phone_number: phone })).code).toBe(400); // resend cooldown
    clock.advance(CAPTCHA_VALID_MS + 1000);
    expect((await s.post('/auth/login', { phone_number: phone, verification_code: code })).message).toBe('手机号或验证码错误');
    await s.post('/auth/captcha', { phone_number: phone });
    const fresh = sms.codeFor(phone);
    const ok = await s.post('/auth/login', { phone_number: phone, verification_code: fresh });
    expect(ok.code).toBe(200);
    // A code is single-use.
    expect((await s.post('/auth/login', { phone_number: phone, verification_code: fresh })).code).toBe(400);
    expect((await s.post('/auth/captcha', { phone_number: '12345' })).code).toBe(1000);
  });

  it('registers a tenant with an SMS code, and resets a password by SMS code', async () => {
    const phone = '13700001111';
    clock.advance(120_000);
    await s.post('/auth/captcha', { phone_number: phone, purpose: 'register' });
    const bad = await s.post('/auth/tenant/register', {
      email: 'owner@acme.io',
      password: 'secret12',
      phone_number: phone,
      verification_code: '9999' === sms.codeFor(phone) ? '8888' : '9999',
    });
    expect(bad.code).toBe(400);
    const reg = await s.post('/auth/tenant/register', {
      email: 'owner@acme.io',
      password: 'secret12',
      phone_number: phone,
      verification_code: sms.codeFor(phone),
    });
    expect(reg).toMatchObject({ code: 200, message: '注册成功' });
    const token = await s.login('owner@acme.io', 'secret12');
    const me = await s.post('/auth/me', {}, { token });
    expect(me.data.authority).toBe('TENANT_ADMIN');
    const demoAdmin = await s.post('/auth/me', {}, { token: await s.login(TENANT_ADMIN_EMAIL) });
    expect(me.data.tenant_id).not.toBe(demoAdmin.data.tenant_id);
    expect((await s.post('/auth/tenant/register', { email: 'owner@acme.io', password: 'secret12', phone_number: phone, verification_code: '1234' })).code).toBe(
      400,
    );
    expect((await s.post('/auth/tenant/register', { email: 'x@acme.io', password: '123', phone_number: phone, verification_code: '1234' })).code).toBe(1000);

    clock.advance(120_000);
    await s.post('/auth/captcha', { phone_number: phone, purpose: 'reset' });
    const changed = await s.post('/auth/change_password', { phone_number: phone, password: 'new-secret', verification_code: sms.codeFor(phone) });
    expect(changed).toMatchObject({ code: 200, message: '修改成功' });
    expect((await s.post('/auth/me', {}, { token })).code).toBe(401); // sessions end with the old password
    expect((await s.post('/auth/login', { email: 'owner@acme.io', password: 'secret12' })).code).toBe(400);
    expect((await s.post('/auth/login', { email: 'owner@acme.io', password: 'new-secret' })).code).toBe(200);
  });

  it('store login answers code 0 with token, expiresAt and user', async () => {
    const r = await s.post('/base/user_login', { email: TENANT_USER_EMAIL, password: TEST_PASSWORD });
    expect(r.code).toBe(0);
    expect(typeof r.data.token).toBe('string');
    expect(r.data.expiresAt).toBeGreaterThan(clock.now());
    expect(r.data.user.email).toBe(TENANT_USER_EMAIL);
    expect((await s.post('/auth/me', {}, { headers: { 'x-token': r.data.token } })).code).toBe(200);
  });

  it('a disabled user cannot log in and loses its sessions', async () => {
    const admin = await s.login(TENANT_ADMIN_EMAIL);
    const added = await s.post('/user/add', { email: 'temp@tessera.local', authority: 'TENANT_USER', password: 'temp-password' }, { token: admin });
    const userToken = await s.login('temp@tessera.local', 'temp-password');
    expect((await s.post('/user/enabled', { id: added.data.id, enabled: '0' }, { token: admin })).code).toBe(200);
    expect((await s.post('/auth/me', {}, { token: userToken })).code).toBe(401);
    expect(await s.post('/auth/login', { email: 'temp@tessera.local', password: 'temp-password' })).toMatchObject({ code: 400, message: '账号已被禁用' });
  });
});
