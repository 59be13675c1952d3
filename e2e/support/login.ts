import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { apiLogin, type ApiSession } from './api';

/** The localStorage / sessionStorage keys of the console's session (core/src/services/storage-keys.ts). */
export const TOKEN_KEY = 'id_token';
export const EXPIRES_KEY = 'id_token_expires_in';

/** Fills and submits the password login form; does not wait for the landing (callers assert it). */
export async function loginViaUi(page: Page, account: Account, password = account.password): Promise<void> {
  await page.goto('/#/auth/login');
  await page.locator('#account').fill(account.email);
  await page.locator('#password').fill(password);
  await page.locator('form.tessera-auth-form button[type=submit]').click();
}

/**
 * Logs in through the API and hands the session to the console the way a remembered login leaves it in
 * localStorage, then opens `path`: the boot's session restore loads permissions and the catalog.
 */
export async function loginViaApi(page: Page, request: APIRequestContext, account: Account, path = '/home'): Promise<ApiSession> {
  const session = await apiLogin(request, account);
  await page.goto('/#/auth/login');
  await page.evaluate(
    ({ s, tokenKey, expiresKey }) => {
      localStorage.setItem(tokenKey, s.token);
      localStorage.setItem(expiresKey, String(Date.now() + s.expiresIn * 1000));
      localStorage.setItem('user', JSON.stringify(s.user));
    },
    { s: session, tokenKey: TOKEN_KEY, expiresKey: EXPIRES_KEY },
  );
  // A full load (not a hash change, which the in-memory session would bounce back to login) restores it.
  await page.goto('about:blank');
  await page.goto(`/#${path}`);
  await expect(page.locator('.tessera-side-menu')).toBeVisible();
  return session;
}

/** The token as the console stores it (localStorage when remembered, sessionStorage otherwise). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k) ?? sessionStorage.getItem(k), TOKEN_KEY);
}

/** The hash part of the current URL without the leading `#` and query (`/home`). */
export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0];
}
