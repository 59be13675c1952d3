/**
 * The data gateway and data services through the console: a tenant admin creates an open-API app (the secret shown
 * once), a third party calling with a bad signature is refused with 401 and with a good one reads a device's
 * history; a data service's debug run shows at most ten rows, all of the admin's own tenant although another
 * tenant reports data too. A push data service shows its WebSocket address, and a browser that signs the query
 * the way the dialog says receives its rows every interval.
 */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SYS_ADMIN, TENANT_ADMIN } from './support/accounts';
import { apiCall, apiLogin } from './support/api';
import { expectSuccessToast, openFromMenu, turnOn } from './support/admin';
import { connectDevice } from './support/devices';
import { loginViaApi } from './support/login';

const RUN = Date.now().toString(36);
const MQTT_PORT = Number(process.env.E2E_MQTT_PORT);

async function report(token: string, values: number[]) {
  const d = await connectDevice(MQTT_PORT, token);
  for (const v of values) await d.client.publishAsync('device/attributes', JSON.stringify({ temperature: v }), { qos: 1 });
  await d.close();
}

test('an open-API app is refused with a bad signature and reads history with a good one; debug shows ten own rows', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const session = await loginViaApi(page, request, TENANT_ADMIN, '/home');
  const mine = (await apiCall<{ id: string; token: string }>(request, session.token, '/device/add_only', { name: `Gateway sensor ${RUN}` })).data;
  // Another tenant with its own device and data, which nothing below may show.
  const sys = await apiLogin(request, SYS_ADMIN);
  const otherEmail = `gw-other-${RUN}@tessera.local`;
  expect((await apiCall(request, sys.token, '/user/add', { email: otherEmail, password: 'other-tenant-pw-1', authority: 'TENANT_ADMIN' })).code).toBe(200);
  const other = await apiLogin(request, { email: otherEmail, password: 'other-tenant-pw-1', authority: 'TENANT_ADMIN' });
  const theirs = (await apiCall<{ id: string; token: string }>(request, other.token, '/device/add_only', { name: `Foreign ${RUN}` })).data;
  await report(
    mine.token,
    Array.from({ length: 12 }, (_, i) => 20 + i),
  );
  await report(theirs.token, [99, 98, 97]);
  await expect.poll(async () => (await apiCall<unknown[]>(request, session.token, '/kv/current', { entity_id: mine.id })).data.length).toBe(1);

  // The app, made in the console; its secret is on screen once.
  await openFromMenu(page, '/rule/gateway');
  await page.getByTestId('app-add').click();
  await page.getByTestId('app-name').fill(`Integrator ${RUN}`);
  await page.getByTestId('app-save').click();
  await expectSuccessToast(page, 'addSuccess');
  const appKey = await page.getByTestId('secret-app-key').inputValue();
  const secret = await page.getByTestId('secret-value').inputValue();
  expect(secret).toMatch(/^[A-Za-z0-9]{32}$/);
  await page.getByTestId('secret-close').click();
  await expect(page.getByTestId('app-table')).toContainText(appKey);
  await expect(page.getByTestId('app-table')).not.toContainText(secret);

  const now = Date.now();
  const body = { device_id: mine.id, key: 'temperature', start_time: now - 3_600_000, end_time: now + 60_000, page_records: 100 };
  const call = async (signature: string) => {
    const ts = String(Math.floor(Date.now() / 1000));
    const res = await request.post('/api/openapi/v1/kv/device/history', {
      data: body,
      headers: {
        'X-OpenAPI-AppKey': appKey,
        'X-OpenAPI-Timestamp': ts,
        'X-OpenAPI-Signature':
          signature ||
          createHash('sha256')
            .update(ts + secret)
            .digest('hex'),
        'Accept-Language': 'en',
      },
    });
    return (await res.json()) as { code: number; message: string; data: Array<{ value: number }> };
  };
  const refused = await call(
    createHash('sha256')
      .update('0' + secret)
      .digest('hex'),
  );
  expect(refused.code).toBe(401);
  expect(refused.message).toMatch(/X-OpenAPI-Signature does not match/);
  const good = await call('');
  expect(good.code, good.message).toBe(200);
  expect(good.data.map((p) => p.value).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => 20 + i));
  // The other tenant's device is not this app's to read.
  const foreign = await request.post('/api/openapi/v1/kv/current/symbol', {
    data: { device_id: theirs.id },
    headers: (() => {
      const ts = String(Math.floor(Date.now() / 1000));
      return {
        'X-OpenAPI-AppKey': appKey,
        'X-OpenAPI-Timestamp': ts,
        'X-OpenAPI-Signature': createHash('sha256')
          .update(ts + secret)
          .digest('hex'),
      };
    })(),
  });
  expect(((await foreign.json()) as { code: number }).code).not.toBe(200);

  // A data service's debug: ten rows at most, all the tenant's own.
  await openFromMenu(page, '/system/data-service');
  await page.getByTestId('service-add').click();
  await page.getByTestId('service-name').fill(`Temps ${RUN}`);
  await page.getByTestId('service-sql').fill('select device_name, key, dbl_v from ds_telemetry order by dbl_v desc');
  await page.getByTestId('service-debug').click();
  await expect(page.getByTestId('debug-row')).toHaveCount(10);
  const shown = await page.getByTestId('debug-result').innerText();
  expect(shown).not.toContain(`Foreign ${RUN}`);
  expect(shown).not.toMatch(/\b9[789]\b/);
  // An attempt outside the views is refused with the server's reason, and no rows.
  await page.getByTestId('service-sql').fill('select * from device');
  await page.getByTestId('service-debug').click();
  await expect(page.locator('.bp6-toast.bp6-intent-danger').first()).toBeVisible();
  await expect(page.getByTestId('debug-result')).toHaveCount(0);
  await page.getByTestId('service-sql').fill('select device_name, dbl_v from ds_telemetry');
  await page.getByTestId('service-save').click();
  await expectSuccessToast(page, 'addSuccess');
  await expect(page.getByTestId('secret-value')).toHaveValue(/^[A-Za-z0-9]{32}$/);
  expect(problems).toEqual([]);
});

