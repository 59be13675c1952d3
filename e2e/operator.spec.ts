/**
 * The built areas as an operator meets them (issue 12): the demo tenant user's menu holds only what its operator
 * role grants and every entry opens without "no access"; server messages arrive in the console's language; the
 * system admin's Sites menu has no site users, and entering a site shows in the top bar; the operation log names
 * the tenant and a readable action.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SYS_ADMIN, TENANT_ADMIN, TENANT_USER } from './support/accounts';
import { apiCall, apiLogin } from './support/api';
import { openFromMenu, sideMenuEntries } from './support/admin';
import { coreText } from './support/locales';
import { loginViaApi } from './support/login';

/** Uncaught errors and console errors of the pages a test opened; each test ends with none. */
let problems: string[] = [];

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  return page;
}

test.beforeEach(() => {
  problems = [];
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

test('the demo tenant user sees the operator menu only, and every entry opens without "no access"', async ({ browser, request }) => {
  const page = await freshPage(browser);
  await loginViaApi(page, request, TENANT_USER);
  const leaves = (await sideMenuEntries(page)).filter((e) => e.kind === 'leaf').map((e) => e.href!.replace(/^#/, ''));
  expect(leaves).toEqual(expect.arrayContaining(['/home', '/monitoring/list', '/device/map', '/data/export', '/log/operation']));
  for (const admin of ['/system/users', '/system/roles', '/sites/users', '/sites/roles', '/system/setup', '/visual/list']) expect(leaves).not.toContain(admin);

  const admin = await apiLogin(request, TENANT_ADMIN);
  const adminLeaves = (await apiCall<{ menu_tree: unknown[] }>(request, admin.token, '/user/function/auth')).data.menu_tree;
  expect(leaves.length).toBeLessThan(JSON.stringify(adminLeaves).split('"type":"1"').length - 1);

  // Every answer the pages get: none may be a refusal.
  const refused: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().includes('/api/') || !(res.headers()['content-type'] ?? '').includes('application/json')) return;
    const body = await res.json().catch(() => null);
    if (body?.code === 999 || body?.code === 401) refused.push(`${new URL(res.url()).pathname}: ${body.code} ${body.message}`);
  });
  for (const path of leaves) {
    await openFromMenu(page, path);
    await page.waitForLoadState('networkidle');
  }
  expect(refused).toEqual([]);
  await expect(page.locator('.bp6-toast.bp6-intent-danger')).toHaveCount(0);
});

test('a refusal reads in the console language, not in English', async ({ request }) => {
  const user = await apiLogin(request, TENANT_USER);
  const ask = (lang: string) => request.post('/api/user/list', { headers: { Authorization: `Bearer ${user.token}`, 'Accept-Language': lang }, data: {} });
  expect(await (await ask('zh-CN')).json()).toMatchObject({ code: 999, message: '您没有访问权限。' });
  expect(await (await ask('de')).json()).toMatchObject({ code: 999, message: 'Sie haben keinen Zugriff.' });
});

test('the system admin has no site users entry, and entering a site shows it in the top bar', async ({ browser, request }) => {
  const page = await freshPage(browser);
  await loginViaApi(page, request, SYS_ADMIN, '/sites/list');
  const leaves = (await sideMenuEntries(page)).map((e) => e.href);
  expect(leaves).toContain('#/sites/list');
  expect(leaves).not.toContain('#/sites/users');
  expect(leaves).not.toContain('#/sites/roles');
  await expect(page.getByTestId('site-scope')).toHaveCount(0);
  const enter = page.locator('[data-testid^="site-enter-"]').first();
  await expect(enter).toBeVisible();
  await enter.click();
  await page.waitForURL(/#\/home$/);
  const scope = page.getByTestId('site-scope');
  await expect(scope).toContainText(coreText('ch', 'layout.siteScope')!.replace('{{name}}', 'Demo site'));
  await page.getByTestId('site-scope-leave').click();
  await expect(scope).toHaveCount(0);
});

test('the operation log shows the tenant by name and a readable action', async ({ browser, request }) => {
  const admin = await apiLogin(request, TENANT_ADMIN);
  const site = await apiCall<{ id: string }>(request, admin.token, '/site/add', { name: `Logged ${Date.now().toString(36)}` });
  expect(site.code).toBe(200);
  const page = await freshPage(browser);
  await loginViaApi(page, request, TENANT_ADMIN, '/log/operation');
  const row = page.getByTestId('operation-log-table-row').filter({ hasText: '/api/site/add' }).first();
  await expect(row).toContainText('添加站点');
  await expect(row).toContainText('Demo');
  await expect(row).not.toContainText(String(admin.user.tenant_id));
});
