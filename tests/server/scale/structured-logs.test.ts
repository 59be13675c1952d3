/** The server logs through pino: JSON lines, one per request with its id, route, tenant and latency. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/src/logger';
import { TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';

function capture() {
  const lines: any[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
      done();
    },
  });
  return { lines, destination };
}

describe('structured logs', () => {
  const out = capture();
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ log: createLogger('info', { destination: out.destination, pretty: false }) });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('writes one JSON line per request with request id, route, tenant and latency, echoing X-Request-Id', async () => {
    const token = await s.login(TENANT_ADMIN_EMAIL);
    const res = await fetch(`${s.url}/api/device/status`, {
      method: 'POST',
      body: JSON.stringify({ device_id_list: [] }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': 'scale-req-42' },
    });
    expect(res.headers.get('x-request-id')).toBe('scale-req-42');
    const line = out.lines.find((l) => l.reqId === 'scale-req-42' && l.msg === 'request');
    expect(line).toMatchObject({ level: 30, method: 'POST', route: '/api/device/status', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(line.tenant).toEqual(expect.any(String));
    expect(typeof line.time).toBe('string');
    // Without a header, each request gets its own id.
    const login = out.lines.filter((l) => l.msg === 'request' && l.route === '/api/auth/login');
    expect(login).toHaveLength(1);
    expect(login[0].reqId).toMatch(/^[0-9a-f-]{36}$/);
    // The server's own messages are JSON lines of the same stream.
    expect(out.lines.some((l) => typeof l.msg === 'string' && l.msg.startsWith('Tessera listening on'))).toBe(true);
  });

  it('a silent logger writes nothing; errors keep their stack', () => {
    const quiet = capture();
    createLogger('silent', { destination: quiet.destination, pretty: false }).error('nobody hears this');
    expect(quiet.lines).toEqual([]);
    const loud = capture();
    createLogger('warn', { destination: loud.destination, pretty: false }).error('broke', new Error('boom'));
    expect(loud.lines[0]).toMatchObject({ level: 50, msg: 'broke', err: { message: 'boom' } });
    expect(loud.lines[0].err.stack).toContain('boom');
  });
});
