/**
 * Protocol plugins end to end: SYS_ADMIN adds a plugin whose HTTP service (a small server in the test process)
 * serves its device form; the tenant admin picks the plugin's protocol in the device form, fills the form the
 * plugin declared and saves; the plugin reads that device's config with its secret, logs in to the broker and
 * receives the device's attribute write on its own topic.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import mqtt from 'mqtt';
import { SYS_ADMIN, TENANT_ADMIN } from './support/accounts';
import { expectSuccessToast, fillFields } from './support/admin';
import { apiCall, apiLogin } from './support/api';
import { selectByLabel } from './support/devices';
import { loginViaApi } from './support/login';

const RUN = Date.now().toString(36);
const TYPE = `E2E_${RUN}`;
const PREFIX = `plugin/e2e-${RUN}/`;
const FORM = [
  { dataKey: 'slave_id', label: 'Slave id', type: 'input', validate: { type: 'number', required: true } },
  {
    dataKey: 'mode',
    label: 'Mode',
    type: 'select',
    options: [
      { label: 'RTU', value: 'rtu' },
      { label: 'TCP', value: 'tcp' },
    ],
  },
];

test('a protocol plugin: its form in the device form, its device config and its downlink topic', async ({ page, request }) => {
  const formServer = http.createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ code: 200, data: FORM })));
  await new Promise<void>((r) => formServer.listen(0, '127.0.0.1', () => r()));
  const formPort = (formServer.address() as AddressInfo).port;
  try {
    const sys = await apiLogin(request, SYS_ADMIN);
    const plugin = await apiCall<{ id: string; secret: string }>(request, sys.token, '/tp_protocol_plugin/add', {
      name: `E2E plugin ${RUN}`,
      protocol_type: TYPE,
      http_address: `127.0.0.1:${formPort}`,
      access_address: '127.0.0.1:1502',
      sub_topic_prefix: PREFIX,
    });
    expect(plugin.code, plugin.message).toBe(200);
    const tenant = await apiLogin(request, TENANT_ADMIN);
    const project = await apiCall<{ id: string }>(request, tenant.token, '/business/add', { name: `E2E plugin project ${RUN}` });
    const group = await apiCall<{ id: string }>(request, tenant.token, '/asset/add_only', {
      name: `E2E plugin group ${RUN}`,
      parent_id: '0',
      business_id: project.data.id,
    });
    expect(group.code, group.message).toBe(200);

    await loginViaApi(page, request, TENANT_ADMIN, `/device/list?business_id=${project.data.id}`);
    await page.getByTestId('devices-add').click();
    await fillFields(page, 'device-form', { name: `E2E PLC ${RUN}`, token: `e2e-plc-${RUN}` });
    await selectByLabel(page.getByTestId('device-form-asset_id'), `E2E plugin group ${RUN}`);
    await selectByLabel(page.getByTestId('device-form-protocol'), `E2E plugin ${RUN} (${TYPE})`);
    await page.getByTestId('protocol-form-slave_id').fill('7');
    await selectByLabel(page.getByTestId('protocol-form-mode'), 'TCP');
    await page.getByTestId('device-form-submit').click();
    await expectSuccessToast(page, 'addSuccess');

    const headers = { 'x-plugin-secret': plugin.data.secret };
    const config = await (await request.post('/api/plugin/device/config', { data: { AccessToken: `e2e-plc-${RUN}` }, headers })).json();
    expect(config).toMatchObject({ code: 200, data: { AccessToken: `e2e-plc-${RUN}`, ProtocolType: TYPE, DeviceConfig: { slave_id: 7, mode: 'tcp' } } });

    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT}`, {
      username: `plugin:${TYPE}`,
      password: plugin.data.secret,
      reconnectPeriod: 0,
    });
    try {
      await client.subscribeAsync(`${PREFIX}#`, { qos: 1 });
      const got = new Promise<{ topic: string; body: unknown }>((resolve) =>
        client.once('message', (topic, buf) => resolve({ topic, body: JSON.parse(buf.toString()) })),
      );
      const write = await apiCall(request, tenant.token, '/device/operating_device', { device_id: config.data.DeviceId, values: { coil: 1 } });
      expect(write.code, write.message).toBe(200);
      expect(await got).toEqual({ topic: `${PREFIX}e2e-plc-${RUN}`, body: { coil: 1 } });
    } finally {
      await client.endAsync();
    }
    await apiCall(request, sys.token, '/tp_protocol_plugin/delete', { id: plugin.data.id });
  } finally {
    await new Promise<void>((r) => formServer.close(() => r()));
  }
});
