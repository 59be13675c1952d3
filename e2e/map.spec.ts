/**
 * Issue 5, the device map's optional raster tiles: the tenant's tile server (here a local one drawing each tile's
 * z/x/y as SVG) is used by the map in Chromium — the zoom-0 probe, then the tiles of the drawn zoom level, more
 * detailed ones after zooming in — with the markers on top and the attribution shown.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { TENANT_ADMIN } from './support/accounts';
import { apiCall, apiLogin } from './support/api';
import { loginViaApi } from './support/login';

const tile = (z: string, x: string, y: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="#e8f0e0" stroke="#7a9" stroke-width="2"/>
  <text x="128" y="136" font-size="28" text-anchor="middle" fill="#345">${z}/${x}/${y}</text></svg>`;

test("the device map draws the tenant's raster tiles under the markers and follows the zoom", async ({ page, request }) => {
  const requested: string[] = [];
  const server = http.createServer((req, res) => {
    const m = /^\/(\d+)\/(\d+)\/(\d+)\.svg$/.exec(req.url ?? '');
    if (!m) return void res.writeHead(404).end();
    requested.push(`${m[1]}/${m[2]}/${m[3]}`);
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'access-control-allow-origin': '*' }).end(tile(m[1], m[2], m[3]));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const template = `http://127.0.0.1:${(server.address() as AddressInfo).port}/{z}/{x}/{y}.svg`;
  const admin = await apiLogin(request, TENANT_ADMIN);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  try {
    expect((await apiCall(request, admin.token, '/device/map/setting/update', { tile_url: template, attribution: 'Test tiles', max_zoom: 12 })).code).toBe(200);
    await loginViaApi(page, request, TENANT_ADMIN, '/device/map');
    await expect(page.getByTestId('map-attribution')).toHaveText('Test tiles');
    await expect.poll(() => requested.filter((r) => !r.startsWith('0/')).length).toBeGreaterThan(0);
    const firstZoom = Math.max(...requested.map((r) => Number(r.split('/')[0])));
    await page.screenshot({ path: test.info().outputPath('map-tiles.png') });

    // Zooming in asks for a deeper level of the pyramid.
    const canvas = page.getByTestId('device-map-view').locator('canvas').first();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -400);
    await expect.poll(() => Math.max(...requested.map((r) => Number(r.split('/')[0])))).toBeGreaterThan(firstZoom);
    expect(Math.max(...requested.map((r) => Number(r.split('/')[0])))).toBeLessThanOrEqual(12);
    expect(problems).toEqual([]);
  } finally {
    await apiCall(request, admin.token, '/device/map/setting/update', { tile_url: '', attribution: '' });
    server.close();
  }
});

/** Issue 10, stored XSS: a device named with markup shows that markup as text in its marker's tooltip, and runs nothing. */
test('hovering the marker of a device named with markup shows the name as text and runs no script', async ({ page, request }) => {
  const hostile = '<img src=x onerror="window.__xss=1">';
  const admin = await apiLogin(request, TENANT_ADMIN);
  // At 0,0 (open sea, no demo device near): the home view is centred there, so the marker sits mid-canvas.
  const added = await apiCall<{ id: string }>(request, admin.token, '/device/add_only', { name: hostile, location: '0,0' });
  expect(added.code).toBe(200);
  try {
    await loginViaApi(page, request, TENANT_ADMIN, '/device/map');
    const canvas = page.getByTestId('device-map-view').locator('canvas').first();
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    const tooltip = page.getByTestId('device-map-view').locator('div').filter({ hasText: 'onerror' }).last();
    await expect
      .poll(async () => {
        await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2 + 1);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        return tooltip.isVisible();
      })
      .toBe(true);
    await expect(tooltip).toContainText(hostile);
    expect(await page.getByTestId('device-map-view').locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  } finally {
    await apiCall(request, admin.token, '/device/delete', { id: added.data.id });
  }
});
