/**
 * Issue 5 end to end, through the console: the demo TENANT_ADMIN creates a project, a group and a device (seeded
 * environment-sensor plugin), reads its MQTT connection details, a real MQTT client publishes as that device and
 * the value shows on the detail page within a second; a command sent from the page reaches the client; the data
 * page exports the range as CSV holding the published points.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { TENANT_ADMIN } from './support/accounts';
import { expectSuccessToast, fillFields, idFromAction, openFromMenu, tableRow } from './support/admin';
import { loginViaUi } from './support/login';
import { connectDevice, extText, parseCsv, selectByLabel, setDateTime, watchText, type DeviceClient } from './support/devices';

const LANG = 'ch';
const RUN = Date.now().toString(36);
const PROJECT = `E2E 项目 ${RUN}`;
const GROUP = `E2E 分组 ${RUN}`;
const DEVICE = `E2E 传感器 ${RUN}`;
const PLUGIN = '环境传感器';
const MQTT_PORT = Number(process.env.E2E_MQTT_PORT);
/** The points the device publishes, in order; the first only proves the live path is up. */
const WARMUP = { temperature: 18.25, humidity: 40.5 };
const MEASURED = { temperature: 23.75, humidity: 41.5 };
const LATER = { temperature: 24.5, humidity: 43 };
const LATENCY_BUDGET_MS = 1_000;

const state: { page?: Page; deviceId?: string; token?: string; client?: DeviceClient; publishedFrom?: number; latencyMs?: number } = {};

test.describe.configure({ mode: 'serial' });

