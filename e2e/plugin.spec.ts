/**
 * Issue 6 end to end: the demo TENANT_ADMIN builds a custom device plugin in the console's wizard (two properties,
 * one command, three bound charts: gauge, status, sendCommand) and publishes it; creates a device using it; a real
 * MQTT client connects as that device and publishes telemetry; the device page's three widgets update live, and
 * the sendCommand control's command reaches the client on `device/command/<token>`.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { MqttClient } from 'mqtt';
import { TENANT_ADMIN } from './support/accounts';
import { apiCall, type ApiSession } from './support/api';
import { expectSuccessToast, openFromMenu } from './support/admin';
import { loginViaApi } from './support/login';
import { collect, connectDevice, createProjectWithGroup, dialog, extText, gaugeValues } from './support/plugin';

const LANG = 'ch';
const RUN = Date.now().toString(36);
const PLUGIN = `E2E 温控插件 ${RUN}`;
const DEVICE = { name: `E2E 温控器 ${RUN}`, token: `e2e-plugin-${RUN}` };
const CHARTS = { gauge: '温度表', status: '温度状态', command: '重启设备' };
const COMMAND = { name: '重启', id: 'reboot', param: { name: '延时', identifier: 'delay', type: 'number' }, params: { delay: 5 } };

/** Plugin-editor / chart-widget strings in the console's language. */
const pe = (key: string) => extText('plugin-editor', LANG, key);
const cw = (key: string, vars?: Record<string, string | number>) => extText('chart-widgets', LANG, key, vars);

/** Adds one property in simple (inline) mode and saves the row. */
async function addProperty(wizard: Locator, p: { title: string; name: string; dataType: string; unit?: string; readWrite: 'r' | 'rw' }) {
  await wizard.getByRole('button', { name: pe('common.add'), exact: true }).click();
  const row = wizard.getByTestId('editing-row');
  await row.getByLabel(pe('tsl.title')).fill(p.title);
  await row.getByLabel(pe('tsl.name')).fill(p.name);
  await row.getByLabel(pe('tsl.dataType')).selectOption(p.dataType);
  if (p.unit !== undefined) await row.getByLabel(pe('tsl.unit')).fill(p.unit);
  await row.getByLabel(pe('tsl.readWrite')).selectOption(p.readWrite);
  await row.getByRole('button', { name: pe('common.save'), exact: true }).click();
  await expect(row).toHaveCount(0);
  await expect(wizard.getByTestId('property-table').locator('tbody tr', { hasText: p.name })).toHaveCount(1);
}

