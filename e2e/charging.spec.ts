/**
 * Issue 18 charging through the console: a tenant admin paints a charge rule on the day bar, sets a price and the
 * site setting; a charger in that site charges over real MQTT; the order appears with the amount billed from its
 * meter, and the income report shows it.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { TENANT_ADMIN } from './support/accounts';
import { apiCall } from './support/api';
import { expectSuccessToast, openFromMenu } from './support/admin';
import { connectDevice, selectByLabel } from './support/devices';
import { loginViaApi } from './support/login';

const RUN = Date.now().toString(36);
const MQTT_PORT = Number(process.env.E2E_MQTT_PORT);
const SITE = `Charging e2e ${RUN}`;

async function chooseSite(page: Page, testId = 'charging-site') {
  await selectByLabel(page.getByTestId(testId), SITE);
}

test('paint a rule, price it, charge over MQTT and see the order and the income', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const session = await loginViaApi(page, request, TENANT_ADMIN, '/home');
  const site = await apiCall<{ id: string }>(request, session.token, '/site/add', { name: SITE });
  const added = await request.post('/api/device/add_only', {
    data: { name: `Pile ${RUN}` },
    headers: { Authorization: `Bearer ${session.token}`, 'X-Site-ID': site.data.id },
  });
  const device = (await added.json()).data as { id: string; token: string };

  // A rule painted all peak by dragging across the whole day bar.
  await openFromMenu(page, '/charging/rule');
  await chooseSite(page);
  await page.getByTestId('rule-add').click();
  await page.getByTestId('rule-name').fill(`All peak ${RUN}`);
  await page.getByTestId('rule-brush-peak').click();
  const first = await page.getByTestId('rule-day-bar-slot-0').boundingBox();
  const last = await page.getByTestId('rule-day-bar-slot-47').boundingBox();
  await page.mouse.move(first!.x + 2, first!.y + first!.height / 2);
  await page.mouse.down();
  await page.mouse.move(last!.x + last!.width - 2, last!.y + last!.height / 2, { steps: 30 });
  await page.mouse.up();
  await expect(page.locator('[data-testid^="rule-day-bar-slot-"][data-tier="peak"]')).toHaveCount(48);
  await page.getByTestId('rule-save').click();
  await expectSuccessToast(page, 'addSuccess');

  await openFromMenu(page, '/charging/price');
  await chooseSite(page);
  await page.getByTestId('price-tier').selectOption('peak');
  await page.getByTestId('price-electricity_price').fill('1.2');
  await page.getByTestId('price-service_price').fill('0.8');
  await page.getByTestId('price-effective-from').fill('2024-01-01');
  await page.getByTestId('price-add').click();
  await expectSuccessToast(page, 'addSuccess');
  await expect(page.getByTestId('price-table')).toContainText('1.2000');

  await openFromMenu(page, '/charging/setting');
  await chooseSite(page);
  await selectByLabel(page.getByTestId('setting-rule'), `All peak ${RUN}`);
  await page.getByTestId('setting-save').click();
  await expectSuccessToast(page, 'editSuccess');

  // 10 → 11.5 → 12 kWh while charging, then the gun is idle: 2 kWh × (1.20 + 0.80) = 4.00.
  const charger = await connectDevice(MQTT_PORT, device.token);
  for (const v of [
    { gun_state: 'charging', energy_kwh: 10 },
    { gun_state: 'charging', energy_kwh: 11.5 },
    { gun_state: 'charging', energy_kwh: 12 },
    { gun_state: 'idle', energy_kwh: 12 },
  ]) {
    await charger.client.publishAsync('device/attributes', JSON.stringify({ ...v, power_kw: 7 }), { qos: 1 });
  }
  await charger.close();
  await expect
    .poll(
      async () => (await apiCall<{ total: number }>(request, session.token, '/charging/order/list', { site_id: site.data.id, status: 'finished' })).data.total,
    )
    .toBe(1);

  await openFromMenu(page, '/charging/income');
  await page.getByTestId('income-end_date').fill('2099-12-31');
  await selectByLabel(page.getByTestId('income-site'), SITE);
  await expect(page.getByTestId('income-totals')).toContainText('4.00');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('income-export-csv').click()]);
  expect(readFileSync(await download.path(), 'utf8')).toContain(`,${SITE},1,2.000,2.40,1.60,0.00,4.00`);
  await page.getByRole('tab', { name: /订单|orders/i }).click();
  await selectByLabel(page.getByTestId('order-site'), SITE);
  const row = page.getByTestId('order-table-row').filter({ hasText: `Pile ${RUN}` });
  await expect(row).toContainText('2.000');
  await expect(row).toContainText('4.00');
  await row.locator('[data-testid^="order-open-"]').click();
  // Per tier: peak 2.000 kWh, electricity 2.40, service 1.60.
  await expect(page.getByTestId('order-tiers').locator('tbody tr')).toHaveText([/2\.000\s*2\.40\s*1\.60/]);
  expect(problems).toEqual([]);
});