test.describe('devices and telemetry', () => {
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ acceptDownloads: true });
    state.page = await context.newPage();
  });
  test.afterAll(async () => {
    await state.client?.close();
    await state.page?.context().close();
    if (state.latencyMs !== undefined) console.log(`publish → DOM latency: ${state.latencyMs} ms`);
  });

  test('the TENANT_ADMIN creates a project, a group and an environment sensor in the console', async () => {
    const page = state.page!;
    await loginViaUi(page, TENANT_ADMIN);
    await page.waitForURL(/#\/home$/);

    await openFromMenu(page, '/device/projects');
    await page.getByTestId('projects-add').click();
    await fillFields(page, 'project-form', { name: PROJECT });
    await page.getByTestId('project-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    const projectRow = tableRow(page, 'projects-table', PROJECT);
    await expect(projectRow).toHaveCount(1);
    const projectId = await idFromAction(projectRow, 'project-groups');

    await projectRow.getByTestId(`project-groups-${projectId}`).click();
    await expect(page.getByTestId('groups-project')).toHaveValue(projectId);
    await page.getByTestId('groups-add').click();
    await fillFields(page, 'group-form', { name: GROUP });
    await page.getByTestId('group-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    const groupRow = page.getByTestId('groups-row').filter({ hasText: GROUP });
    await expect(groupRow).toHaveCount(1);
    const groupId = await idFromAction(groupRow, 'group-devices');

    await groupRow.getByTestId(`group-devices-${groupId}`).click();
    await expect(page.getByTestId('devices-view')).toBeVisible();
    await page.getByTestId('devices-add').click();
    await fillFields(page, 'device-form', { name: DEVICE });
    await expect(page.getByTestId('device-form-project')).toHaveValue(projectId);
    await selectByLabel(page.getByTestId('device-form-asset_id'), GROUP);
    await selectByLabel(page.getByTestId('device-form-type'), PLUGIN);
    await page.getByTestId('device-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    await expect(page.getByTestId('device-form')).toBeHidden();
    const deviceRow = page.getByTestId('devices-row').filter({ hasText: DEVICE });
    await expect(deviceRow).toHaveCount(1);
    await expect(deviceRow).toContainText(GROUP);
    await expect(deviceRow).toContainText(PLUGIN);
    state.deviceId = await idFromAction(deviceRow, 'device-detail');
  });

  test('the device page shows its MQTT connection details: host, embedded broker port, username = token', async () => {
    const page = state.page!;
    await page.getByTestId(`device-connection-${state.deviceId}`).click();
    await expect(page.getByTestId('connection-table')).toBeVisible();
    await expect(page.getByTestId('connection-host')).toHaveText('127.0.0.1');
    await expect(page.getByTestId('connection-port')).toHaveText(String(MQTT_PORT));
    const token = (await page.getByTestId('connection-username').innerText()).trim();
    expect(token).toMatch(/^[\w-]{8,}$/);
    await expect(page.getByTestId('connection-publish')).toContainText('device/attributes');
    await expect(page.getByTestId('connection-subscribe')).toContainText(`device/command/${token}`);
    state.token = token;
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('connection-table')).toBeHidden();
  });

  test('a real MQTT client publishes as the device and the detail page shows the value within a second', async () => {
    const page = state.page!;
    await page.getByTestId(`device-detail-${state.deviceId}`).click();
    await expect(page).toHaveURL(/#\/monitoring\/detail\?/);
    await expect(page.getByTestId('detail-name')).toHaveText(DEVICE);
    // The plugin's titles and units label the properties before any value arrived.
    await expect(page.getByTestId('property-temperature')).toContainText('温度');
    await expect(page.getByTestId('detail-state')).toHaveText(extText('monitoring', LANG, 'monitoring.offline')!);

    state.publishedFrom = Date.now();
    const client = await connectDevice(MQTT_PORT, state.token!);
    state.client = client;
    await client.client.subscribeAsync(`device/command/${state.token}`, { qos: 1 });
    // Online over the realtime socket proves the page's subscription is live before anything is timed.
    await expect(page.getByTestId('detail-state')).toHaveText(extText('monitoring', LANG, 'monitoring.online')!);
    await client.client.publishAsync('device/attributes', JSON.stringify(WARMUP), { qos: 1 });
    await expect(page.getByTestId('property-value-temperature')).toHaveText(`${WARMUP.temperature} ℃`);

    const seen = await watchText(page, 'property-value-temperature', `${MEASURED.temperature} ℃`);
    const sentAt = Date.now();
    await client.client.publishAsync('device/attributes', JSON.stringify(MEASURED), { qos: 1 });
    const shownAt = await seen();
    state.latencyMs = shownAt - sentAt;
    expect(state.latencyMs, 'publish → DOM (ms)').toBeLessThan(LATENCY_BUDGET_MS);
    await expect(page.getByTestId('property-value-humidity')).toHaveText(`${MEASURED.humidity} %RH`);

    await client.client.publishAsync('device/attributes', JSON.stringify(LATER), { qos: 1 });
    await expect(page.getByTestId('property-value-temperature')).toHaveText(`${LATER.temperature} ℃`);
  });

  test('a command sent from the detail page arrives at the device as {method, params}', async () => {
    const page = state.page!;
    await page.getByRole('tab', { name: extText('monitoring', LANG, 'monitoring.commands')!, exact: true }).click();
    const card = page.getByTestId('command-set_interval');
    await expect(card).toBeVisible();
    await card.getByTestId('command-params-set_interval').fill(JSON.stringify({ interval: 30 }));
    const arrived = state.client!.next(`device/command/${state.token}`, (p) => (p as { method?: string })?.method === 'set_interval');
    await card.getByTestId('command-send-set_interval').click();
    expect(await arrived).toEqual({ method: 'set_interval', params: { interval: 30 } });
    await expect(
      page
        .locator('.bp6-toast.bp6-intent-success')
        .filter({ hasText: extText('monitoring', LANG, 'monitoring.sent')! })
        .first(),
    ).toBeVisible();
    // The send button unlocks once the server replied (the spec's state rules).
    await expect(card.getByTestId('command-send-set_interval')).toBeEnabled();

    // The send is in the command history and the device log (manual control, the sender, success).
    const m = (key: string) => extText('monitoring', LANG, `monitoring.${key}`)!;
    await page.getByRole('tab', { name: m('commandHistory'), exact: true }).click();
    const sent = page.getByTestId('command-history-table-row');
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText('设置上报间隔');
    await expect(sent).toContainText('"interval":30');
    await expect(sent).toContainText(m('success'));
    await page.getByRole('tab', { name: m('deviceLog'), exact: true }).click();
    const logged = page.getByTestId('device-log-table-row');
    await expect(logged).toHaveCount(1);
    await expect(logged).toContainText(m('opManual'));
    await expect(logged).toContainText('set_interval');
    await expect(logged).toContainText(TENANT_ADMIN.email);
    await expect(logged).toContainText(m('success'));
  });

  test('the data page exports the range as CSV holding the published points', async () => {
    const page = state.page!;
    await openFromMenu(page, '/data/export');
    await selectByLabel(page.getByTestId('export-project'), PROJECT);
    await selectByLabel(page.getByTestId('export-target'), DEVICE);
    // From a minute before the client connected; the end stays the default (now).
    await setDateTime(page.getByTestId('export-start'), state.publishedFrom! - 60_000);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-run').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const rows = parseCsv(readFileSync((await download.path())!, 'utf8'));
    await expect(page.getByTestId('export-progress-text')).toContainText(String(rows.length));

    expect(rows.every((r) => r.device_id === state.deviceId && r.device_name === DEVICE)).toBe(true);
    const series = (key: string) =>
      rows
        .filter((r) => r.key === key)
        .sort((a, b) => Number(a.ts) - Number(b.ts))
        .map((r) => Number(r.value));
    const published = [WARMUP, MEASURED, LATER];
    expect(series('temperature')).toEqual(published.map((p) => p.temperature));
    expect(series('humidity')).toEqual(published.map((p) => p.humidity));
    // Microsecond timestamps inside the window, matching the ISO time column.
    for (const r of rows) {
      const ms = Math.floor(Number(r.ts) / 1000);
      expect(r.ts).toMatch(/^\d{16}$/);
      expect(ms).toBeGreaterThanOrEqual(state.publishedFrom!);
      expect(ms).toBeLessThanOrEqual(Date.now());
      expect(new Date(r.time).getTime()).toBe(ms);
    }
  });
  test('the Charts tab of a device of the demo plugin draws the stored history with the built-in history widget', async () => {
    const page = state.page!;
    await page.goto(`/#/monitoring/detail?device_id=${state.deviceId}`);
    await expect(page.getByTestId('detail-name')).toHaveText(DEVICE);
    await page.getByRole('tab', { name: extText('monitoring', LANG, 'monitoring.charts')!, exact: true }).click();
    const charts = page.getByTestId('plugin-charts');
    // Every chart the demo plugin names is a registered widget type: none says "not installed".
    await expect(charts.locator('[data-testid^="plugin-chart-"]').first()).toBeVisible();
    await expect(charts.getByTestId('widget-not-installed')).toHaveCount(0);
    const temperature = charts.locator('[data-testid^="plugin-chart-"]', { hasText: '温度' }).getByTestId('history-widget');
    // The widget read the last hour itself (useHistory, through the typed API): the three published points.
    await expect(temperature).toHaveAttribute('data-loading', 'false');
    await expect(temperature).toHaveAttribute('data-points', String([WARMUP, MEASURED, LATER].length));
    await expect(temperature.locator('canvas').first()).toBeVisible();
    // A value published now extends the curve live.
    await state.client!.client.publishAsync('device/attributes', JSON.stringify({ temperature: 25.5 }), { qos: 1 });
    await expect(temperature).toHaveAttribute('data-points', '4');
  });
});
