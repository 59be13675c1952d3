/**
 * Dashboards end to end (issue 17): the demo TENANT_ADMIN builds a dashboard in the console with a value widget
 * (text info) bound to a device, a real MQTT client publishes and the tile moves live in the editor and in view
 * mode; a gauge and a history chart draw (the chart's canvas holds the curve of the published values), a device
 * list shows the device online with its latest value live, and a control widget sends a command the device
 * receives over MQTT; the list shows the thumbnail drawn on save; the share link opens in a fresh browser context
 * without login and shows the values live over its own socket; revoking it closes that page at once and refuses it.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { TENANT_ADMIN } from './support/accounts';
import { tableRow, idFromAction } from './support/admin';
import { apiCall } from './support/api';
import { connectDevice, type DeviceClient } from './support/devices';
import { loginViaApi } from './support/login';

const RUN = Date.now().toString(36);
const BOARD = `E2E 看板 ${RUN}`;
const ENV_SENSOR_MODEL_ID = '00000000-0000-4000-8000-00000000e001';
const MQTT_PORT = Number(process.env.E2E_MQTT_PORT);
const REFUSED = '分享链接无效或已撤销';

const state: { page?: Page; client?: DeviceClient; deviceId?: string; deviceToken?: string; dashboardId?: string; shareUrl?: string; token?: string } = {};

async function publish(value: number): Promise<void> {
  await state.client!.client.publishAsync('device/attributes', JSON.stringify({ temperature: value }));
}

/**
 * Pixels of a tile's chart canvas in a saturated colour (a series line or dial, not white labels or grey grid
 * lines), below `top` CSS px: for the history chart, below its legend, whose colour swatch shows even with no data.
 */
async function colouredPixels(page: Page, tileId: string, top = 0): Promise<number> {
  const canvas = page.getByTestId(`dashboard-tile-${tileId}`).locator('canvas').first();
  await expect(canvas).toBeVisible();
  return canvas.evaluate((c: HTMLCanvasElement, topCss: number) => {
    const y0 = Math.round((topCss * c.width) / c.clientWidth);
    const { data } = c.getContext('2d')!.getImageData(0, y0, c.width, c.height - y0);
    let n = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3] > 128 && Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 60) n++;
    return n;
  }, top);
}

async function openShared(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(state.shareUrl!);
  return { context, page };
}

test.describe.configure({ mode: 'serial' });

