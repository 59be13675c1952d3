import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts';

/** The server's reply shape (docs/CONTRACT.md, 'HTTP'): always HTTP 200, the outcome in `code`. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export interface ApiSession {
  token: string;
  /** Seconds the token lives. */
  expiresIn: number;
  user: Record<string, unknown> & { name?: string; authority?: string };
}

/** POST /api/<path> with a bearer token; fails the test on a transport error, returns the envelope. */
export async function apiCall<T = unknown>(request: APIRequestContext, token: string | undefined, path: string, body: unknown = {}): Promise<Envelope<T>> {
  const res = await request.post(`/api${path}`, {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok(), `${path} answered HTTP ${res.status()}`).toBe(true);
  return (await res.json()) as Envelope<T>;
}

/** Logs in through the API (no browser), returning the token and the user as `/auth/me` describes them. */
export async function apiLogin(request: APIRequestContext, account: Account): Promise<ApiSession> {
  const login = await apiCall<{ access_token: string; expires_in: number }>(request, undefined, '/auth/login', {
    email: account.email,
    password: account.password,
  });
  expect(login.code, login.message).toBe(200);
  const token = login.data.access_token;
  const me = await apiCall<ApiSession['user']>(request, token, '/auth/me');
  expect(me.code, me.message).toBe(200);
  return { token, expiresIn: Number(login.data.expires_in), user: me.data };
}
