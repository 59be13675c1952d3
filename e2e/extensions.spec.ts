import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SYS_ADMIN } from './support/accounts';
import { apiCall, apiLogin, type ApiSession } from './support/api';
import { coreText } from './support/locales';
import { hashPath, loginViaApi } from './support/login';
import { buildMarketPack, e2ePublisher, REPO_ROOT, type BuiltPack } from './support/market-pack';

const EXTENSIONS_CHANGED = 'tessera:extensions-changed';

function fixtureJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'e2e', 'fixtures', ...parts), 'utf8')) as T;
}

/** Installs a pack through the market API, as the SYS_ADMIN, from outside the browser. */
async function install(request: APIRequestContext, admin: ApiSession, built: BuiltPack): Promise<void> {
  // Packs are signed with the e2e publisher key; trust it first (a second add answers "already trusted").
  await apiCall(request, admin.token, '/market/keys/add', { name: 'Acme e2e', public_key: e2ePublisher().publicKey });
  const res = await apiCall(request, admin.token, '/extensions/install', built.pack);
  expect(res.code, res.message).toBe(200);
}

/** Counts full page loads from now on; a runtime install must not cause any. */
async function watchReloads(page: Page): Promise<() => Promise<{ loads: number; marker: unknown }>> {
  let loads = 0;
  page.on('load', () => loads++);
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'before-install'));
  return async () => ({ loads, marker: await page.evaluate(() => (window as unknown as { __marker?: string }).__marker) });
}

/** A leaf of the side menu by its label; its directory (e.g. application management) is opened first if closed. */
async function openMenuLeaf(page: Page, dirName: string, label: string): Promise<void> {
  const leaf = page.locator('.tessera-side-menu a.tessera-menu-entry', { hasText: label });
  await expect(leaf).toHaveCount(1);
  if (!(await leaf.isVisible())) {
    await page.locator('.tessera-side-menu button.tessera-menu-entry', { hasText: dirName }).click();
  }
  await leaf.click();
}

