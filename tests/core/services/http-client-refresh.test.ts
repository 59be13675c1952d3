import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_SKIP_PATTERNS, TOKEN_REFRESH_THRESHOLD_MS } from '@tessera/sdk';
import { coded, ok, startEnvelopeServer, type EnvelopeServer } from './support/envelope-server';
import { createTestContainer } from './support/test-container';

// The silent token refresh: under 20 minutes left → one /auth/refresh, the rest queued and replayed.
let server: EnvelopeServer;

beforeAll(async () => {
  server = await startEnvelopeServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.reset();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
});

/** A session whose token has `remainingMs` left. */
function setupWithRemaining(remainingMs: number) {
  const ctx = createTestContainer({ baseURL: server.baseURL });
  ctx.session.setToken('old-tok', remainingMs / 1000, true);
  return ctx;
}

const refreshes = () => server.requests.filter((r) => r.url === '/auth/refresh');

describe('token refresh', () => {
  it('several concurrent requests near expiry → exactly one refresh, all replayed with the new token', async () => {
    const { http, session } = setupWithRemaining(TOKEN_REFRESH_THRESHOLD_MS - 60_000);
    server.on('/auth/refresh', () => ({ ...ok({ access_token: 'new-tok', expires_in: 86_400 }), delayMs: 150 }));
    const before = Date.now();
    const answers = await Promise.all([http.post('/a'), http.post('/b'), http.call('/c'), http.post('/d')]);
    expect(answers).toHaveLength(4);

    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0].headers.authorization).toBe('Bearer old-tok');
    // Nothing went out before the refresh answered: the refresh is the first request on the wire.
    expect(server.requests[0].url).toBe('/auth/refresh');
    const others = server.requests.filter((r) => r.url !== '/auth/refresh');
    expect(others.map((r) => r.url).sort()).toEqual(['/a', '/b', '/c', '/d']);
    for (const r of others) expect(r.headers.authorization).toBe('Bearer new-tok');

    expect(session.token).toBe('new-tok');
    expect(session.expiresAt).toBeGreaterThanOrEqual(before + 86_400_000);
    expect(localStorage.getItem('id_token')).toBe('new-tok');
  });

  it('a request after the refresh does not refresh again', async () => {
    const { http } = setupWithRemaining(60_000);
    server.on('/auth/refresh', () => ok({ access_token: 'new-tok', expires_in: 86_400 }));
    await http.post('/a');
    await http.post('/b');
    expect(refreshes()).toHaveLength(1);
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer new-tok');
  });

  it('no refresh while 20 minutes or more remain', async () => {
    const { http } = setupWithRemaining(TOKEN_REFRESH_THRESHOLD_MS + 60_000);
    await http.post('/a');
    expect(refreshes()).toHaveLength(0);
    expect(server.requests[0].headers.authorization).toBe('Bearer old-tok');
  });

  it('no refresh without a token', async () => {
    const { http } = createTestContainer({ baseURL: server.baseURL });
    await http.post('/a');
    expect(refreshes()).toHaveLength(0);
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it.each(REFRESH_SKIP_PATTERNS.map((p) => [p, `/user/${p}/x`]))('skips the check for URLs containing %s', async (_p, url) => {
    const { http } = setupWithRemaining(60_000);
    server.on('/auth/refresh', () => ok({ access_token: 'new-tok', expires_in: 86_400 }));
    await http.post(url);
    expect(refreshes()).toHaveLength(0);
    expect(server.requests[0].headers.authorization).toBe('Bearer old-tok');
  });

  it('a failed refresh lets the queued requests go out and is not retried for the same token', async () => {
    const { http, notifier } = setupWithRemaining(60_000);
    server.on('/auth/refresh', () => coded(400, 'refresh refused'));
    await Promise.all([http.post('/a'), http.post('/b')]);
    await http.post('/c');
    expect(refreshes()).toHaveLength(1);
    expect(server.requests.filter((r) => r.url !== '/auth/refresh')).toHaveLength(3);
    // The silent refresh does not toast its own failure.
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('a refresh answered 401 ends the session and replays the queue without a token', async () => {
    const { http, session } = setupWithRemaining(60_000);
    server.on('/auth/refresh', () => coded(401, 'Unauthorized'));
    await http.post('/a');
    expect(session.token).toBeNull();
    expect(window.location.hash).toBe('#/auth/login');
    const replay = server.requests.find((r) => r.url === '/a');
    expect(replay?.headers.authorization).toBeUndefined();
  });

  it('a logout during the refresh is not undone by its answer', async () => {
    const { http, session } = setupWithRemaining(60_000);
    server.on('/auth/refresh', () => ({ ...ok({ access_token: 'new-tok', expires_in: 86_400 }), delayMs: 100 }));
    const pending = http.post('/a');
    await new Promise((r) => setTimeout(r, 30));
    session.clear();
    await pending;
    expect(session.token).toBeNull();
    expect(server.requests.find((r) => r.url === '/a')?.headers.authorization).toBeUndefined();
  });
});
