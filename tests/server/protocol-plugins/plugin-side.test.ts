/**
 * The plugins' own side: `/plugin/register` and the device config routes authenticated by the plugin's secret and
 * scoped to its protocol, `/form/config` through the target guard, and downlinks routed to the plugin's topics on
 * the embedded broker (a real MQTT client logged in as the plugin).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const PREFIX = 'plugin/modbus/p2/';

/** A plugin's HTTP service: answers the form as an envelope, or whatever `mode` says. */
function fakePlugin() {
  const seen: string[] = [];
  let mode: 'form' | 'huge' | 'text' = 'form';
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (mode === 'huge') return res.end(JSON.stringify({ code: 200, data: 'x'.repeat(300 * 1024) }));
    if (mode === 'text') return res.end('<html>');
    res.end(JSON.stringify({ code: 200, message: 'ok', data: [{ dataKey: 'slave_id', label: 'Slave id', type: 'input', required: true }] }));
  });
  return {
    seen,
    set mode(m: 'form' | 'huge' | 'text') {
      mode = m;
    },
    start: () => new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port))),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.each(testBackends())('protocol plugins, the plugin side (%s)', (backend) => {
  let s: TestServer;
  let sys: string;
  let tenant: string;
  let tenantB: string;
  let tenantBId: string;
  let secret: string;
  let pluginId: string;
  const fake = fakePlugin();
  const dev: Record<string, { id: string; token: string }> = {};
  const asPlugin = (path: string, body: unknown, key = secret) => s.post(path, body, { headers: { 'x-plugin-secret': key, 'accept-language': 'en' } });

  beforeAll(async () => {
    const port = await fake.start();
    s = await startTestServer({ backend });
    sys = await s.login(ADMIN_EMAIL);
    tenant = await s.login(TENANT_ADMIN_EMAIL);
    const added = await s.post(
      '/tp_protocol_plugin/add',
      { name: 'Modbus', protocol_type: 'MODBUS_TCP', http_address: `127.0.0.1:${port}`, sub_topic_prefix: PREFIX, device_type: '2' },
      { token: sys },
    );
    ({ secret, id: pluginId } = added.data);
    await s.post('/tp_protocol_plugin/add', { name: 'Other', protocol_type: 'OTHER', sub_topic_prefix: 'plugin/other/' }, { token: sys });
    // Tenant A: a Modbus gateway with a sub-device, a plain MQTT device; tenant B: a Modbus device of its own.
    const add = async (token: string, body: object) => {
      const project = (await s.post('/business/add', { name: `p ${Math.random()}` }, { token })).data;
      const group = (await s.post('/asset/add_only', { name: 'g', parent_id: '0', business_id: project.id }, { token })).data;
      return (await s.post('/device/add_only', { asset_id: group.id, ...body }, { token })).data;
    };
    dev.gw = await add(tenant, { name: 'gw', protocol: 'MODBUS_TCP', device_type: '2', token: 'p2-gw', protocol_config: '{"host":"10.0.0.5"}' });
    const sub = await s.post(
      '/device/update_only',
      {
        id: (await add(tenant, { name: 'sub', device_type: '3', token: 'p2-sub' })).id,
        parent_id: dev.gw.id,
        sub_device_addr: 'A1',
        protocol_config: '{"slave":3}',
      },
      { token: tenant },
    );
    dev.sub = sub.data;
    dev.mqtt = await add(tenant, { name: 'plain', token: 'p2-plain' });
    const owner = await s.post('/user/add', { email: 'owner-p2@tessera.local', password: 'tenant-b-pw', authority: 'TENANT_ADMIN' }, { token: sys });
    expect(owner.code).toBe(200);
    tenantBId = owner.data.tenant_id;
    tenantB = await s.login('owner-p2@tessera.local', 'tenant-b-pw');
    dev.b = await add(tenantB, { name: 'b', protocol: 'MODBUS_TCP', token: 'p2-b' });
    dev.other = await add(tenantB, { name: 'o', protocol: 'OTHER', token: 'p2-other' });
  });
  afterAll(async () => {
    await s?.close();
    await fake.close();
  });

  it('add shows the secret once; lists and edits never do; a reset replaces it', async () => {
    expect(secret).toMatch(/^tpp_[\w-]{32}$/);
    const listed = (await s.post('/tp_protocol_plugin/list', { current_page: 1, per_page: 10 }, { token: sys })).data.data;
    expect(JSON.stringify(listed)).not.toContain('secret');
    const reset = await s.post('/tp_protocol_plugin/secret/reset', { id: pluginId }, { token: sys });
    expect(reset).toMatchObject({ code: 200, data: { id: pluginId, secret: expect.stringMatching(/^tpp_/) } });
    expect((await asPlugin('/plugin/all_device/config', {})).code).toBe(401);
    secret = reset.data.secret;
    expect((await asPlugin('/plugin/all_device/config', {})).code).toBe(200);
    expect((await s.post('/tp_protocol_plugin/secret/reset', { id: pluginId }, { token: tenant })).code).toBe(999);
    expect((await s.post('/tp_protocol_plugin/secret/reset', { id: 'nope' }, { token: sys })).code).toBe(400);
    expect((await s.post('/tp_protocol_plugin/add', { name: 'x', protocol_type: 'MQTT' }, { token: sys })).code).toBe(1000);
  });

  it('register refreshes only the plugin the secret belongs to; no secret, a wrong one or another type is 401', async () => {
    const body = { protocol_type: 'MODBUS_TCP', access_address: '0.0.0.0:502', description: 'v2' };
    for (const key of ['', 'tpp_wrong', 'x'.repeat(200)]) expect(await asPlugin('/plugin/register', body, key)).toMatchObject({ code: 401, data: null });
    expect((await asPlugin('/plugin/register', { ...body, protocol_type: 'OTHER' })).code).toBe(401);
    expect((await asPlugin('/plugin/register', { ...body, protocol_type: 'NEW_ONE' })).code).toBe(401);
    expect((await asPlugin('/plugin/register', { ...body, tenant_id: 'x' })).code).toBe(1000);
    expect((await asPlugin('/plugin/register', { access_address: '0.0.0.0:502' })).code).toBe(1000);
    expect((await asPlugin('/plugin/register', { ...body, sub_topic_prefix: '#/' })).code).toBe(1000);
    // A prefix over the platform's topics or another plugin's would let the plugin read downlinks not its own.
    for (const prefix of ['device/', 'device/attributes/', 'ota/x/', 'gateway/command/'])
      expect(await asPlugin('/plugin/register', { ...body, sub_topic_prefix: prefix })).toMatchObject({
        code: 1000,
        message: expect.stringContaining('device/'),
      });
    for (const prefix of ['plugin/', 'plugin/other/deeper/'])
      expect(await asPlugin('/plugin/register', { ...body, sub_topic_prefix: prefix })).toMatchObject({
        code: 400,
        message: expect.stringContaining('another plugin'),
      });
    expect((await s.post('/tp_protocol_plugin/edit', { id: pluginId, sub_topic_prefix: 'plugin/' }, { token: sys })).code).toBe(400);
    expect((await s.post('/tp_protocol_plugin/add', { name: 'y', protocol_type: 'Y', sub_topic_prefix: 'device/' }, { token: sys })).code).toBe(1000);
    const ok = await asPlugin('/plugin/register', body);
    expect(ok).toMatchObject({ code: 200, message: 'Plugin registered', data: { id: pluginId, description: 'v2', access_address: '0.0.0.0:502' } });
    expect(ok.data.registered_at).toBeGreaterThan(0);
    expect(JSON.stringify(ok.data)).not.toContain('secret');
    const plugins = (await s.post('/tp_protocol_plugin/list', { current_page: 1, per_page: 10 }, { token: sys })).data;
    expect(plugins.total).toBe(2);
    expect(plugins.data.find((p: { protocol_type: string }) => p.protocol_type === 'OTHER').description).toBe('');
    await s.server.settle();
    const log = (await s.post('/operation/list', { page: 1, limit: 50 }, { token: sys })).data.data as { path: string; user_email: string; code: number }[];
    expect(log.find((l) => l.path === '/api/plugin/register' && l.code === 200)?.user_email).toBe('plugin:MODBUS_TCP');
  });

  it('device config: by token or id, only devices of its protocol (any tenant), gateways with their sub-devices', async () => {
    const gw = await asPlugin('/plugin/device/config', { AccessToken: 'p2-gw' });
    expect(gw).toMatchObject({
      code: 200,
      data: {
        DeviceId: dev.gw.id,
        AccessToken: 'p2-gw',
        DeviceType: '2',
        ProtocolType: 'MODBUS_TCP',
        DeviceConfig: { host: '10.0.0.5' },
        SubDevices: [{ DeviceId: dev.sub.id, AccessToken: 'p2-sub', SubDeviceAddr: 'A1', DeviceConfig: { slave: 3 } }],
      },
    });
    expect((await asPlugin('/plugin/device/config', { DeviceId: dev.gw.id })).data.DeviceId).toBe(dev.gw.id);
    expect((await asPlugin('/plugin/device/config', { AccessToken: 'p2-sub' })).data).toMatchObject({ DeviceId: dev.sub.id, ParentId: dev.gw.id });
    expect((await asPlugin('/plugin/device/config', { AccessToken: 'p2-b' })).data.DeviceId).toBe(dev.b.id);
    // Not its protocol, unknown, or token and id naming two devices: the same 400.
    for (const body of [
      { AccessToken: 'p2-plain' },
      { AccessToken: 'p2-other' },
      { DeviceId: dev.other.id },
      { AccessToken: 'nope' },
      { AccessToken: 'p2-gw', DeviceId: dev.b.id },
    ])
      expect(await asPlugin('/plugin/device/config', body)).toMatchObject({ code: 400, message: "No such device, or it does not use this plugin's protocol" });
    expect((await asPlugin('/plugin/device/config', {})).code).toBe(1000);
    expect((await asPlugin('/plugin/device/config', { AccessToken: 1 })).code).toBe(1000);
    expect((await asPlugin('/plugin/device/config', { token: 'p2-gw' })).code).toBe(1000);
    expect((await asPlugin('/plugin/device/config', { AccessToken: 'p2-gw' }, 'tpp_bad')).code).toBe(401);
  });

  it('all devices: its direct devices and gateways across tenants, paged; sub-device detail by gateway token and address', async () => {
    const all = await asPlugin('/plugin/all_device/config', {});
    expect(all.data).toMatchObject({ total: 2, current_page: 1, per_page: 1000 });
    expect(all.data.data.map((d: { DeviceId: string }) => d.DeviceId).sort()).toEqual([dev.gw.id, dev.b.id].sort());
    const paged = await asPlugin('/plugin/all_device/config', { current_page: 2, per_page: 1 });
    expect(paged.data).toMatchObject({ total: 2, current_page: 2, per_page: 1 });
    expect(paged.data.data).toHaveLength(1);
    expect((await asPlugin('/plugin/all_device/config', { per_page: 5000 })).code).toBe(1000);
    const detail = await asPlugin('/plugin/device/sub-device-detail', { AccessToken: 'p2-gw', SubDeviceAddr: 'A1' });
    expect(detail).toMatchObject({ code: 200, data: { DeviceId: dev.sub.id, SubDeviceAddr: 'A1', DeviceConfig: { slave: 3 } } });
    expect((await asPlugin('/plugin/device/sub-device-detail', { AccessToken: 'p2-gw', SubDeviceAddr: 'B9' })).code).toBe(400);
    expect((await asPlugin('/plugin/device/sub-device-detail', { AccessToken: 'p2-other', SubDeviceAddr: 'A1' })).code).toBe(400);
    expect((await asPlugin('/plugin/device/sub-device-detail', { AccessToken: 'p2-gw' })).code).toBe(1000);
    expect((await asPlugin('/plugin/device/sub-device-detail', { AccessToken: 'p2-gw', SubDeviceAddr: 'A1' }, '')).code).toBe(401);
  });

  it("a disabled tenant's devices are left out, as the broker leaves them out", async () => {
    expect(tenantBId).toMatch(/\w/);
    expect((await s.post('/tenant/enable', { id: tenantBId, enabled: '0' }, { token: sys })).code).toBe(200);
    expect((await asPlugin('/plugin/all_device/config', {})).data.data.map((d: { DeviceId: string }) => d.DeviceId)).toEqual([dev.gw.id]);
    expect((await asPlugin('/plugin/device/config', { AccessToken: 'p2-b' })).code).toBe(400);
    expect((await s.post('/tenant/enable', { id: tenantBId, enabled: '1' }, { token: sys })).code).toBe(200);
    expect((await asPlugin('/plugin/device/config', { AccessToken: 'p2-b' })).code).toBe(200);
  });

  it('form/config fetches the form from the plugin for any signed-in user; failures are 400', async () => {
    const user = await s.login(TENANT_USER_EMAIL);
    const en = { token: user, headers: { 'accept-language': 'en' } };
    const form = await s.post('/form/config', { protocol_type: 'MODBUS_TCP', device_type: '2' }, { token: user });
    expect(form).toMatchObject({ code: 200, data: [{ dataKey: 'slave_id', type: 'input' }] });
    expect(fake.seen.at(-1)).toBe('/api/form/config?protocol_type=MODBUS_TCP&device_type=2');
    const types = await s.post('/tp_protocol_plugin/types', {}, { token: user });
    expect(types.data).toEqual([
      { protocol_type: 'MODBUS_TCP', name: 'Modbus', device_type: '2' },
      { protocol_type: 'OTHER', name: 'Other', device_type: '1' },
    ]);
    expect((await s.post('/form/config', { protocol_type: 'OTHER' }, en)).message).toContain('no HTTP service');
    expect((await s.post('/form/config', { protocol_type: 'NONE' }, { token: user })).code).toBe(400);
    expect((await s.post('/form/config', { protocol_type: 'MODBUS_TCP', extra: 1 }, { token: user })).code).toBe(1000);
    expect((await s.post('/form/config', { protocol_type: 'MODBUS_TCP' })).code).toBe(401);
    fake.mode = 'huge';
    expect(await s.post('/form/config', { protocol_type: 'MODBUS_TCP' }, en)).toMatchObject({
      code: 400,
      message: expect.stringContaining('larger than'),
    });
    fake.mode = 'text';
    expect((await s.post('/form/config', { protocol_type: 'MODBUS_TCP' }, en)).message).toContain('not JSON');
    fake.mode = 'form';
    // Link-local (cloud metadata) is refused always.
    await s.post('/tp_protocol_plugin/edit', { id: pluginId, http_address: 'http://169.254.169.254' }, { token: sys });
    expect((await s.post('/form/config', { protocol_type: 'MODBUS_TCP' }, en)).message).toContain('may not reach');
  });

  it("a plugin's device connects to the plugin: the connection info says where, and names no broker topics", async () => {
    await s.post('/tp_protocol_plugin/edit', { id: pluginId, access_address: '10.1.2.3:502' }, { token: sys });
    const info = await s.post('/device/connect/info', { id: dev.gw.id }, { token: tenant });
    expect(info.data).toMatchObject({
      mode: 'plugin',
      protocol: 'MODBUS_TCP',
      plugin: 'Modbus',
      host: '10.1.2.3',
      port: '502',
      username: 'p2-gw',
      publish: [],
      subscribe: [],
    });
    expect((await s.post('/device/connect/info', { id: dev.mqtt.id }, { token: tenant })).data).toMatchObject({
      subscribe: ['device/attributes/p2-plain', 'device/command/p2-plain', 'ota/device/inform/p2-plain'],
    });
    expect((await s.post('/device/connect/info', { id: dev.gw.id }, { token: tenantB })).code).toBe(400);
  });

  it("routes the plugin's devices' downlinks to its topics; the plugin logs in to the broker and subscribes under its prefix only", async () => {
    const url = `mqtt://127.0.0.1:${s.server.mqttPort}`;
    const refused = mqtt.connect(url, { username: 'plugin:MODBUS_TCP', password: 'tpp_wrong', reconnectPeriod: 0 });
    await expect(new Promise((resolve, reject) => (refused.once('connect', resolve), refused.once('error', reject)))).rejects.toThrow();
    refused.end(true);
    const plugin = await mqtt.connectAsync(url, { username: 'plugin:MODBUS_TCP', password: secret, reconnectPeriod: 0 });
    const got: { topic: string; body: unknown }[] = [];
    plugin.on('message', (topic, payload) => got.push({ topic, body: JSON.parse(payload.toString()) }));
    expect((await plugin.subscribeAsync(`${PREFIX}#`, { qos: 1 }))[0].qos).toBe(1);
    await expect(plugin.subscribeAsync('device/attributes/p2-plain', { qos: 1 })).rejects.toThrow();
    const plugin2 = await mqtt.connectAsync(url, { username: 'plugin:MODBUS_TCP', password: secret, reconnectPeriod: 0 });
    await plugin2.subscribeAsync(`${PREFIX}#`, { qos: 1 });
    expect((await s.post('/device/operating_device', { device_id: dev.gw.id, values: { coil: 1 } }, { token: tenant })).code).toBe(200);
    expect(
      (await s.post('/device/command/send', { device_id: dev.gw.id, command_identifier: 'reboot', command_data: '{"delay":1}' }, { token: tenant })).code,
    ).toBe(200);
    expect((await s.post('/device/operating_device', { device_id: dev.sub.id, values: { reg: 7 } }, { token: tenant })).code).toBe(200);
    await expect.poll(() => got.length).toBe(3);
    expect(got).toEqual([
      { topic: `${PREFIX}p2-gw`, body: { coil: 1 } },
      { topic: `${PREFIX}command/p2-gw`, body: { method: 'reboot', params: { delay: 1 } } },
      { topic: `${PREFIX}p2-gw`, body: { A1: { reg: 7 } } },
    ]);
    await plugin2.endAsync();
    await plugin.endAsync();
  });
});