test.describe('dashboards', () => {
  test.beforeAll(async ({ browser, request }) => {
    state.page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    const session = await loginViaApi(state.page, request, TENANT_ADMIN, '/visual/list');
    state.token = session.token;
    const device = await apiCall<{ id: string; token: string }>(request, session.token, '/device/add_only', {
      name: `E2E 看板设备 ${RUN}`,
      type: ENV_SENSOR_MODEL_ID,
    });
    expect(device.code, device.message).toBe(200);
    state.deviceId = device.data.id;
    state.deviceToken = device.data.token;
    state.client = await connectDevice(MQTT_PORT, device.data.token);
  });
  test.afterAll(async () => {
    await state.client?.close();
    await state.page?.context().close();
  });

  test('builds a dashboard with a value widget on a device and sees it move live', async () => {
    const page = state.page!;
    await page.getByTestId('dashboard-add').click();
    await page.getByTestId('dashboard-name').fill(BOARD);
    await page.getByTestId('dashboard-name-dialog-submit').click();
    const row = tableRow(page, 'dashboard-table', BOARD);
    await expect(row).toHaveCount(1);
    state.dashboardId = await idFromAction(row, 'dashboard-edit');
    await row.getByTestId(`dashboard-edit-${state.dashboardId}`).click();

    await expect(page.getByTestId('dashboard-editor')).toBeVisible();
    await page.getByRole('tab', { name: '信息' }).click();
    await page.getByTestId('palette-textInfo').click();
    const dialog = page.getByTestId('tile-config');
    await dialog.getByTestId('tile-device').selectOption(state.deviceId!);
    await dialog.getByTestId('chart-name').fill('温度');
    await dialog.getByTestId('chart-label').fill('当前温度');
    await expect(dialog.locator('select').nth(1).locator('option[value="temperature"]')).toHaveCount(1);
    await dialog.locator('select').nth(1).selectOption('temperature');
    await page.getByTestId('tile-config-ok').click();
    await expect(page.getByTestId('editor-dirty')).toBeVisible();
    await page.getByTestId('editor-save').click();
    await expect(page.getByTestId('editor-dirty')).toHaveCount(0);

    // Dragging the tile on the grid is an edit (one undo step); undo brings back the saved layout.
    const box = (await page.getByTestId('dashboard-tile-t1').boundingBox())!;
    await page.mouse.move(box.x + 60, box.y + 12);
    await page.mouse.down();
    await page.mouse.move(box.x + 260, box.y + 12, { steps: 8 });
    await page.mouse.move(box.x + 460, box.y + 12, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByTestId('editor-dirty')).toBeVisible();
    expect((await page.getByTestId('dashboard-tile-t1').boundingBox())!.x).toBeGreaterThan(box.x + 100);
    await page.getByTestId('editor-undo').click();
    await expect(page.getByTestId('editor-dirty')).toHaveCount(0);

    await publish(21.5);
    await expect(page.getByTestId('text-info-value')).toContainText('21.5');
    await page.getByTestId('editor-view').click();
    await expect(page.getByTestId('dashboard-view')).toBeVisible();
    await publish(22.75);
    await expect(page.getByTestId('text-info-value')).toContainText('22.75');
  });

  test('a gauge and a history chart draw, a device list is live, and a control widget sends a command the device receives over MQTT', async ({ request }) => {
    const page = state.page!;
    await publish(23);
    await publish(23.5);
    const board = await apiCall<{ json_data: { tiles: unknown[] } & Record<string, unknown> }>(request, state.token, '/tp_dashboard/detail', {
      id: state.dashboardId,
    });
    const base = { mapping: ['temperature'], style: { backgroundColor: '#1e2a3a', opacity: 1 }, disabled: false, optionsVersion: 1 };
    const tiles = [
      {
        i: 'cmd',
        x: 0,
        y: 20,
        w: 8,
        h: 4,
        kind: 'widget',
        title: '命令',
        device_id: state.deviceId,
        widget: {
          id: 'cmd',
          name: '命令',
          controlType: 'control',
          type: 'sendCommand',
          mapping: [],
          componentName: '命令',
          optionsVersion: 1,
          series: [
            {
              type: 'sendCommand',
              id: 's1',
              value: '',
              mapping: { value: '', on: '', off: '', max: 100, step: 1, attr: '' },
              identifier: 'set_interval',
              dataType: '',
              params: '{"interval":30}',
            },
          ],
        },
      },
      {
        i: 'gauge',
        x: 8,
        y: 20,
        w: 8,
        h: 7,
        kind: 'widget',
        title: '仪表',
        device_id: state.deviceId,
        widget: {
          ...base,
          id: 'g',
          name: '温度仪表',
          controlType: 'dashboard',
          type: 'gauge',
          series: {
            template: 'one',
            gauges: [{ min: 0, max: 100, unit: '℃', color: '#47d5ff', title: '温度', value: 'temperature' }],
            detailFontSize: 20,
            progressWidth: 10,
          },
        },
      },
      {
        i: 'hist',
        x: 0,
        y: 27,
        w: 16,
        h: 8,
        kind: 'widget',
        title: '历史',
        device_id: state.deviceId,
        widget: {
          ...base,
          id: 'h',
          name: '温度历史',
          controlType: 'history',
          type: 'history',
          series: [{ type: 'line', name: 'temperature' }],
          xAxis: { data: [] },
        },
      },
      // The same chart on a key with no readings: the measure must tell a drawn curve from an empty plot.
      {
        i: 'hist0',
        x: 16,
        y: 27,
        w: 8,
        h: 8,
        kind: 'widget',
        title: '空',
        device_id: state.deviceId,
        widget: {
          ...base,
          mapping: ['humidity'],
          id: 'h0',
          name: '空历史',
          controlType: 'history',
          type: 'history',
          series: [{ type: 'line', name: 'humidity' }],
          xAxis: { data: [] },
        },
      },
      { i: 'list', x: 16, y: 20, w: 8, h: 5, kind: 'devices', title: '设备', device_ids: [state.deviceId], keys: ['temperature'] },
    ];
    const json_data = { ...board.data.json_data, tiles: [...board.data.json_data.tiles, ...tiles] };
    expect((await apiCall(request, state.token, '/tp_dashboard/edit', { id: state.dashboardId, json_data })).code).toBe(200);
    await state.client!.client.subscribeAsync(`device/command/${state.deviceToken}`);
    await page.goto('/#/visual/list');
    await page.getByTestId(`dashboard-view-${state.dashboardId}`).click();
    await expect(page.getByTestId('dashboard-view')).toBeVisible();

    // The history chart draws the stored readings (the curve's pixels), not just an empty frame; the gauge its dial.
    await expect.poll(() => colouredPixels(page, 'hist', 34), { timeout: 15_000 }).toBeGreaterThan(50);
    expect(await colouredPixels(page, 'hist0', 34)).toBeLessThan(10);
    await expect.poll(() => colouredPixels(page, 'gauge'), { timeout: 15_000 }).toBeGreaterThan(50);
    // The device list: online (its MQTT client is connected) and the latest value, live.
    await expect(page.getByTestId(`tile-device-online-${state.deviceId}`)).toHaveAttribute('data-online', '1');
    await publish(25.5);
    await expect(page.getByTestId(`tile-device-value-${state.deviceId}-temperature`)).toHaveText('25.5');

    await page.getByTestId('dashboard-tile-cmd').getByRole('button', { name: '下发命令' }).click();
    const received = await state.client!.next(`device/command/${state.deviceToken}`);
    expect(received).toEqual({ method: 'set_interval', params: { interval: 30 } });
  });

  test('the list shows the thumbnail drawn from the grid when the dashboard was saved', async () => {
    const page = state.page!;
    await page.goto('/#/visual/list');
    const thumb = page.getByTestId(`dashboard-thumbnail-${state.dashboardId}`);
    await expect(thumb).toBeVisible();
    expect(await thumb.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('opens the share link without login, sees live values, and is refused once revoked', async ({ browser, request }) => {
    const page = state.page!;
    await page.goto('/#/visual/list');
    await page.getByTestId(`dashboard-more-${state.dashboardId}`).click();
    await page.getByTestId(`dashboard-share-${state.dashboardId}`).click();
    await page.getByTestId('dashboard-share-generate').click();
    state.shareUrl = await page.getByTestId('dashboard-share-url').inputValue();
    expect(state.shareUrl).toMatch(/#\/share\?token=/);

    const shared = await openShared(browser);
    await expect(shared.page.getByTestId('dashboard-share')).toBeVisible();
    await expect(shared.page.getByTestId('text-info-value')).toContainText('25.5');
    await expect(shared.page.getByTestId(`tile-device-online-${state.deviceId}`)).toHaveAttribute('data-online', '1');
    await expect.poll(() => colouredPixels(shared.page, 'hist', 34), { timeout: 15_000 }).toBeGreaterThan(50);
    await publish(24.25);
    await expect(shared.page.getByTestId('text-info-value')).toContainText('24.25');
    await expect(shared.page.getByTestId(`tile-device-value-${state.deviceId}-temperature`)).toHaveText('24.25');
    expect(await shared.page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();

    await page.getByTestId('dashboard-share-revoke').click();
    // The server closes the page's socket at once, so the open page shows the refusal; a fresh visit is refused outright.
    await expect(shared.page.getByTestId('dashboard-share')).toHaveCount(0, { timeout: 3_000 });
    await expect(shared.page.getByText(REFUSED)).toBeVisible();
    await shared.context.close();
    const again = await openShared(browser);
    await expect(again.page.getByText(REFUSED)).toBeVisible();
    await expect(again.page.getByTestId('text-info-value')).toHaveCount(0);
    await again.context.close();
    const token = new URL(state.shareUrl!.replace('#/share?', '?')).searchParams.get('token');
    expect((await apiCall(request, undefined, '/share/get', { share_id: token })).code).toBe(999);
  });

  test('a saved device variable: the address presets it, and the picker rebinds the tile and updates the address', async ({ request }) => {
    const page = state.page!;
    const other = await apiCall<{ id: string; token: string }>(request, state.token, '/device/add_only', {
      name: `E2E 变量设备 ${RUN}`,
      type: ENV_SENSOR_MODEL_ID,
    });
    expect(other.code, other.message).toBe(200);
    const otherClient = await connectDevice(MQTT_PORT, other.data.token);
    try {
      await otherClient.client.publishAsync('device/attributes', JSON.stringify({ temperature: 31.5 }));
      await publish(26.5);
      const style = { label: { fontSize: 12, color: '#888' }, value: { fontSize: 20, color: '#333' } };
      const widget = { id: 'v', name: 'v', controlType: 'information', type: 'textInfo', mapping: ['temperature'], label: 'T', style };
      const json_data = {
        version: 1,
        time_range: '1h',
        variables: [{ name: 'device', label: '设备', type: 'device', default: state.deviceId }],
        tiles: [{ i: 'v', x: 0, y: 0, w: 8, h: 4, kind: 'widget', variable: 'device', widget }],
      };
      const made = await apiCall<{ id: string }>(request, state.token, '/tp_dashboard/add', { dashboard_name: `${BOARD} 变量`, json_data });
      expect(made.code, made.message).toBe(200);
      await page.goto(`/#/visual/list?id=${made.data.id}&mode=view&var-device=${other.data.id}`);
      await expect(page.getByTestId('text-info-value')).toContainText('31.5');
      await page.getByTestId('view-var-device').selectOption(state.deviceId!);
      await expect(page.getByTestId('text-info-value')).toContainText('26.5');
      await expect.poll(() => page.url()).toContain(`var-device=${state.deviceId}`);
    } finally {
      await otherClient.close();
    }
  });
});
