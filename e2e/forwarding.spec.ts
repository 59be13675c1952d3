/**
 * Forwarding end to end: the tenant admin builds a rule in the console (device source, a local HTTP receiver,
 * the machine's Mosquitto, a Fahrenheit script tried out in the editor), starts it, a real MQTT device publishes,
 * and the transformed message reaches both targets; the list and the data-switching page show the deliveries.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import mqtt, { type MqttClient } from 'mqtt';
import { TENANT_ADMIN } from './support/accounts';
import { openFromMenu, turnOn } from './support/admin';
import { apiCall } from './support/api';
import { connectDevice, type DeviceClient } from './support/devices';
import { loginViaApi } from './support/login';

const RUN = Date.now().toString(36);
const DEVICE = `E2E 锅炉 ${RUN}`;
const RULE = `E2E fwd ${RUN}`;
const ENV_SENSOR_MODEL_ID = '00000000-0000-4000-8000-00000000e001';
const MQTT_PORT = Number(process.env.E2E_MQTT_PORT);
const MOSQUITTO = new URL(process.env.TESSERA_TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883');
const TOPIC = `fwd-e2e/${RUN}`;
const SCRIPT = 'function encodeInp(msg) { return { id: msg.device_id, f: msg.values.temperature * 1.8 + 32 }; }';

const state: {
  page?: Page;
  device?: { id: string; token: string };
  client?: DeviceClient;
  receiver?: http.Server;
  got: unknown[];
  watcher?: MqttClient;
  onBroker: [string, unknown][];
} = { got: [], onBroker: [] };

test.describe.configure({ mode: 'serial' });

test.describe('forwarding', () => {
  test.beforeAll(async ({ browser }) => {
    state.page = await (await browser.newContext()).newPage();
    state.receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        state.got.push(...(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown[]));
        res.end('ok');
      });
    });
    await new Promise<void>((r) => state.receiver!.listen(0, '127.0.0.1', r));
    state.watcher = await mqtt.connectAsync(MOSQUITTO.toString(), { clientId: `fwd-e2e-watch-${RUN}`, reconnectPeriod: 0, protocolVersion: 4 });
    state.watcher.on('message', (t, p) => state.onBroker.push([t, JSON.parse(p.toString('utf8'))]));
    await state.watcher.subscribeAsync(`${TOPIC}/#`, { qos: 1 });
  });
  test.afterAll(async () => {
    await state.client?.close();
    await state.watcher?.endAsync(true);
    state.receiver?.closeAllConnections();
    state.receiver?.close();
    await state.page?.context().close();
  });

  test('the admin builds a rule with a script, tried out in the editor, and starts it', async ({ request }) => {
    const page = state.page!;
    const session = await loginViaApi(page, request, TENANT_ADMIN);
    const call = async (path: string, body: unknown) => {
      const r = await apiCall<any>(request, session.token, path, body);
      expect(r.code, r.message).toBe(200);
      return r.data;
    };
    // In a project and group, like the automation journey: the console's site scope lists grouped devices.
    const project = await call('/business/add', { name: `E2E 转发项目 ${RUN}` });
    const group = await call('/asset/add_only', { name: `E2E 锅炉房 ${RUN}`, parent_id: '0', business_id: project.id });
    state.device = await call('/device/add_only', { name: DEVICE, asset_id: group.id, type: ENV_SENSOR_MODEL_ID });
    state.client = await connectDevice(MQTT_PORT, state.device!.token);

    await openFromMenu(page, '/rule/forwarding');
    await page.getByTestId('rule-add').click();
    await page.getByTestId('fwd-name').fill(RULE);
    await page.getByTestId('source-0-id').selectOption({ label: DEVICE });
    const port = (state.receiver!.address() as AddressInfo).port;
    await page.getByTestId('fwd-url').fill(`http://127.0.0.1:${port}/hook`);
    await turnOn(page.getByTestId('fwd-mqtt-on'));
    await page.getByTestId('fwd-mqtt-host').fill(MOSQUITTO.hostname);
    await page.getByTestId('fwd-mqtt-port').fill(MOSQUITTO.port || '1883');
    await page.getByTestId('fwd-mqtt-client').fill(`fwd-e2e-rule-${RUN}`);
    await page.getByTestId('fwd-mqtt-topic').fill(`${TOPIC}/{device_id}`);
    await page.getByTestId('fwd-script').fill(SCRIPT);
    await page.getByTestId('fwd-trial').click();
    await expect(page.getByTestId('fwd-trial-answer')).toContainText('"f": 70.7');
    await page.getByTestId('rule-dialog-submit').click();
    await expect(page.getByTestId('rule-dialog')).toHaveCount(0);
    await page.getByTestId(`rule-switch-${RULE}`).click({ force: true });
    await expect(page.getByTestId(`rule-switch-${RULE}`)).toBeChecked();
  });

  test('live MQTT data reaches the HTTP receiver and Mosquitto transformed; the pages show the deliveries', async () => {
    const page = state.page!;
    await state.client!.client.publishAsync('device/attributes', JSON.stringify({ temperature: 20 }), { qos: 1 });
    const expected = { id: state.device!.id, f: 68 };
    await expect.poll(() => state.got, { timeout: 15_000 }).toContainEqual(expected);
    await expect.poll(() => state.onBroker, { timeout: 15_000 }).toContainEqual([`${TOPIC}/${state.device!.id}`, expected]);

    await page.getByTestId('rule-refresh').click();
    await expect(page.getByTestId(`rule-stats-${RULE}`)).toContainText('2');
    await openFromMenu(page, '/rule/switching');
    await expect(page.getByTestId(`switch-target-${RULE}-http`)).toBeVisible();
    await expect(page.getByTestId(`switch-target-${RULE}-mqtt`)).toBeVisible();
    await openFromMenu(page, '/rule/forwarding-legacy');
    await expect(page.getByTestId('legacy-table')).toContainText(`${TOPIC}/{device_id}`);
  });
});
