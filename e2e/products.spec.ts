/**
 * Issue 14 end to end, through the console: the TENANT_ADMIN creates a product, a batch of 5 and generates it; one
 * pre-registered device connects over real MQTT with its token and becomes a device; a firmware file is uploaded
 * (progress bar, server signature); an upgrade task over 3 simulated devices (the OTA agent: HTTP download,
 * signature check, progress, version report) reaches success on the task page without a reload, and the device
 * detail shows the new firmware version.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import mqtt, { type MqttClient } from 'mqtt';
import { OtaAgent } from '../server/src/ingest/ota-agent';
import { TENANT_ADMIN } from './support/accounts';
import { expectSuccessToast, fillFields, openFromMenu, tableRow } from './support/admin';
import { apiCall, apiLogin } from './support/api';
import { extText, selectByLabel } from './support/devices';
import { loginViaUi } from './support/login';

const LANG = 'ch';
const RUN = Date.now().toString(36);
const SERIAL = `P${RUN}`.toUpperCase();
const PRODUCT = `E2E 产品 ${RUN}`;
const FIRMWARE = `fw-${RUN}`;
const TASK = `升级 ${RUN}`;
const MQTT_PORT = Number(process.env.E2E_MQTT_PORT);
const text = (key: string) => extText('products', LANG, key)!;

const state: { page?: Page; request?: APIRequestContext; token?: string; clients: MqttClient[]; sims: Array<{ id: string; name: string; agent?: OtaAgent }> } =
  { clients: [], sims: [] };

test.describe.configure({ mode: 'serial' });

test.describe('products, pre-registration and OTA', () => {
  test.beforeAll(async ({ browser, playwright, baseURL }) => {
    state.page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    state.request = await playwright.request.newContext({ baseURL });
    state.token = (await apiLogin(state.request, TENANT_ADMIN)).token;
  });
  test.afterAll(async () => {
    await Promise.all(state.clients.map((c) => c.endAsync(true).catch(() => undefined)));
    await state.request?.dispose();
    await state.page?.context().close();
  });

  test('creates a product and a batch of 5, generated in the console', async () => {
    const page = state.page!;
    await loginViaUi(page, TENANT_ADMIN);
    await page.waitForURL(/#\/home$/);
    await openFromMenu(page, '/product/list');
    await page.getByTestId('products-add').click();
    await fillFields(page, 'product-form', { name: PRODUCT, serial: SERIAL });
    await selectByLabel(page.getByTestId('product-form-plugin'), '环境传感器');
    await page.getByTestId('product-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    await expect(tableRow(page, 'products-table', SERIAL)).toHaveCount(1);

    await page.getByTestId(`product-batches-${SERIAL}`).click();
    await expect(page.getByTestId('batches-view')).toBeVisible();
    await page.getByTestId('batches-add').click();
    await fillFields(page, 'batch-form', { number: 'B1', count: '5' });
    await expect(page.getByTestId('batch-form-product')).not.toHaveValue('');
    await page.getByTestId('batch-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    await page.getByTestId('batch-generate-B1').click();
    await expect(page.getByTestId('batch-generate-B1')).toHaveCount(0);
    await page.getByTestId('batch-pre-B1').click();
    await expect(page.getByTestId('pre-table-row')).toHaveCount(5);
    await expect(page.getByTestId(`pre-token-${SERIAL}-B1-0005`)).toBeVisible();
  });

  test('a pre-registered device connects with its token and appears as a device', async () => {
    const page = state.page!;
    const code = `${SERIAL}-B1-0001`;
    const token = (await page.getByTestId(`pre-token-${code}`).innerText()).trim();
    state.clients.push(
      await mqtt.connectAsync(`mqtt://127.0.0.1:${MQTT_PORT}`, { username: token, protocolVersion: 4, reconnectPeriod: 0, clientId: `ota-e2e-${RUN}` }),
    );
    await page.getByTestId('pre-filter-activate_flag').selectOption('1');
    await expect(tableRow(page, 'pre-table', code)).toContainText(text('pre.added'));
    await openFromMenu(page, '/monitoring/list');
    await expect(page.getByTestId('monitoring-table-row').filter({ hasText: code })).toHaveCount(1);
  });

  test('uploads a firmware package with a progress bar; the server signs it', async () => {
    const page = state.page!;
    await openFromMenu(page, '/product/ota');
    await page.getByTestId('firmware-add').click();
    await fillFields(page, 'package-form', { name: FIRMWARE, version: '1.1.0' });
    await selectByLabel(page.getByTestId('package-form-product'), `${PRODUCT} (${SERIAL})`);
    await page
      .getByTestId('package-form-file')
      .setInputFiles({ name: 'firmware.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(256 * 1024, 9) });
    await page.getByTestId('package-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    await expect(tableRow(page, 'firmware-table', FIRMWARE)).toContainText('256.0 KiB');
  });

  test('an upgrade task over 3 simulated devices reaches success live, and the device shows its new version', async () => {
    const page = state.page!;
    const product = (await apiCall<{ data: Array<{ id: string }> }>(state.request!, state.token, '/tp_product/list', { serial_number: SERIAL })).data.data[0];
    for (let i = 1; i <= 3; i++) {
      const name = `sim-${RUN}-${i}`;
      const d = (
        await apiCall<{ id: string; token: string }>(state.request!, state.token, '/device/add_only', {
          name,
          product_id: product.id,
          current_version: '1.0.0',
        })
      ).data;
      const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${MQTT_PORT}`, {
        username: d.token,
        protocolVersion: 4,
        reconnectPeriod: 0,
        clientId: `ota-e2e-${RUN}-${i}`,
      });
      state.clients.push(client);
      state.sims.push({ id: d.id, name, agent: new OtaAgent(client, { token: d.token, version: '1.0.0', stepDelayMs: 400 }) });
    }
    await page.getByTestId(`package-tasks-${FIRMWARE}`).click();
    await expect(page.getByTestId('tasks-view')).toBeVisible();
    await page.getByTestId('tasks-add').click();
    await fillFields(page, 'task-form', { name: TASK, search: `sim-${RUN}` });
    for (const s of state.sims) {
      // Blueprint draws its own box over the input: the label is what a person clicks.
      await page.getByTestId('task-form-devices').getByText(s.name).click();
      await expect(page.getByRole('checkbox', { name: s.name })).toBeChecked();
    }
    await page.getByTestId('task-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    await page.getByTestId(`task-open-${TASK}`).click();
    // The rows move through the agent's steps and land on success without a reload.
    for (const s of state.sims) await expect(page.getByTestId(`task-status-${s.name}`)).toHaveAttribute('data-status', '3', { timeout: 20_000 });
    for (const s of state.sims) await expect(page.getByTestId(`task-progress-${s.name}`)).toHaveText('100%');
    await expect(page.getByTestId('task-count-3')).toContainText('3');

    await page.goto(`/#/monitoring/detail?device_id=${state.sims[0].id}`);
    await expect(page.getByTestId('detail-firmware')).toHaveText('1.1.0');
  });
});