/** Opens a palette widget of a chart category, lets `fill` bind it in its dialog, and confirms. */
async function bindChart(page: Page, wizard: Locator, category: string, type: string, title: string, fill: (d: Locator) => Promise<void>) {
  await wizard.getByRole('tab', { name: pe(`chart.categories.${category}`), exact: true }).click();
  await wizard.locator(`[data-widget-type="${type}"]`).click();
  const d = dialog(page, title);
  await expect(d.getByTestId('widget-config')).toBeVisible();
  await fill(d);
  await d.getByRole('button', { name: pe('common.confirm'), exact: true }).click();
  await expect(d).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test.describe('custom device plugin', () => {
  let session: ApiSession;
  let setup: Awaited<ReturnType<typeof createProjectWithGroup>>;
  let client: MqttClient | undefined;

  test.afterAll(async () => {
    client?.end(true);
  });

  test('built in the wizard, used by a device, its widgets live over MQTT and its command delivered', async ({ page, request }) => {
    test.setTimeout(150_000);
    session = await loginViaApi(page, request, TENANT_ADMIN, '/home');
    setup = await createProjectWithGroup(request, session.token, RUN);

    // ── Application management → device editor → new plugin ────────────────────────────────────────────────
    await openFromMenu(page, '/apps/device-editor');
    await page.getByRole('button', { name: pe('list.add'), exact: true }).click();
    const wizard = dialog(page, pe('wizard.title'));
    await expect(wizard).toBeVisible();
    const footer = (name: string) => wizard.locator('.bp6-dialog-footer').getByRole('button', { name, exact: true });
    await expect(footer(pe('wizard.previous'))).toBeDisabled();

    // Step 0: information. Next is blocked until the required fields are filled.
    await footer(pe('wizard.next')).click();
    await expect(wizard.getByTestId('step-error')).toHaveText(pe('info.nameRequired'));
    await wizard.locator('#plugin-name').fill(PLUGIN);
    await wizard.locator('#plugin-category').selectOption('sensor');
    await wizard.locator('#plugin-author').fill('e2e');
    await wizard.locator('#plugin-version').fill('1.0.0');
    await footer(pe('wizard.next')).click();

    // Step 1: a custom thing model — two properties and one command with a parameter.
    await wizard.getByText(pe('tsl.custom'), { exact: true }).click();
    await footer(pe('wizard.next')).click();
    await expect(wizard.getByTestId('step-error')).toHaveText(pe('tsl.empty'));
    await addProperty(wizard, { title: '温度', name: 'temperature', dataType: 'float', unit: '°C', readWrite: 'r' });
    await addProperty(wizard, { title: '开关', name: 'switch', dataType: 'bool', readWrite: 'rw' });
    await wizard.getByRole('tab', { name: pe('tsl.services'), exact: true }).click();
    await wizard.getByRole('button', { name: pe('common.add'), exact: true }).click();
    const row = wizard.getByTestId('editing-row');
    await row.getByLabel(pe('tsl.commandName')).fill(COMMAND.name);
    await row.getByLabel(pe('tsl.commandId')).fill(COMMAND.id);
    await row.getByRole('button', { name: pe('param.add') }).click();
    const param = dialog(page, pe('param.title'));
    await param.locator('#param-name').fill(COMMAND.param.name);
    await param.locator('#param-identifier').fill(COMMAND.param.identifier);
    await param.locator('#param-type').selectOption(COMMAND.param.type);
    await param.getByRole('button', { name: pe('common.confirm'), exact: true }).click();
    await expect(param).toHaveCount(0);
    await row.getByRole('button', { name: pe('common.save'), exact: true }).click();
    await expect(wizard.getByTestId('tsl.command-table').locator('tbody tr', { hasText: COMMAND.id })).toHaveCount(1);
    await footer(pe('wizard.next')).click();

    // Step 2: three charts bound to the model.
    await footer(pe('wizard.next')).click();
    await expect(wizard.getByTestId('step-error')).toHaveText(pe('chart.atLeastOne'));
    await bindChart(page, wizard, 'dashboard', 'gauge', cw('gauge.widgetTitle'), async (d) => {
      await d.getByLabel(cw('editor.name'), { exact: true }).fill(CHARTS.gauge);
      await d.getByLabel(cw('editor.dataSource'), { exact: true }).selectOption('temperature');
      // Choosing the source fills the dial's title and unit from the property.
      await expect(d.getByLabel(cw('gauge.unit'), { exact: true })).toHaveValue('°C');
    });
    await bindChart(page, wizard, 'information', 'status', cw('status.widgetTitle'), async (d) => {
      await d.getByLabel(cw('editor.name'), { exact: true }).fill(CHARTS.status);
      await d.getByLabel(cw('editor.dataSource'), { exact: true }).selectOption('temperature');
      const rules = d.getByTestId('status-rule');
      await rules.nth(0).getByLabel(cw('status.comparison')).selectOption('>');
      await rules.nth(0).getByLabel(cw('status.value'), { exact: true }).fill('30');
      await rules.nth(0).getByLabel(cw('status.label'), { exact: true }).fill('过热');
      await d.getByRole('button', { name: cw('status.addRule') }).click();
      await rules.nth(1).getByLabel(cw('status.comparison')).selectOption('<=');
      await rules.nth(1).getByLabel(cw('status.value'), { exact: true }).fill('30');
      await rules.nth(1).getByLabel(cw('status.label'), { exact: true }).fill('正常');
    });
    await bindChart(page, wizard, 'control', 'sendCommand', cw('control.sendCommandTitle'), async (d) => {
      await d.getByLabel(cw('control.componentName'), { exact: true }).fill(CHARTS.command);
      await d.getByLabel(cw('control.commandIdentifier'), { exact: true }).fill(COMMAND.id);
      await d.getByLabel(cw('control.commandParams'), { exact: true }).fill(JSON.stringify(COMMAND.params));
    });
    await expect(wizard.getByTestId('bound-charts').locator('[data-chart-id]')).toHaveCount(3);
    await footer(pe('wizard.next')).click();

    // Step 3: the whole configuration as JSON; publish shows the server's message.
    const json = wizard.locator('#publish-json');
    await expect(json).toBeVisible();
    const config = JSON.parse(await json.inputValue());
    expect(config.tsl.properties.map((p: { name: string }) => p.name)).toEqual(['temperature', 'switch']);
    expect(config.tsl.services.map((s: { commandId: string }) => s.commandId)).toEqual([COMMAND.id]);
    expect(config.chart.map((c: { type: string }) => c.type)).toEqual(['gauge', 'status', 'sendCommand']);
    expect(config.publish.isPus).toBe(false);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/device/model/tsl/create'));
    await wizard.getByRole('button', { name: pe('publish.checkSubmit'), exact: true }).click();
    const reply = (await (await created).json()) as { code: number; message: string; data: { issued: number } };
    expect(reply.code, reply.message).toBe(200);
    expect(reply.data.issued).toBe(1);
    // The server's own message, in the console's language.
    expect(reply.message).toBe('添加成功');
    await expect(page.locator('.bp6-toast.bp6-intent-success').filter({ hasText: reply.message }).first()).toBeVisible();
    await expect.poll(async () => JSON.parse(await json.inputValue()).publish.isPus).toBe(true);
    await footer(pe('wizard.close')).click();
    await expect(wizard).toHaveCount(0);
    const listRow = page.getByTestId('plugin-list').locator('tbody tr', { hasText: PLUGIN });
    await expect(listRow).toContainText(pe('list.published'));

    // The server holds it, published, with its chart array.
    const listed = await apiCall<{ data: { id: string; model_name: string; issued: number; chart_data: string }[] }>(
      request,
      session.token,
      '/device/model/tsl/list',
      { current_page: 1, per_page: 10, model_name: PLUGIN },
    );
    expect(listed.data.data.map((r) => [r.model_name, r.issued])).toEqual([[PLUGIN, 1]]);
    expect(JSON.parse(listed.data.data[0].chart_data).chart).toHaveLength(3);

    // Built-in plugins (flag 1, listed beside the tenant's) offer neither edit nor delete: the server refuses both.
    await expect(listRow.getByRole('button', { name: pe('common.edit'), exact: true })).toHaveCount(1);
    const firstPage = await apiCall<{ data: { model_name: string; flag: number }[] }>(request, session.token, '/device/model/tsl/list', {
      current_page: 1,
      per_page: 10,
    });
    const builtin = firstPage.data.data.find((r) => r.flag === 1);
    expect(builtin, 'a built-in plugin on the first page').toBeTruthy();
    const builtinRow = page.getByTestId('plugin-list').locator('tbody tr', { hasText: builtin!.model_name }).first();
    await expect(builtinRow).toBeVisible();
    await expect(builtinRow.getByRole('button', { name: pe('common.edit'), exact: true })).toHaveCount(0);
    await expect(builtinRow.getByRole('button', { name: pe('common.delete'), exact: true })).toHaveCount(0);

    // ── A device using the plugin, created in the devices UI ───────────────────────────────────────────────
    await openFromMenu(page, '/device/projects');
    await page.getByTestId(`project-devices-${setup.projectId}`).click();
    await expect(page.getByTestId('devices-view')).toBeVisible();
    await page.getByTestId('devices-add').click();
    const form = page.getByTestId('device-form');
    await expect(form).toBeVisible();
    await page.getByTestId('device-form-name').fill(DEVICE.name);
    await page.getByTestId('device-form-asset_id').selectOption(setup.groupId);
    await page.getByTestId('device-form-type').selectOption({ label: PLUGIN });
    await page.getByTestId('device-form-token').fill(DEVICE.token);
    await page.getByTestId('device-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    const deviceRow = page.getByTestId('devices-row').filter({ hasText: DEVICE.name });
    await expect(deviceRow).toContainText(PLUGIN);

    // ── The device connects over MQTT; its detail page shows the three widgets ─────────────────────────────
    client = await connectDevice(DEVICE.token);
    const commandTopic = `device/command/${DEVICE.token}`;
    await client.subscribeAsync(commandTopic, { qos: 1 });
    const commands = collect(client, commandTopic);

    await deviceRow.locator('[data-testid^="device-detail-"]').click();
    await expect(page.getByTestId('detail-name')).toHaveText(DEVICE.name);
    await page.getByRole('tab', { name: extText('monitoring', LANG, 'monitoring.charts'), exact: true }).click();
    const charts = page.getByTestId('plugin-charts');
    const card = (name: string) => charts.locator('[data-testid^="plugin-chart-"]', { hasText: name });
    for (const name of [CHARTS.gauge, CHARTS.status, CHARTS.command]) {
      await expect(card(name)).toBeVisible();
      // The widget draws its own title; the card does not print it a second time.
      expect((await card(name).innerText()).split(name)).toHaveLength(2);
    }

    await client.publishAsync('device/attributes', JSON.stringify({ temperature: 24.5, switch: true }), { qos: 1 });
    await expect.poll(() => gaugeValues(card(CHARTS.gauge))).toEqual([24.5]);
    await expect(card(CHARTS.status).getByTestId('status-label')).toHaveText('正常');
    // The header follows too: online, and a last-push time.
    await expect(page.getByTestId('detail-state')).toHaveText(extText('monitoring', LANG, 'monitoring.online'));
    await expect(page.getByTestId('detail-last-push')).not.toBeEmpty();

    await client.publishAsync('device/attributes', JSON.stringify({ temperature: 36.6 }), { qos: 1 });
    await expect.poll(() => gaugeValues(card(CHARTS.gauge))).toEqual([36.6]);
    await expect(card(CHARTS.status).getByTestId('status-label')).toHaveText('过热');

    // ── sendCommand: the command reaches the device ────────────────────────────────────────────────────────
    await card(CHARTS.command)
      .getByRole('button', { name: cw('control.sendCommand'), exact: true })
      .click();
    await expect.poll(() => commands.length).toBe(1);
    expect(commands[0]).toEqual({ method: COMMAND.id, params: COMMAND.params });
  });

  test('the device form opens the wizard (a service of the plugin editor) and selects the plugin made there', async ({ page, request }) => {
    test.setTimeout(120_000);
    const name = `E2E 表单插件 ${RUN}`;
    session = await loginViaApi(page, request, TENANT_ADMIN, '/home');
    setup ??= await createProjectWithGroup(request, session.token, RUN);
    // A new page that has not visited the device editor: the plugin editor (lazy) is not active — the button's
    // service activates it on first use.
    await page.goto(`/#/device/list?business_id=${setup.projectId}`);
    await expect(page.getByTestId('devices-view')).toBeVisible();
    await page.getByTestId('devices-add').click();
    const form = page.getByTestId('device-form');
    await expect(form).toBeVisible();
    await page.getByTestId('device-form-name').fill(`E2E 表单设备 ${RUN}`);
    await page.getByTestId('device-form-new-plugin').click();

    const wizard = dialog(page, pe('wizard.title'));
    await expect(wizard).toBeVisible();
    // Typed key by key as a user does: the device form (still open underneath) must not pull the focus back.
    await wizard.locator('#plugin-name').click();
    await page.keyboard.type(name);
    await expect(wizard.locator('#plugin-name')).toHaveValue(name);
    await expect(wizard.locator('#plugin-name')).toBeFocused();
    await wizard.locator('#plugin-category').selectOption('controller');
    const footer = (label: string) => wizard.locator('.bp6-dialog-footer').getByRole('button', { name: label, exact: true });
    await footer(pe('wizard.skip')).click();
    await bindChart(page, wizard, 'control', 'sendCommand', cw('control.sendCommandTitle'), async (d) => {
      await d.getByLabel(cw('control.componentName'), { exact: true }).fill('复位');
      await d.getByLabel(cw('control.commandIdentifier'), { exact: true }).fill('reset');
      await d.getByLabel(cw('control.commandParams'), { exact: true }).fill('{}');
    });
    await footer(pe('wizard.next')).click();
    await wizard.getByRole('button', { name: pe('publish.checkSubmit'), exact: true }).click();
    await expect(page.locator('.bp6-toast.bp6-intent-success').filter({ hasText: '添加成功' }).first()).toBeVisible();
    await footer(pe('wizard.close')).click();
    await expect(wizard).toHaveCount(0);

    // Back in the device form, still open, with the new plugin listed and chosen.
    await expect(form).toBeVisible();
    await expect(page.getByTestId('device-form-type').locator('option:checked')).toHaveText(name);
    await expect(page.getByTestId('device-form-name')).toHaveValue(`E2E 表单设备 ${RUN}`);
  });
});
