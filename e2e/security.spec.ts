/**
 * The console under its Content-Security-Policy, in Chromium: logging in and opening the screens of each role
 * reports no violation (securitypolicyviolation events and console messages both watched) and sends no body the
 * closed schemas refuse (no answer with code 1000); and a user given a
 * one-time password must change it at first login before the console opens.
 */
import { expect, test, type Page } from '@playwright/test';
import { SYS_ADMIN, TENANT_ADMIN, TENANT_USER } from './support/accounts';
import { openFromMenu } from './support/admin';
import { apiCall, apiLogin } from './support/api';
import { loginViaUi } from './support/login';

/** API answers with code 1000 (e.g. a key the closed body schemas refuse) to the console's own requests. */
function watchRefusedBodies(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().includes('/api/') || res.request().method() !== 'POST') return;
    const body = await res.json().catch(() => null);
    if (body?.code === 1000) refused.push(`${new URL(res.url()).pathname} ${res.request().postData()} → ${body.message}`);
  });
  return refused;
}

/** Violations seen by the page (all frames' documents report to the top one through the init script). */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (m) => {
    const text = m.text();
    if (/CSP violation|Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(text)) seen.push(text);
  });
  return seen;
}

test.describe('content security policy', () => {
  for (const account of [SYS_ADMIN, TENANT_ADMIN, TENANT_USER]) {
    test(`${account.authority}: login and its screens report no CSP violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const refused = watchRefusedBodies(page);
      const index = await page.request.get('/');
      expect(index.headers()['content-security-policy']).toContain("default-src 'self'");
      expect(index.headers()['x-frame-options']).toBe('DENY');
      await loginViaUi(page, account);
      await expect(page.locator('.tessera-side-menu')).toBeVisible();
      // Every screen the role's menu offers (directories keep their links mounted while collapsed).
      const hrefs = await page.locator('.tessera-side-menu a.tessera-menu-entry[href^="#/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(2);
      for (const path of hrefs.map((h) => h.slice(1))) {
        await openFromMenu(page, path);
        // Let the screen's first loads (tiles, charts, sockets) run before looking.
        await page.waitForLoadState('networkidle');
      }
      expect(violations).toEqual([]);
      expect(refused).toEqual([]);
    });
  }
});

test('the watcher sees a violation when one happens (an injected inline script)', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/#/auth/login');
  await expect(page.locator('#account')).toBeVisible();
  const ran = await page.evaluate(() => {
    const w = window as unknown as { injected?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.appendChild(script);
    return w.injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toContain('script-src');
});

test('a user with a one-time password changes it at first login, then the console opens', async ({ page, request }) => {
  const admin = await apiLogin(request, TENANT_ADMIN);
  const email = `one-time-${Date.now()}@tessera.test`;
  const added = await apiCall<{ password: string }>(request, admin.token, '/user/add', { email, authority: 'TENANT_USER' });
  expect(added.code, added.message).toBe(200);
  const oneTime = added.data.password;
  expect(oneTime).not.toBe('123456');

  await loginViaUi(page, { email, authority: 'TENANT_USER', password: oneTime });
  const dialog = page.getByTestId('must-change-password');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.locator('#change-password').fill('my-own-password-1');
  await dialog.locator('#change-confirm').fill('my-own-password-1');
  await dialog.locator('button[type=submit]').click();
  await expect(page.locator('.tessera-side-menu')).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);

  const again = await apiCall(request, undefined, '/auth/login', { email, password: oneTime });
  expect(again.code).toBe(400);
  expect((await apiCall(request, undefined, '/auth/login', { email, password: 'my-own-password-1' })).code).toBe(200);
});
