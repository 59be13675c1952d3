/**
 * Issue 15 end to end, through the console: the tenant admin's access engine page starts Node-RED in the background
 * and shows its editor (with the Tessera nodes in the palette); a flow of the Tessera nodes deployed through the
 * admin API turns a real device's MQTT message into a command the device receives; the SYS_ADMIN adds, edits and
 * deletes a protocol plugin (its secret shown once); the tenant admin writes a protocol script and runs its trial with a hex message.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SYS_ADMIN, TENANT_ADMIN } from './support/accounts';
import { expectSuccessToast, fillFields, openFromMenu, tableRow } from './support/admin';
import { apiCall, apiLogin } from './support/api';
import { connectDevice, selectByLabel } from './support/devices';
import { loginViaUi } from './support/login';

const RUN = Date.now().toString(36);
const MQTT_PORT = Number(process.env.E2E_MQTT_PORT);

test.describe.configure({ mode: 'serial' });

test.describe('access engine, protocol plugins and scripts', () => {
  let request: APIRequestContext;
  let page: Page;
  test.beforeAll(async ({ playwright, baseURL, browser }) => {
    request = await playwright.request.newContext({ baseURL });
    page = await (await browser.newContext()).newPage();
  });
  test.afterAll(async () => {
    await request?.dispose();
    await page?.context().close();
  });

  test('the access engine page shows the Node-RED editor, and a flow of the Tessera nodes reacts to a device message', async () => {
    test.setTimeout(120_000);
    const { token } = await apiLogin(request, TENANT_ADMIN);
    await loginViaUi(page, TENANT_ADMIN);
    await page.waitForURL(/#\/home$/);
    await openFromMenu(page, '/rule/access');
    // Node-RED starts in the background; the page says so, then frames the editor.
    const frame = page.getByTestId('access-engine-editor');
    await expect(frame).toBeVisible({ timeout: 60_000 });
    const editor = page.frameLocator('[data-testid="access-engine-editor"]');
    await expect(editor.locator('.red-ui-palette-node[data-palette-type="tessera in"]')).toBeAttached({ timeout: 30_000 });
    await expect(editor.locator('.red-ui-palette-node[data-palette-type="tessera command"]')).toBeAttached();

    // The flow editor's token sits in the third store, where the framed editor reads it.
    const status = (await apiCall<{ editor_url: string; token_key: string }>(request, token, '/access_engine/status', {})).data;
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), status.token_key);
    expect(stored).toMatchObject({ token_type: 'Bearer', expires_in: 28800 });
    expect(typeof stored.access_token).toBe('string');

    // Without a Tessera flow-editor token the admin API is refused.
    expect((await request.get(`${status.editor_url}flows`)).status()).toBe(401);

    const project = (await apiCall<{ id: string }>(request, token, '/business/add', { name: `flows ${RUN}` })).data;
    const group = (await apiCall<{ id: string }>(request, token, '/asset/add_only', { name: 'g', parent_id: '0', business_id: project.id })).data;
    const dev = (await apiCall<{ id: string; token: string }>(request, token, '/device/add_only', { name: `echo ${RUN}`, asset_id: group.id })).data;
    const flows = [
      { id: `tab${RUN}`, type: 'tab', label: `echo ${RUN}` },
      { id: `in${RUN}`, type: 'tessera in', z: `tab${RUN}`, name: 'device values', deviceId: dev.id, kind: 'values', x: 160, y: 80, wires: [[`cmd${RUN}`]] },
      { id: `cmd${RUN}`, type: 'tessera command', z: `tab${RUN}`, name: 'echo back', deviceId: '', identifier: 'echo', x: 400, y: 80, wires: [[]] },
    ];
    const deploy = await request.post(`${status.editor_url}flows`, {
      data: flows,
      headers: { authorization: `Bearer ${stored.access_token}`, 'node-red-deployment-type': 'full' },
    });
    expect([200, 204]).toContain(deploy.status());

    const device = await connectDevice(MQTT_PORT, dev.token);
    try {
      await device.client.subscribeAsync(`device/command/${dev.token}`, { qos: 1 });
      await device.client.publishAsync('device/attributes', JSON.stringify({ temperature: 23.5 }), { qos: 1 });
      expect(await device.next(`device/command/${dev.token}`, () => true, 15_000)).toEqual({ method: 'echo', params: { temperature: 23.5 } });
    } finally {
      await device.close();
    }
    // The editor shows the deployed flow once reloaded.
    await page.reload();
    await expect(page.frameLocator('[data-testid="access-engine-editor"]').locator('.red-ui-tab', { hasText: `echo ${RUN}` })).toBeAttached({
      timeout: 30_000,
    });
  });

  test('the SYS_ADMIN adds, edits and deletes a protocol plugin', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await loginViaUi(page, SYS_ADMIN);
    await page.waitForURL(/#\/sites\/list$/);
    await openFromMenu(page, '/system/protocol-plugins');
    await page.getByTestId('plugins-add').click();
    await fillFields(page, 'plugin-form', { name: `Modbus ${RUN}`, protocol_type: `MB_${RUN}`, access_address: 'no-port' });
    await page.getByTestId('plugin-form-submit').click();
    await expect(page.getByTestId('plugin-form-access_address-error')).toBeVisible();
    await fillFields(page, 'plugin-form', { access_address: '127.0.0.1:502', sub_topic_prefix: `plugin/mb-${RUN}/` });
    await page.getByTestId('plugin-form-submit').click();
    await expectSuccessToast(page, 'addSuccess');
    // The plugin's secret is shown this once.
    await expect(page.getByTestId('plugin-secret-value')).toHaveValue(/^tpp_/);
    await page.getByTestId('plugin-secret-close').click();
    await expect(tableRow(page, 'plugins-table', `MB_${RUN}`)).toContainText('127.0.0.1:502');
    await page.getByTestId(`plugin-edit-MB_${RUN}`).click();
    await fillFields(page, 'plugin-form', { name: `Modbus TCP ${RUN}` });
    await page.getByTestId('plugin-form-submit').click();
    await expectSuccessToast(page, 'editSuccess');
    await expect(tableRow(page, 'plugins-table', `Modbus TCP ${RUN}`)).toHaveCount(1);
    await page.getByTestId(`plugin-delete-MB_${RUN}`).click();
    await page.locator('.bp6-dialog').last().locator('.bp6-dialog-footer').getByRole('button').last().click();
    await expectSuccessToast(page, 'deleteSuccess');
    await expect(tableRow(page, 'plugins-table', `MB_${RUN}`)).toHaveCount(0);
    await page.context().close();
  });

  test('the tenant admin writes a protocol script and runs its trial with a hex message', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await loginViaUi(page, TENANT_ADMIN);
    await page.waitForURL(/#\/home$/);
    await openFromMenu(page, '/apps/protocol-scripts');
    await page.getByTestId('scripts-add').click();
    await fillFields(page, 'script-form', { name: `frames ${RUN}` });
    await selectByLabel(page.getByTestId('script-form-plugin'), '环境传感器');
    await page
      .getByTestId('script-form-uplink')
      .fill('function encodeInp(msg, topic) { return JSON.stringify({ t: ((msg[1] << 8) | msg[2]) / 10, topic: topic }); }');
    await page.getByTestId('script-quiz-msg').fill('0x010102');
    await page.getByTestId('script-quiz-topic').fill('device/attributes');
    await page.getByTestId('script-quiz-run').click();
    await expect(page.getByTestId('script-quiz-answer')).toHaveText('{"t":25.8,"topic":"device/attributes"}');
    await page.getByTestId('script-form-submit').click();
    await expectSuccessToast(page, 'addSuccess');
    await expect(tableRow(page, 'scripts-table', `frames ${RUN}`)).toHaveCount(1);
    await page.context().close();
  });
});