test('a push data service shows its WebSocket address, and a browser signing in the query receives its rows', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const session = await loginViaApi(page, request, TENANT_ADMIN, '/home');
  await apiCall(request, session.token, '/device/add_only', { name: `WS device ${RUN}` });
  await openFromMenu(page, '/system/data-service');
  await page.getByTestId('service-add').click();
  await page.getByTestId('service-name').fill(`Push ${RUN}`);
  await turnOn(page.getByTestId('service-flag-push'));
  await page.getByTestId('service-interval').fill('1');
  await turnOn(page.getByTestId('service-enable'));
  await page.getByTestId('service-sql').fill(`select device_name from ds_device where device_name = 'WS device ${RUN}'`);
  // No push URL: WebSocket only. The dialog shows where to connect and how to sign.
  const url = await page.getByTestId('service-ws-url').innerText();
  expect(url).toBe(`${new URL(page.url()).origin.replace(/^http/, 'ws')}/api/openapi/v1/data/services/ws/share`);
  await expect(page.getByTestId('service-ws-address')).toContainText('X-OpenAPI-Signature');
  await page.getByTestId('service-save').click();
  await expectSuccessToast(page, 'addSuccess');
  const key = await page.getByTestId('secret-app-key').inputValue();
  const secret = await page.getByTestId('secret-value').inputValue();
  // What a browser integration does: SHA-256 in the page, the three values in the query, two pushes a second apart.
  const frames = await page.evaluate(
    async ({ url, key, secret }) => {
      const ts = String(Math.floor(Date.now() / 1000));
      const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(ts + secret)));
      const sig = [...hash].map((b) => b.toString(16).padStart(2, '0')).join('');
      return new Promise<Array<{ rows?: Array<{ device_name: string }> }>>((resolve, reject) => {
        const ws = new WebSocket(`${url}?app_key=${key}&timestamp=${ts}&signature=${sig}`);
        const got: Array<{ rows?: Array<{ device_name: string }> }> = [];
        ws.onmessage = (e) => {
          got.push(JSON.parse(String(e.data)));
          if (got.length === 2) {
            ws.onclose = null;
            ws.close();
            resolve(got);
          }
        };
        ws.onclose = (e) => reject(new Error(`closed ${e.code} ${e.reason}`));
        setTimeout(() => reject(new Error('no two pushes in 10 s')), 10_000);
      });
    },
    { url, key, secret },
  );
  expect(frames.map((f) => f.rows)).toEqual([[{ device_name: `WS device ${RUN}` }], [{ device_name: `WS device ${RUN}` }]]);
  expect(problems).toEqual([]);
});
