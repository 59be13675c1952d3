/**
 * Fuzz every registered route (enumerated from the route registry) with random, wrongly typed and malformed
 * bodies, signed out, as SYS_ADMIN and as a TENANT_ADMIN: the answer is always HTTP 200 with an envelope whose
 * code is one of the contract's codes (never a 5xx, never a stack trace).
 */
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from './helpers/test-server';

const CODES = [0, 200, 400, 401, 999, 1000];

/** Small deterministic PRNG (mulberry32) so a failure replays. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '',
  ' ',
  "' or 1=1 --",
  '%_\\',
  '\u0000',
  '👾'.repeat(50),
  'x'.repeat(5000),
  '../../etc/passwd',
  '0',
  '1',
  'SYS_ADMIN',
  '13800000000',
  'a@b.co',
  '{"a":1}',
];

function randomValue(r: () => number, depth = 0): unknown {
  const k = Math.floor(r() * (depth > 2 ? 5 : 7));
  switch (k) {
    case 0:
      return STRINGS[Math.floor(r() * STRINGS.length)];
    case 1:
      return [0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 36, 1000001][Math.floor(r() * 8)];
    case 2:
      return r() < 0.5;
    case 3:
      return null;
    case 4:
      return Math.random().toString(36).slice(2);
    case 5:
      return Array.from({ length: Math.floor(r() * 4) }, () => randomValue(r, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: Math.floor(r() * 4) }, (_, i) => [`k${i}`, randomValue(r, depth + 1)]));
  }
}

function bodiesFor(schema: any, r: () => number): unknown[] {
  const props: Record<string, any> = schema?.properties ?? {};
  const keys = Object.keys(props);
  const out: unknown[] = [undefined, {}, [], 'text', 42, null];
  for (let i = 0; i < 4; i++) out.push(Object.fromEntries(keys.filter(() => r() < 0.7).map((k) => [k, randomValue(r)])));
  for (const k of keys) {
    out.push({ [k]: randomValue(r) }, { [k]: r() < 0.5 ? [randomValue(r)] : { nested: randomValue(r) } });
  }
  // Deterministic extremes on every field, whatever the seed picks: the values that overflow SQL types.
  for (const extreme of [1e308, -1e308, 2 ** 63, 1.5]) out.push(Object.fromEntries(keys.map((k) => [k, extreme])));
  out.push(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'));
  return out;
}

const RAW = ['{', '{"a":}', '[1,', 'nul', '\u0000\u0001', '{"a":1}}', '"unterminated', '{"a":' + '['.repeat(2000)];

describe('fuzz: every route answers an envelope', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('never answers a 5xx or a non-envelope', async () => {
    const r = rng(20240611);
    const tokens: Record<string, string | undefined> = { anonymous: undefined, admin: await s.login(ADMIN_EMAIL), tenant: await s.login(TENANT_ADMIN_EMAIL) };
    const failures: string[] = [];
    let calls = 0;
    const check = async (path: string, who: string, init: RequestInit) => {
      calls++;
      const res = await fetch(`${s.url}/api${path}`, init);
      const text = await res.text();
      let body: any;
      try {
        body = JSON.parse(text);
      } catch {
        /* reported below */
      }
      const ok = res.status === 200 && body && typeof body.code === 'number' && typeof body.message === 'string' && 'data' in body && CODES.includes(body.code);
      if (!ok || /at .*\.(ts|js):\d+/.test(text)) failures.push(`${who} ${path} ${String(init.body).slice(0, 80)} → ${res.status} ${text.slice(0, 160)}`);
    };
    expect(s.routes.length).toBeGreaterThan(40);
    for (const route of s.routes) {
      for (const who of Object.keys(tokens)) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (tokens[who]) headers.authorization = `Bearer ${tokens[who]}`;
        for (const body of bodiesFor(route.body, r)) {
          await check(route.path, who, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
        }
        if (who === 'admin') for (const raw of RAW) await check(route.path, who, { method: 'POST', headers, body: raw });
        // Fuzzing /auth/logout (or a password reset) may end a session: sign in again.
        if (tokens[who] && (await s.post('/auth/me', {}, { token: tokens[who] })).code !== 200) {
          tokens[who] = await s.login(who === 'admin' ? ADMIN_EMAIL : TENANT_ADMIN_EMAIL);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
  }, 300_000);
});
