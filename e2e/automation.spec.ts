/**
 * Issue 13 end to end: the TENANT_ADMIN builds "temperature > 30 → set the fan's report interval + raise alarm
 * 'Hot'" in the automation editor (project → group → device → property pickers); a real MQTT client publishes 31
 * as the sensor, the fan's MQTT client receives the command, the alert shows in the header badge and in Alert
 * message, the admin handles it with a note, and the automation log shows the run with its two actions.
 */
import { expect, test, type Page } from '@playwright/test';
import { TENANT_ADMIN } from './support/accounts';
import { openFromMenu } from './support/admin';
import { apiCall } from './support/api';
import { connectDevice, type DeviceClient } from './support/devices';
import { loginViaApi } from './support/login';

const RUN = Date.now().toString(36);
const PROJECT = `E2E 自动化项目 ${RUN}`;
const GROUP = `E2E 机房 ${RUN}`;
const SENSOR = `E2E 机柜 ${RUN}`;
const FAN = `E2E 风扇 ${RUN}`;
const RULE = `E2E 高温 ${RUN}`;
const ALARM = `Hot ${RUN}`;
const ENV_SENSOR_MODEL_ID = '00000000-0000-4000-8000-00000000e001';
const MQTT_PORT = Number(process.env.E2E_MQTT_PORT);

const state: {
  page?: Page;
  sensor?: { id: string; token: string };
  fan?: { id: string; token: string };
  sensorClient?: DeviceClient;
  fanClient?: DeviceClient;
} = {};

test.describe.configure({ mode: 'serial' });

test.describe('automation and alerts', () => {
  test.beforeAll(async ({ browser }) => {
    state.page = await (await browser.newContext()).newPage();
  });
  test.afterAll(async () => {
    await state.sensorClient?.close();
    await state.fanClient?.close();
    await state.page?.context().close();
  });

  test('the admin builds "temperature > 30 → command the fan + alarm" in the editor', async ({ request }) => {
    const page = state.page!;
    const session = await loginViaApi(page, request, TENANT_ADMIN);
    const call = async (path: string, body: unknown) => {
      const r = await apiCall<any>(request, session.token, path, body);
      expect(r.code, r.message).toBe(200);
      return r.data;
    };
    const project = await call('/business/add', { name: PROJECT });
    const group = await call('/asset/add_only', { name: GROUP, parent_id: '0', business_id: project.id });
    state.sensor = await call('/device/add_only', { name: SENSOR, asset_id: group.id, type: ENV_SENSOR_MODEL_ID });
    state.fan = await call('/device/add_only', { name: FAN, asset_id: group.id, type: ENV_SENSOR_MODEL_ID });
    state.sensorClient = await connectDevice(MQTT_PORT, state.sensor!.token);
    state.fanClient = await connectDevice(MQTT_PORT, state.fan!.token);
    await state.fanClient.client.subscribeAsync(`device/attributes/${state.fan!.token}`, { qos: 1 });

    await openFromMenu(page, '/automation/linkage');
    await page.getByTestId('automation-add').click();
    await page.getByTestId('automation-name').fill(RULE);
    await page.getByTestId('condition-0-project').selectOption({ label: PROJECT });
    await page.getByTestId('condition-0-group').selectOption({ label: GROUP });
    await page.getByTestId('condition-0-device').selectOption({ label: SENSOR });
    await page.getByTestId('condition-0-property').selectOption('temperature');
    await page.getByTestId('condition-0-operator').selectOption('>');
    await page.getByTestId('condition-0-value').fill('30');
    await page.getByTestId('action-0-project').selectOption({ label: PROJECT });
    await page.getByTestId('action-0-group').selectOption({ label: GROUP });
    await page.getByTestId('action-0-device').selectOption({ label: FAN });
    await page.getByTestId('action-0-key').selectOption('report_interval');
    await page.getByTestId('action-0-value').fill('5');
    await page.getByTestId('add-action').click();
    await page.getByTestId('action-1-type').selectOption('2');
    await page.getByTestId('action-1-alarm-name').fill(ALARM);
    await page.getByTestId('action-1-alarm-level').selectOption('4');
    await expect(page.getByTestId('automation-preview')).toContainText(`${SENSOR} 的 温度 大于 30 ℃`);
    await expect(page.getByTestId('automation-preview')).toContainText(ALARM);
    await page.getByTestId('automation-save-enable').click();
    await expect(page.getByTestId('automation-editor')).toBeHidden();
    const row = page.getByTestId('automation-table-row').filter({ hasText: RULE });
    await expect(row).toHaveCount(1);
    await expect(row.locator('input[type=checkbox]')).toBeChecked();
  });

  test('31 over MQTT: the fan receives the command, the badge and Alert message show the alarm, the admin handles it', async () => {
    const page = state.page!;
    await state.sensorClient!.client.publishAsync('device/attributes', JSON.stringify({ temperature: 31 }), { qos: 1 });
    expect(await state.fanClient!.next(`device/attributes/${state.fan!.token}`)).toEqual({ report_interval: 5 });
    await expect(page.getByTestId('alert-badge-count')).toHaveText('1');

    await page.getByTestId('alert-badge').click();
    await expect(page).toHaveURL(/#\/alert\/list/);
    const alert = page.getByTestId('alert-table-row').filter({ hasText: ALARM });
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(SENSOR);
    await expect(alert).toContainText(PROJECT);
    await expect(alert).toContainText('紧急');
    await alert.getByRole('button', { name: '处理', exact: true }).click();
    await page.getByTestId('alert-handle-note').fill('风扇已检查');
    await page.getByTestId('alert-handle-submit').click();
    await expect(page.getByTestId('alert-handle')).toBeHidden();
    await expect(page.getByTestId('alert-badge-count')).toHaveCount(0);
    await page.getByTestId('alert-filter-state').selectOption('1');
    const handled = page.getByTestId('alert-table-row').filter({ hasText: ALARM });
    await expect(handled).toContainText('风扇已检查');
    await expect(handled).toContainText('已处理');
  });

  test('the automation log shows the run and its two actions', async () => {
    const page = state.page!;
    await openFromMenu(page, '/automation/linkage');
    const row = page.getByTestId('automation-table-row').filter({ hasText: RULE });
    await row.getByRole('button', { name: '日志' }).click();
    await expect(page.getByTestId('automation-logs-view')).toBeVisible();
    const run = page.getByTestId('automation-logs-row');
    await expect(run).toHaveCount(1);
    await expect(run).toContainText('成功');
    await run.getByRole('button', { name: '详情' }).click();
    const details = page.locator('[data-testid^="log-details-"] tr');
    await expect(details).toHaveCount(2);
    await expect(details.nth(0)).toContainText('设备输出');
    await expect(details.nth(1)).toContainText('告警');
  });
});
