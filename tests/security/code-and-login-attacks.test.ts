/**
 * The hostile client against the SMS-code and login routes of a real server: code brute force, code reuse and
 * cross-purpose use, account enumeration by register answers and by login timing, one failure counter per account
 * across login kinds, and a per-address limit that slows a guesser without locking out its neighbours.
 *
 * The server trusts X-Forwarded-For from loopback here, so each attack comes from its own client address and the
 * per-address limits of one test do not leak into the next (trust-proxy.test.ts covers the untrusted default).
 */
import { ACCOUNT_FAILURE_LIMIT } from '../../server/src/modules/auth/service';
import { SLOWDOWN_STEP_MS, IP_SLOWDOWN_AFTER } from '../../server/src/modules/auth/ip-slowdown';
import { MAX_WRONG_CODE_TRIES } from '../../server/src/modules/auth/captcha-store';
import {
  CapturingSms,
  ManualClock,
  TENANT_ADMIN_EMAIL,
  TENANT_USER_EMAIL,
  TEST_PASSWORD,
  startTestServer,
  testBackends,
  type Envelope,
  type TestServer,
} from '../server/helpers/test-server';

const CODE_REFUSED_CH = '验证码错误或已过期';

describe.each(testBackends())('SMS-code and login attacks (%s)', (backend) => {
  let s: TestServer;
  let adminToken: string;
  const clock = new ManualClock();
  const sms = new CapturingSms();
  let nextAddress = 1;
  let nextPhone = 0;
  /** A client address of its own for one attack. */
  const address = () => `203.0.113.${nextAddress++}`;
  const phone = () => `139${String(10_000_000 + nextPhone++).slice(-8)}`;
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
  const wrongCode = (right: string) => (right === '0000' ? '0001' : '0000');

  beforeAll(async () => {
    s = await startTestServer({ backend, clock, sms, config: { trustProxy: ['127.0.0.1', '::1'] } });
    adminToken = await s.login(TENANT_ADMIN_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
  });

  async function userWithPhone(password = 'right-password-1'): Promise<{ email: string; phone: string; password: string }> {
    const p = phone();
    const email = `u${p}@attack.test`;
    const added = await s.post('/user/add', { email, phone_number: p, authority: 'TENANT_USER', password }, { token: adminToken });
    expect(added.code).toBe(200);
    return { email, phone: p, password };
  }

  async function codeFor(p: string, purpose: string, ip: string): Promise<string> {
    const sent = await s.post('/auth/captcha', { phone_number: p, purpose }, from(ip));
    expect(sent.code).toBe(200);
    return sms.codeFor(p);
  }

  it(`kills a reset code after ${MAX_WRONG_CODE_TRIES} wrong tries: the right one no longer takes the account over`, async () => {
    const victim = await userWithPhone();
    const ip = address();
    const right = await codeFor(victim.phone, 'reset', ip);
    const answers: Envelope[] = [];
    // The attacker walks the code space (a slice of it: every answer after the fifth is already a refusal).
    for (let guess = 0; answers.length < 30; guess++) {
      const code = String(guess).padStart(4, '0');
      if (code === right) continue;
      answers.push(await s.post('/auth/change_password', { phone_number: victim.phone, password: 'attacker-pw', verification_code: code }, from(address())));
    }
    expect(answers.every((a) => a.code === 400)).toBe(true);
    expect(answers.slice(0, MAX_WRONG_CODE_TRIES).every((a) => a.message === CODE_REFUSED_CH)).toBe(true);
    const late = await s.post('/auth/change_password', { phone_number: victim.phone, password: 'attacker-pw', verification_code: right }, from(address()));
    expect(late.code).toBe(400);
    expect((await s.post('/auth/login', { email: victim.email, password: 'attacker-pw' }, from(ip))).code).toBe(400);
    expect((await s.post('/auth/login', { email: victim.email, password: victim.password }, from(ip))).code).toBe(200);
  });

  it('backs off exponentially: the second lock of a number lasts twice as long as the first', async () => {
    const victim = await userWithPhone();
    const guessOnce = (code: string) =>
      s.post('/auth/change_password', { phone_number: victim.phone, password: 'attacker-pw', verification_code: code }, from(address()));
    const lockOnce = async () => {
      const right = await codeFor(victim.phone, 'reset', address());
      for (let i = 0; i < MAX_WRONG_CODE_TRIES; i++) expect((await guessOnce(wrongCode(right))).message).toBe(CODE_REFUSED_CH);
      return right;
    };
    const first = await lockOnce();
    expect((await guessOnce(first)).message).toMatch(/验证码错误次数过多，请 1 分钟后/);
    clock.advance(61_000);
    const second = await lockOnce();
    expect((await guessOnce(second)).message).toMatch(/请 2 分钟后/);
    clock.advance(61_000);
    expect((await guessOnce('1234')).message).toMatch(/请 1 分钟后/);
    clock.advance(60_000);
    const fresh = await codeFor(victim.phone, 'reset', address());
    expect((await guessOnce(fresh)).code).toBe(200);
  });

  it(`stops one address after ${MAX_WRONG_CODE_TRIES} wrong codes, whatever numbers it tries`, async () => {
    const attacker = address();
    for (let i = 0; i < MAX_WRONG_CODE_TRIES; i++) {
      const r = await s.post('/auth/login', { phone_number: phone(), verification_code: '0000' }, from(attacker));
      expect(r.code).toBe(400);
    }
    const victim = await userWithPhone();
    const right = await codeFor(victim.phone, 'login', address());
    const refused = await s.post('/auth/login', { phone_number: victim.phone, verification_code: right }, from(attacker));
    expect(refused.code).toBe(400);
    expect(refused.message).toMatch(/验证码错误次数过多/);
    // The code was not spent by the refused try: its owner, from its own address, still logs in with it.
    expect((await s.post('/auth/login', { phone_number: victim.phone, verification_code: right }, from(address()))).code).toBe(200);
  });

  it('refuses a used code', async () => {
    const victim = await userWithPhone();
    const ip = address();
    const code = await codeFor(victim.phone, 'reset', ip);
    expect((await s.post('/auth/change_password', { phone_number: victim.phone, password: 'new-pass-1', verification_code: code }, from(ip))).code).toBe(200);
    const again = await s.post('/auth/change_password', { phone_number: victim.phone, password: 'new-pass-2', verification_code: code }, from(ip));
    expect(again).toMatchObject({ code: 400, message: CODE_REFUSED_CH });
    expect((await s.post('/auth/login', { email: victim.email, password: 'new-pass-1' }, from(ip))).code).toBe(200);
  });

  it('refuses a code sent for another purpose', async () => {
    const victim = await userWithPhone();
    const ip = address();
    const loginCode = await codeFor(victim.phone, 'login', ip);
    const reset = await s.post('/auth/change_password', { phone_number: victim.phone, password: 'hijacked-1', verification_code: loginCode }, from(ip));
    expect(reset).toMatchObject({ code: 400, message: CODE_REFUSED_CH });
    const free = phone();
    const resetCode = await codeFor(free, 'reset', ip);
    const reg = await s.post(
      '/auth/tenant/register',
      { email: `r${free}@attack.test`, password: 'secret12', phone_number: free, verification_code: resetCode },
      from(ip),
    );
    expect(reg).toMatchObject({ code: 400, message: CODE_REFUSED_CH });
    // Each code still works for what it was sent for.
    expect((await s.post('/auth/login', { phone_number: victim.phone, verification_code: loginCode }, from(ip))).code).toBe(200);
  });

  it('answers a register with a bad code the same for a taken and a free address', async () => {
    const ip = address();
    const p = phone();
    const right = await codeFor(p, 'register', ip);
    const bad = wrongCode(right);
    const taken = await s.post('/auth/tenant/register', { email: TENANT_ADMIN_EMAIL, password: 'secret12', phone_number: p, verification_code: bad }, from(ip));
    const free = await s.post(
      '/auth/tenant/register',
      { email: `free${p}@attack.test`, password: 'secret12', phone_number: p, verification_code: bad },
      from(ip),
    );
    expect(taken).toEqual(free);
    expect(taken).toMatchObject({ code: 400, message: CODE_REFUSED_CH });
    const victim = await userWithPhone();
    const takenPhone = await s.post(
      '/auth/tenant/register',
      { email: `x${p}@attack.test`, password: 'secret12', phone_number: victim.phone, verification_code: '0000' },
      from(ip),
    );
    expect(takenPhone).toEqual(free);
  });

  it('takes as long to refuse an unknown e-mail as a wrong password of a known one', async () => {
    const known: string[] = [];
    for (let i = 0; i < 21; i++) known.push((await userWithPhone()).email);
    const timed = async (email: string) => {
      const started = performance.now();
      const r = await s.post('/auth/login', { email, password: 'not-the-password' }, from(address()));
      expect(r.code).toBe(400);
      return performance.now() - started;
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    // Interleaved, so load on the machine hits both series alike.
    for (let i = 0; i < known.length; i++) {
      knownMs.push(await timed(known[i]));
      unknownMs.push(await timed(`nobody-${i}@attack.test`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ratio = median(knownMs) / median(unknownMs);
    expect(ratio, `known ${median(knownMs).toFixed(1)} ms, unknown ${median(unknownMs).toFixed(1)} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it(`counts e-mail, phone and code logins of one account together (${ACCOUNT_FAILURE_LIMIT} tries, not more)`, async () => {
    const victim = await userWithPhone();
    const tries = [
      { email: victim.email, password: 'guess-1' },
      { phone_number: victim.phone, password: 'guess-2' },
      { email: victim.email.toUpperCase(), password: 'guess-3' },
      { phone_number: victim.phone, password: 'guess-4' },
      { phone_number: victim.phone, verification_code: '0000' },
    ];
    expect(tries).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    for (const body of tries) expect((await s.post('/auth/login', body, from(address()))).code).toBe(400);
    for (const body of [
      { email: victim.email, password: victim.password },
      { phone_number: victim.phone, password: victim.password },
    ]) {
      const locked = await s.post('/auth/login', body, from(address()));
      expect(locked.code).toBe(400);
      expect(locked.message).toMatch(/登录失败次数过多/);
    }
    clock.advance(16 * 60_000);
    expect((await s.post('/auth/login', { phone_number: victim.phone, password: victim.password }, from(address()))).code).toBe(200);
  });

  it(`slows an address past ${IP_SLOWDOWN_AFTER} failures but still lets a right login from it in`, async () => {
    const shared = address();
    for (let i = 0; i <= IP_SLOWDOWN_AFTER; i++) {
      expect((await s.post('/auth/login', { email: `guess-${i}@attack.test`, password: 'whatever-1' }, from(shared))).code).toBe(400);
    }
    const started = performance.now();
    const neighbour = await s.post('/auth/login', { email: TENANT_USER_EMAIL, password: TEST_PASSWORD }, from(shared));
    const took = performance.now() - started;
    expect(neighbour.code).toBe(200);
    expect(took).toBeGreaterThanOrEqual(SLOWDOWN_STEP_MS);
    // Another address is not slowed by it.
    const elsewhere = performance.now();
    expect((await s.post('/auth/login', { email: TENANT_USER_EMAIL, password: TEST_PASSWORD }, from(address()))).code).toBe(200);
    expect(performance.now() - elsewhere).toBeLessThan(took);
  });
});
