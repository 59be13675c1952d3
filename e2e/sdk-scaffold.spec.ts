/**
 * The SDK README's integrator path, literally: `tessera-ext create` → `test`… (the harness test runs in vitest) →
 * `build` → `validate --market` → `pack --sign`, outside the workspace; the package installs on the running server as is
 * and its screen (with its widget) opens from the menu of an already open console. And the API's readable page,
 * /api/docs/ui, renders the OpenAPI document for a signed-in browser under the console's security policy.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SYS_ADMIN } from './support/accounts';
import { apiCall, apiLogin, type ApiSession } from './support/api';
import { coreText } from './support/locales';
import { hashPath, loginViaApi } from './support/login';
import { e2ePublisher, REPO_ROOT } from './support/market-pack';

const CLI = join(REPO_ROOT, 'sdk', 'bin', 'tessera-ext.mjs');
const cli = (args: string[], cwd: string) => execFileSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

test.describe('the SDK integrator path', () => {
  let admin: ApiSession;
  let work: string | undefined;
  let installed = false;

  test.beforeAll(async ({ request }) => {
    admin = await apiLogin(request, SYS_ADMIN);
  });
  test.afterAll(async ({ request }) => {
    if (installed) await apiCall(request, admin.token, '/extensions/uninstall', { id: 'acme.e2e-weather' });
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('a scaffolded extension builds, packs and installs as is; its screen and widget show without a reload', async ({ page, request }) => {
    test.setTimeout(120_000);
    const started = Date.now();
    work = mkdtempSync(join(tmpdir(), 'tessera-market-scaffold-'));
    cli(['create', 'acme.e2e-weather'], work);
    const dir = join(work, 'acme-e2e-weather');
    expect(cli(['build'], dir)).toContain('built acme.e2e-weather@0.1.0');
    expect(cli(['validate', '--market'], dir)).toContain('is valid');
    cli(['pack', '--sign', e2ePublisher().file], dir);
    const pack = JSON.parse(readFileSync(join(dir, 'acme.e2e-weather-0.1.0.tessera.json'), 'utf8'));
    const built = Date.now();

    await loginViaApi(page, request, SYS_ADMIN, '/home');
    await page.locator('.tessera-top-bar .tessera-language-switch select').selectOption('en');
    const reloads: string[] = [];
    page.on('load', () => reloads.push(page.url()));

    // The package is signed with the e2e publisher key; the system administrator trusts it once.
    await apiCall(request, admin.token, '/market/keys/add', { name: 'Acme e2e', public_key: e2ePublisher().publicKey });
    const res = await apiCall(request, admin.token, '/extensions/install', pack);
    expect(res.code, res.message).toBe(200);
    installed = true;
    await page.evaluate(() => window.dispatchEvent(new Event('tessera:extensions-changed')));

    const leaf = page.locator('.tessera-side-menu a.tessera-menu-entry', { hasText: 'E2e Weather' });
    await expect(leaf).toHaveCount(1);
    if (!(await leaf.isVisible())) {
      await page.locator('.tessera-side-menu button.tessera-menu-entry', { hasText: coreText('en', 'menu.applicationManagement')! }).click();
    }
    await leaf.click();
    await expect.poll(() => hashPath(page)).toBe('/acme/e2e-weather');
    const view = page.locator('.tessera-view [data-testid=scaffold-main]');
    await expect(view.locator('h2')).toHaveText('E2e Weather');
    await view.getByTestId('scaffold-click').click();
    await expect(view.getByTestId('scaffold-clicks')).toHaveText('Clicked 1 times');
    // The scaffold's own widget, drawn through the outlet inside its owner's boundary.
    await expect(view.getByTestId('scaffold-widget')).toContainText('21.5');
    expect(reloads).toEqual([]);
    console.log(`scaffold → build → pack: ${built - started} ms; install → screen visible: ${Date.now() - built} ms`);
  });

  test('the readable API page renders the OpenAPI document for a signed-in browser', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await loginViaApi(page, request, SYS_ADMIN, '/home');
    await page.goto('/api/docs/ui');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Tessera API');
    await expect(page.getByRole('button', { name: /^POST \/api\/auth\/login/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^auth/ })).toBeVisible();
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  });

  test('the readable API page says so when nobody is signed in', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/api/docs/ui');
    await expect(page.locator('#tessera-docs-refused')).toBeVisible();
    await expect(page.locator('#tessera-docs-message')).not.toBeEmpty();
    await context.close();
  });
});
