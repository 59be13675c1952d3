/**
 * A protocol plugin publishes its devices' uplinks through the embedded broker (`<uplink topic>/<token>`, one
 * connection for all of them): stored like the device's own, PUBACK after commit; anything not its device's data is
 * refused as a device's forbidden publish is (the connection is dropped) and stores nothing.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testBackends())('protocol plugins publishing uplinks (%s)', (backend) => {
  let s: TestServer;
  let sys: string;
  let tenant: string;
  let tenantB: string;
  let tenantBId: string;
  let secret: string;
  const dev: Record<string, { id: string; token: string }> = {};
  let url: string;

  const plugin = (password = secret) => mqtt.connectAsync(url, { username: 'plugin:MODBUS_TCP', password, reconnectPeriod: 0 });
  const current = async (id: string, token = tenant) => (await s.post('/kv/current', { entity_id: id }, { token })).data[0] ?? {};
  /** Publishes at QoS 1 and resolves once the broker has dropped the connection. */
  const refused = async (c: MqttClient, topic: string) => {
    const closed = new Promise<void>((r) => c.once('close', () => r()));
    c.publish(topic, JSON.stringify({ evil: 1 }), { qos: 1 });
    await closed;
    c.end(true);
  };

  beforeAll(async () => {
    s = await startTestServer({ backend });
    url = `mqtt://127.0.0.1:${s.server.mqttPort}`;
    sys = await s.login(ADMIN_EMAIL);
    tenant = await s.login(TENANT_ADMIN_EMAIL);
    secret = (
      await s.post(
        '/tp_protocol_plugin/add',
        { name: 'Modbus', protocol_type: 'MODBUS_TCP', sub_topic_prefix: 'plugin/modbus/up/', device_type: '2' },
        { token: sys },
      )
    ).data.secret;
    await s.post('/tp_protocol_plugin/add', { name: 'Other', protocol_type: 'OTHER', sub_topic_prefix: 'plugin/other/up/' }, { token: sys });
    const add = async (token: string, body: object) => {
      const project = (await s.post('/business/add', { name: `p ${Math.random()}` }, { token })).data;
      const group = (await s.post('/asset/add_only', { name: 'g', parent_id: '0', business_id: project.id }, { token })).data;
      return (await s.post('/device/add_only', { asset_id: group.id, ...body }, { token })).data;
    };
    dev.dev = await add(tenant, { name: 'dev', protocol: 'MODBUS_TCP', token: 'pu-dev' });
    dev.moved = await add(tenant, { name: 'moved', protocol: 'MODBUS_TCP', token: 'pu-moved' });
    dev.gw = await add(tenant, { name: 'gw', protocol: 'MODBUS_TCP', device_type: '2', token: 'pu-gw' });
    const sub = await add(tenant, { name: 'sub', device_type: '3', token: 'pu-sub' });
    dev.sub = (await s.post('/device/update_only', { id: sub.id, parent_id: dev.gw.id, sub_device_addr: 'A1' }, { token: tenant })).data;
    dev.plain = await add(tenant, { name: 'plain', token: 'pu-plain' });
    dev.other = await add(tenant, { name: 'other', protocol: 'OTHER', token: 'pu-other' });
    const owner = await s.post('/user/add', { email: 'owner-pu@tessera.local', password: 'tenant-b-pw', authority: 'TENANT_ADMIN' }, { token: sys });
    tenantBId = owner.data.tenant_id;
    tenantB = await s.login('owner-pu@tessera.local', 'tenant-b-pw');
    dev.b = await add(tenantB, { name: 'b', protocol: 'MODBUS_TCP', token: 'pu-b' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("refuses a wrong secret, other topics, unknown tokens and other protocols' devices; nothing is stored", async () => {
    await expect(plugin('tpp_wrong')).rejects.toThrow();
    for (const topic of [
      'device/attributes/pu-other',
      'device/attributes/pu-plain',
      'gateway/event/pu-other',
      'device/attributes/no-such-token',
      'device/attributes',
      'device/attributes/pu-dev/x',
      'device/command/pu-dev',
      'ota/device/progress/pu-dev',
      'ota/device/inform/pu-dev',
      'plugin/modbus/up/pu-dev',
      'device/status/up/pu-dev',
    ])
      await refused(await plugin(), topic);
    await s.server.settle();
    for (const d of [dev.other, dev.plain, dev.dev]) expect(await current(d.id)).toEqual({});
  });

  it("stores its devices' attributes and events; the QoS 1 PUBACK comes after the commit", async () => {
    const c = await plugin();
    // No polling: the PUBACK means committed.
    await c.publishAsync('device/attributes/pu-dev', JSON.stringify({ temperature: 21.5 }), { qos: 1 });
    expect(await current(dev.dev.id)).toMatchObject({ temperature: 21.5 });
    await c.publishAsync('device/event/pu-dev', JSON.stringify({ method: 'overheat', params: { t: 91 } }), { qos: 1 });
    const events = (await s.post('/device/event/history/list', { device_id: dev.dev.id, current_page: 1, per_page: 10 }, { token: tenant })).data;
    expect(events.data[0]).toMatchObject({ event_identify: 'overheat', data: '{"t":91}' });
    // A gateway's own values and its sub-device's; a sub-device by its own token (served through its gateway).
    await c.publishAsync('gateway/attributes/pu-gw', JSON.stringify({ rssi: -60, A1: { reg: 7 } }), { qos: 1 });
    expect(await current(dev.gw.id)).toMatchObject({ rssi: -60 });
    expect(await current(dev.sub.id)).toMatchObject({ reg: 7 });
    await c.publishAsync('device/attributes/pu-sub', JSON.stringify({ reg: 8 }), { qos: 1 });
    expect(await current(dev.sub.id)).toMatchObject({ reg: 8 });
    // Another tenant's device of its protocol; QoS 0 arrives too.
    c.publish('device/attributes/pu-b', JSON.stringify({ level: 3 }), { qos: 0 });
    await expect.poll(async () => (await current(dev.b.id, tenantB)).level).toBe(3);
    expect(c.connected).toBe(true);
    await c.endAsync();
  });

  it('does not make the device connected; a device with an offline threshold is judged by the push', async () => {
    const status = async () => (await s.post('/device/status', { device_id_list: [dev.dev.id] }, { token: tenant })).data[dev.dev.id];
    expect(await status()).toBe('0');
    await s.post('/device/update_only', { id: dev.dev.id, additional_info: '{"runningInfo":{"thresholdTime":60}}' }, { token: tenant });
    const c = await plugin();
    await c.publishAsync('device/attributes/pu-dev', JSON.stringify({ temperature: 22 }), { qos: 1 });
    expect(await status()).toBe('1');
    await c.endAsync();
  });

  it('stops accepting a device moved to another protocol, deleted, or of a disabled tenant', async () => {
    const c = await plugin();
    await c.publishAsync('device/attributes/pu-moved', JSON.stringify({ v: 1 }), { qos: 1 });
    expect((await s.post('/device/update_only', { id: dev.moved.id, protocol: 'OTHER' }, { token: tenant })).code).toBe(200);
    await refused(c, 'device/attributes/pu-moved');
    expect(await current(dev.moved.id)).toEqual(expect.objectContaining({ v: 1 }));
    expect(await current(dev.moved.id)).not.toHaveProperty('evil');

    expect((await s.post('/tenant/enable', { id: tenantBId, enabled: '0' }, { token: sys })).code).toBe(200);
    await refused(await plugin(), 'device/attributes/pu-b');
    expect((await s.post('/tenant/enable', { id: tenantBId, enabled: '1' }, { token: sys })).code).toBe(200);
    const again = await plugin();
    await again.publishAsync('device/attributes/pu-b', JSON.stringify({ level: 4 }), { qos: 1 });
    expect((await current(dev.b.id, tenantB)).level).toBe(4);

    expect((await s.post('/device/delete', { ids: [dev.b.id] }, { token: tenantB })).code).toBe(200);
    await refused(again, 'device/attributes/pu-b');
  });

  it("never forwards a plugin's uplink to the device's downlink subscription", async () => {
    const device = await mqtt.connectAsync(url, { username: 'pu-dev', reconnectPeriod: 0 });
    const got: string[] = [];
    device.on('message', (topic) => got.push(topic));
    await device.subscribeAsync('device/attributes/pu-dev', { qos: 1 });
    const c = await plugin();
    await c.publishAsync('device/attributes/pu-dev', JSON.stringify({ temperature: 23 }), { qos: 1 });
    await wait(200);
    expect(got).toEqual([]);
    expect((await current(dev.dev.id)).temperature).toBe(23);
    await c.endAsync();
    await device.endAsync();
  });

  it("ends the plugin's sessions when SYS_ADMIN changes its prefix, resets its secret or deletes it", async () => {
    const id = (await s.post('/tp_protocol_plugin/list', { current_page: 1, per_page: 10, protocol_type: 'MODBUS_TCP' }, { token: sys })).data.data[0].id;
    const closes = (c: MqttClient) => new Promise<void>((r) => c.once('close', () => r()));
    let c = await plugin();
    let closed = closes(c);
    await s.post('/tp_protocol_plugin/edit', { id, description: 'no reconnect needed' }, { token: sys });
    await c.publishAsync('device/attributes/pu-dev', JSON.stringify({ temperature: 24 }), { qos: 1 });
    await s.post('/tp_protocol_plugin/edit', { id, sub_topic_prefix: 'plugin/modbus/up2/' }, { token: sys });
    await closed;
    c.end(true);
    c = await plugin();
    closed = closes(c);
    const reset = await s.post('/tp_protocol_plugin/secret/reset', { id }, { token: sys });
    await closed;
    c.end(true);
    await expect(plugin()).rejects.toThrow();
    secret = reset.data.secret;
    c = await plugin();
    closed = closes(c);
    expect((await s.post('/tp_protocol_plugin/delete', { id }, { token: sys })).code).toBe(200);
    await closed;
    c.end(true);
  });
});