test.describe('market extensions', () => {
  let admin: ApiSession;
  const installed: string[] = [];
  const packs: BuiltPack[] = [];
  const buildPack = (name: string) => {
    const b = buildMarketPack(name);
    packs.push(b);
    return b;
  };

  test.beforeAll(async ({ request }) => {
    admin = await apiLogin(request, SYS_ADMIN);
  });

  test.afterAll(async ({ request }) => {
    // Leave the server as the other specs expect it (they tolerate market entries, but need not).
    for (const id of installed) await apiCall(request, admin.token, '/extensions/uninstall', { id });
    for (const b of packs) rmSync(dirname(b.dir), { recursive: true, force: true });
  });

  test('an extension built by the SDK CLI outside the workspace installs at runtime without a reload', async ({ page, request }) => {
    const built = buildPack('hello-market');
    expect(built.buildOutput).toContain('built acme.hello-market@1.0.0');
    // Shared modules stay out of the bundle: the host provides React, Blueprint and the SDK.
    expect(built.buildOutput).toMatch(/shared: .*react/);
    expect(existsSync(join(built.dir, 'node_modules'))).toBe(false);
    expect(built.pack.format).toBe('tessera-extension-pack@1');
    expect(built.pack.manifest.entry).toBe('index.js');
    expect(built.pack.manifest.integrity).toMatch(/^sha384-/);
    const entryBytes = Buffer.from(built.pack.files['index.js'], 'base64');
    expect(entryBytes.length).toBeLessThan(20_000);

    const manifest = fixtureJson<{ contributes: { views: { menu: { title: Record<string, string> } }[] } }>('hello-market', 'extension.json');
    const en = fixtureJson<Record<string, string>>('hello-market', 'locales', 'en.json');
    const title = manifest.contributes.views[0].menu.title.en;
    const appDir = coreText('en', 'menu.applicationManagement')!;

    await loginViaApi(page, request, SYS_ADMIN, '/home');
    await page.locator('.tessera-top-bar .tessera-language-switch select').selectOption('en');
    await expect(page.locator('.tessera-side-menu a[href="#/home"]')).toHaveText(coreText('en', 'menu.home')!);
    await expect(page.locator('.tessera-side-menu', { hasText: title })).toHaveCount(0);
    const reloads = await watchReloads(page);

    await install(request, admin, built);
    installed.push('acme.hello-market');
    // The console is told the server's extensions changed (what the plugin market view does after installing).
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), EXTENSIONS_CHANGED);

    await openMenuLeaf(page, appDir, title);
    await expect.poll(() => hashPath(page)).toBe('/acme/hello');
    const view = page.locator('.tessera-view [data-testid=hello-market]');
    await expect(view).toBeVisible();
    await expect(view.locator('h2')).toHaveText(en.greeting.replace('{{name}}', String(admin.user.name)));
    const button = view.getByTestId('hello-click');
    await expect(button).toHaveText(en.clicked.replace('{{count}}', '0'));
    await button.click();
    await button.click();
    await expect(button).toHaveText(en.clicked.replace('{{count}}', '2'));

    expect(await reloads()).toEqual({ loads: 0, marker: 'before-install' });
  });

  test('a failing extension leaves the shell usable and shows up on the diagnostics page', async ({ page, request }) => {
    const built = buildPack('broken-market');
    const manifest = fixtureJson<{ contributes: { views: { menu: { title: Record<string, string> } }[] } }>('broken-market', 'extension.json');
    const title = manifest.contributes.views[0].menu.title.ch;
    const appDir = coreText('ch', 'menu.applicationManagement')!;

    await loginViaApi(page, request, SYS_ADMIN, '/home');
    const reloads = await watchReloads(page);
    await install(request, admin, built);
    installed.push('acme.broken-market');
    // The tab becoming visible again (the admin installed it elsewhere) also makes the console re-read the catalog.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    await openMenuLeaf(page, appDir, title);
    await expect.poll(() => hashPath(page)).toBe('/acme/broken');
    const panel = page.locator('.tessera-view .tessera-extension-error');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('broken-market view exploded on purpose');
    await expect(panel).toContainText('acme.broken-market');

    // The frame around it still works: top bar, side menu, other routes.
    await expect(page.locator('.tessera-top-bar')).toBeVisible();
    const root = page.locator('html');
    const theme = await root.getAttribute('data-theme');
    await page.locator('.tessera-theme-switch').click();
    await expect(root).not.toHaveAttribute('data-theme', theme!);
    await page.locator('.tessera-side-menu a[href="#/home"]').click();
    await expect.poll(() => hashPath(page)).toBe('/home');
    await expect(page.locator('.tessera-view .tessera-home')).toBeVisible();

    await page.goto('/#/system/extensions');
    const row = page.locator('.tessera-view tr[data-extension="acme.broken-market"]');
    await expect(row).toBeVisible();
    await expect(row).toContainText('broken-market view exploded on purpose');
    await expect(row.locator('[data-state=failed]')).toHaveText(readDiagnosticsState('ch', 'failed'));
    // Built-ins that worked are still listed as active.
    await expect(page.locator('.tessera-view tr[data-extension="tessera.home"] [data-state=active]')).toHaveText(readDiagnosticsState('ch', 'active'));

    expect(await reloads()).toEqual({ loads: 0, marker: 'before-install' });
  });
});

/** The diagnostics extension's label of a state, in a language. */
function readDiagnosticsState(lang: string, state: string): string {
  const locale = JSON.parse(readFileSync(join(REPO_ROOT, 'extensions', 'diagnostics', 'locales', `${lang}.json`), 'utf8')) as {
    states?: Record<string, string>;
  };
  const text = locale.states?.[state];
  if (!text) throw new Error(`diagnostics locale ${lang} has no states.${state}`);
  return text;
}
