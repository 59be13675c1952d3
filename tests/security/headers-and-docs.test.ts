/**
 * Browser-facing hardening of a real server: security headers on the API, the console files and errors; no body
 * but JSON is parsed (a foreign page's text/plain or form post is refused); the API map is for signed-in callers
 * unless TESSERA_PUBLIC_DOCS=on.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../server/helpers/test-server';

function expectSecurityHeaders(res: Response): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
}

describe.each(testBackends())('browser-facing hardening (%s)', (backend) => {
  let s: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    // A console build of one page, so the static files' headers are checked too.
    await fs.mkdir(path.join(s.dataDir, 'no-console'), { recursive: true });
    await fs.writeFile(path.join(s.dataDir, 'no-console', 'index.html'), '<!doctype html><title>t</title>');
    open = await startTestServer({ backend, config: { publicDocs: true } });
  });
  afterAll(async () => {
    await s?.close();
    await open?.close();
  });

  it('sends the security headers on API answers, errors and unknown paths', async () => {
    expectSecurityHeaders(await fetch(`${s.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expectSecurityHeaders(await fetch(`${s.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }));
    expectSecurityHeaders(await fetch(`${s.url}/api/no/such/route`, { method: 'POST' }));
  });

  it('sends them on console files', async () => {
    const restarted = await s.restart(); // the console folder now exists
    s = restarted;
    const res = await fetch(`${s.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>t</title>');
    expectSecurityHeaders(res);
  });

  it('refuses text/plain and form bodies with 1000, however well-formed the JSON in them', async () => {
    const body = JSON.stringify({ email: ADMIN_EMAIL, password: 'tessera-test-pw' });
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${s.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': type, 'accept-language': 'en' }, body });
      expect(res.status).toBe(200);
      expect(await res.json(), type).toMatchObject({ code: 1000, message: 'Content-Type must be application/json', data: null });
    }
    const json = await fetch(`${s.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body });
    expect((await json.json()).code).toBe(200);
  });

  it('keeps /api/docs behind login', async () => {
    const anonymous = await (await fetch(`${s.url}/api/docs`)).json();
    expect(anonymous).toMatchObject({ code: 401, data: null });
    expect(anonymous.paths).toBeUndefined();
    const forged = await (await fetch(`${s.url}/api/docs`, { headers: { authorization: 'Bearer not-a-token' } })).json();
    expect(forged.code).toBe(401);
    const token = await s.login(ADMIN_EMAIL);
    const doc = await (await fetch(`${s.url}/api/docs`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(doc.paths['/api/auth/login']).toBeDefined();
  });

  it('serves /api/docs to anyone with TESSERA_PUBLIC_DOCS=on', async () => {
    const doc = await (await fetch(`${open.url}/api/docs`)).json();
    expect(doc.paths['/api/auth/login']).toBeDefined();
  });
});
