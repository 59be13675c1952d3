/**
 * Issue 18's mini-program areas through the console and the open routes: a site admin's console makes the site
 * key, an end user posts feedback through the open route and the console replies; a notice (with markup that must
 * not run) is published and read back through the open route; and a QR code picture of a demo device, generated
 * here, is uploaded on the scan page at tablet width and lands on that device — and, shown to Chromium's fake
 * camera, is read from the live video the same way.
 */
import { writeFileSync } from 'node:fs';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TENANT_ADMIN } from './support/accounts';
import { apiCall, apiLogin, type Envelope } from './support/api';
import { expectSuccessToast, openFromMenu } from './support/admin';
import { selectByLabel } from './support/devices';
import { loginViaApi } from './support/login';
import { qrPng, qrY4m } from './support/qr-png';

const RUN = Date.now().toString(36);

async function openPost<T = unknown>(request: APIRequestContext, path: string, body: unknown): Promise<Envelope<T>> {
  return apiCall<T>(request, undefined, `/open/mini-program/${path}`, body);
}

function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return problems;
}

test('an end user posts feedback through the open route and the console replies', async ({ page, request }) => {
  const problems = watchErrors(page);
  const session = await loginViaApi(page, request, TENANT_ADMIN, '/home');
  const site = `Mini feedback ${RUN}`;
  const siteId = (await apiCall<{ id: string }>(request, session.token, '/site/add', { name: site })).data.id;

  await openFromMenu(page, '/mini/feedback');
  await selectByLabel(page.getByTestId('mini-site'), site);
  await page.getByTestId('site-key-reset').click();
  const key = (await page.getByTestId('site-key-value').textContent())!.trim();
  expect(key.length).toBeGreaterThan(20);

  expect((await openPost(request, 'feedback/add', { site_id: siteId, key: 'wrong', content: 'x' })).code).toBe(401);
  const image = `data:image/png;base64,${qrPng('photo').toString('base64')}`;
  const posted = await openPost<{ id: string }>(request, 'feedback/add', {
    site_id: siteId,
    key,
    content: `Charger ${RUN} does not start`,
    contact: 'driver@example.com',
    images: [image],
  });
  expect(posted.code, posted.message).toBe(200);

  await page.getByTestId('feedback-status-filter').selectOption('new');
  const row = page.getByTestId(`feedback-row-${posted.data.id}`);
  await expect(row).toContainText(`Charger ${RUN} does not start`);
  await page.getByTestId(`feedback-open-${posted.data.id}`).click();
  await expect(page.getByTestId('feedback-dialog').locator('img')).toHaveCount(1);
  await page.getByTestId('feedback-reply').fill('A technician is on the way');
  await page.getByTestId('feedback-send').click();
  await expectSuccessToast(page, 'editSuccess');

  const seen = await openPost<{ status: string; reply: string }>(request, 'feedback/detail', { site_id: siteId, key, id: posted.data.id });
  expect(seen.data).toMatchObject({ status: 'replied', reply: 'A technician is on the way' });
  expect(problems).toEqual([]);
});

test('a notice is published in the console and read through the open route, its markup never running', async ({ page, request }) => {
  const problems = watchErrors(page);
  const session = await loginViaApi(page, request, TENANT_ADMIN, '/home');
  const site = `Mini notices ${RUN}`;
  const siteId = (await apiCall<{ id: string }>(request, session.token, '/site/add', { name: site })).data.id;
  const key = (
    await request
      .post('/api/mini-program/key/reset', { data: { site_id: siteId }, headers: { Authorization: `Bearer ${session.token}` } })
      .then((r) => r.json())
  ).data.key as string;
  const title = `<img src=x onerror="alert('title')">Closed ${RUN}`;

  await openFromMenu(page, '/mini/notices');
  await selectByLabel(page.getByTestId('mini-site'), site);
  await page.getByTestId('notice-add').click();
  await page.getByTestId('notice-title').fill(title);
  await page.getByTestId('notice-content').fill('<p onclick="alert(1)">Closed <b>Sunday</b></p><script>alert(2)</script><img src=x onerror="alert(3)">');
  await expect(page.getByTestId('notice-preview')).toHaveText('Closed Sunday');
  await expect(page.getByTestId('notice-preview').locator('img, script, [onclick]')).toHaveCount(0);
  await page.getByTestId('notice-save').click();
  await expectSuccessToast(page, 'addSuccess');

  expect((await openPost<unknown[]>(request, 'notice/list', { site_id: siteId, key })).data).toEqual([]);
  const row = page.locator('[data-testid^="notice-row-"]').filter({ hasText: `Closed ${RUN}` });
  await expect(row.locator('[data-testid^="notice-title-"]')).toHaveText(title);
  await expect(page.getByTestId('notice-table').locator('img')).toHaveCount(0);
  await row.locator('[data-testid^="notice-publish-"]').click();
  await page.getByTestId('publish-confirm').click();
  await expect(row.locator('[data-testid^="notice-state-"]')).toHaveText(/.+/);
  await expect(row.locator('[data-testid^="notice-unpublish-"]')).toBeVisible();

  const read = await openPost<{ title: string; content: string }[]>(request, 'notice/list', { site_id: siteId, key });
  expect(read.data).toEqual([expect.objectContaining({ title, content: '<p>Closed <b>Sunday</b></p>' })]);
  expect(problems).toEqual([]);
});

test('a QR code picture of a demo device opens that device on a tablet', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const problems = watchErrors(page);
  const session = await loginViaApi(page, request, TENANT_ADMIN, '/home');
  // A device of the list (its rows name the id `device`), or a new one when the list is empty.
  const list = await apiCall<{ data: { device: string }[] }>(request, session.token, '/device/list/tree', { current_page: 1, per_page: 1 });
  const listed = list.data.data[0]?.device;
  const device = listed
    ? { id: listed }
    : (await apiCall<{ id: string; name: string }>(request, session.token, '/device/add_only', { name: `Scan me ${RUN}` })).data;
  const file = testInfo.outputPath('device-qr.png');
  writeFileSync(file, qrPng(`https://tessera.example/monitoring/detail?device_id=${device.id}`));

  await openFromMenu(page, '/mini/scan');
  await page.getByTestId('scan-file').setInputFiles(file);
  await expect(page).toHaveURL(new RegExp(`monitoring/detail\\?device_id=${device.id}`));
  expect(problems).toEqual([]);
});

test('the camera reads a device QR code from live video and opens the device', async ({ request, baseURL }, testInfo) => {
  const session = await apiLogin(request, TENANT_ADMIN);
  const device = (await apiCall<{ id: string }>(request, session.token, '/device/add_only', { name: `Camera ${RUN}` })).data;
  const video = testInfo.outputPath('device-qr.y4m');
  writeFileSync(video, qrY4m(`tessera:device:${device.id}`));
  // Its own browser: the fake camera is chosen at launch.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, permissions: ['camera'] });
    const page = await context.newPage();
    const problems = watchErrors(page);
    await loginViaApi(page, request, TENANT_ADMIN, '/home');
    await openFromMenu(page, '/mini/scan');
    await page.getByTestId('scan-camera-start').click();
    await expect(page).toHaveURL(new RegExp(`monitoring/detail\\?device_id=${device.id}`), { timeout: 20_000 });
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
});
