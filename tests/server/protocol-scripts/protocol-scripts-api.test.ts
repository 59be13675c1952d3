/**
 * Protocol scripts: CRUD with closed schemas and localized messages, what a tenant user is refused, the trial run
 * (hex or text input, the answer in `message`), and ingest running a device's uplink script on a real MQTT publish
 * before storage, a failing script dropping only its own device's messages.
 */
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

async function until<T>(fn: () => Promise<T>, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Uplink: a 3-byte frame `[0x01, tempHi, tempLo]` (tenths of a degree) becomes `{temperature}`. */
const PARSER = `function encodeInp(msg, topic) {
  if (msg[0] !== 1) throw new Error('unknown frame ' + msg[0]);
  return JSON.stringify({ temperature: ((msg[1] << 8) | msg[2]) / 10, topic: topic });
}`;

describe.each(testBackends())('protocol scripts (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let user: string;
  const post = (path: string, body: unknown = {}, token = admin) => s.post(path, body, { token });
  const add = (extra: object = {}) => post('/tp_script/add', { script_name: 'parser', device_type: ENV_SENSOR_MODEL_ID, script_content_b: PARSER, ...extra });

  beforeAll(async () => {
    s = await startTestServer({ backend });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('adds, lists, edits and deletes scripts; bad input is 1000 with a localized message', async () => {
    const r = await add({ company: 'ACME', remark: 'r' });
    expect(r.code, r.message).toBe(200);
    expect(r.data).toMatchObject({ script_name: 'parser', device_type: ENV_SENSOR_MODEL_ID, company: 'ACME', protocol_type: 'mqtt', script_content_b: PARSER });
    const page = (await post('/tp_script/list', { current_page: 1, per_page: 10, device_type: ENV_SENSOR_MODEL_ID })).data;
    expect(page.data.map((x: any) => x.id)).toContain(r.data.id);
    expect(page.data[0].run_stats).toMatchObject({ calls: 0, errors: 0 });
    const edited = await post('/tp_script/edit', { id: r.data.id, script_name: 'renamed', remark: 'x' });
    expect(edited).toMatchObject({ code: 200, message: '修改成功', data: { script_name: 'renamed', remark: 'x', company: 'ACME' } });
    expect((await post('/tp_script/delete', { id: r.data.id })).code).toBe(200);
    expect(await post('/tp_script/delete', { id: r.data.id })).toMatchObject({ code: 400, message: '脚本不存在' });

    expect((await post('/tp_script/add', { script_name: 'x' })).code).toBe(1000);
    expect((await post('/tp_script/add', { script_name: 'x', device_type: ENV_SENSOR_MODEL_ID, extra: 1 })).code).toBe(1000);
    expect((await post('/tp_script/edit', { id: 'x' })).code).toBe(1000);
    const plugin = await s.post('/tp_script/add', { script_name: 'x', device_type: 'no-such-plugin' }, { token: admin, headers: { 'accept-language': 'en' } });
    expect(plugin).toMatchObject({ code: 1000, message: 'Unknown device plugin' });
    expect((await post('/tp_script/list', { current_page: 0 })).code).toBe(1000);
  });

  it('refuses a tenant user every change and the trial run, but lets them list', async () => {
    expect((await add()).code).toBe(200);
    expect((await s.post('/tp_script/add', { script_name: 'u', device_type: ENV_SENSOR_MODEL_ID }, { token: user })).code).toBe(999);
    expect((await s.post('/tp_script/quiz', { script_content: PARSER, msg_content: '0x010102' }, { token: user })).code).toBe(999);
    expect((await s.post('/tp_script/list', { current_page: 1, per_page: 10 }, { token: user })).code).toBe(200);
  });

  it('trial-runs a script on hex or text input and answers in the message, errors included', async () => {
    const hex = await post('/tp_script/quiz', { script_content: PARSER, msg_content: '0x0100ea', topic_content: 'device/attributes' });
    expect(hex).toEqual({ code: 200, message: JSON.stringify({ temperature: 23.4, topic: 'device/attributes' }), data: [] });
    const text = await post('/tp_script/quiz', { script_content: 'function encodeInp(msg) { return msg; }', msg_content: 'Hi' });
    expect(text).toEqual({ code: 200, message: '[72,105]', data: [] });
    const thrown = await post('/tp_script/quiz', { script_content: PARSER, msg_content: '0x02' });
    expect(thrown).toEqual({ code: 200, message: 'Error: unknown frame 2', data: [] });
    const loop = await post('/tp_script/quiz', { script_content: 'function encodeInp() { while (true) {} }', msg_content: 'x' });
    expect(loop.code).toBe(200);
    expect(loop.message).toMatch(/timed out/);
    const escape = await post('/tp_script/quiz', {
      script_content: "function encodeInp() { return this.constructor.constructor('return process')().pid; }",
      msg_content: 'x',
    });
    expect(escape.message).toMatch(/'process' is not defined/);
    expect((await post('/tp_script/quiz', { script_content: PARSER, msg_content: '0xZZ' })).code).toBe(1000);
    expect((await post('/tp_script/quiz', { script_content: PARSER })).code).toBe(1000);
  });

  it('runs the bound uplink script on a real MQTT publish before storage; a failing script drops only its messages', async () => {
    const script = (await add({ script_name: 'frame parser' })).data;
    const broken = (await add({ script_name: 'broken', script_content_b: 'function encodeInp() { throw new Error("nope"); }' })).data;
    const project = (await post('/business/add', { name: 'scripts' })).data;
    const group = (await post('/asset/add_only', { name: 'g', parent_id: '0', business_id: project.id })).data;
    const parsed = (await post('/device/add_only', { name: 'parsed', asset_id: group.id, script_id: script.id })).data;
    const failing = (await post('/device/add_only', { name: 'failing', asset_id: group.id, script_id: broken.id })).data;
    const plain = (await post('/device/add_only', { name: 'plain', asset_id: group.id })).data;
    const port = s.server.mqttPort;
    const clients = await Promise.all(
      [parsed, failing, plain].map((d) =>
        mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { username: d.token, protocolVersion: 4, reconnectPeriod: 0, clientId: `sandbox-${d.id}` }),
      ),
    );
    try {
      await clients[0].publishAsync('device/attributes', Buffer.from([0x01, 0x00, 0xea]), { qos: 1 });
      await clients[1].publishAsync('device/attributes', Buffer.from([0x01, 0x00, 0x01]), { qos: 1 });
      await clients[2].publishAsync('device/attributes', JSON.stringify({ temperature: 5 }), { qos: 1 });
      const current = async (id: string) => ((await post('/kv/current', { entity_id: id })).data?.[0] ?? {}) as Record<string, unknown>;
      expect(
        await until(async () => {
          const c = await current(parsed.id);
          return c.temperature === 23.4 ? c : undefined;
        }),
      ).toMatchObject({ temperature: 23.4, topic: 'device/attributes' });
      expect(
        await until(async () => {
          const c = await current(plain.id);
          return c.temperature === 5 ? c : undefined;
        }),
      ).toBeTruthy();
      const rows = await until(async () => {
        const list = (await post('/tp_script/list', { current_page: 1, per_page: 50 })).data.data;
        return list.find((r: any) => r.id === broken.id).run_stats.calls === 1 ? list : undefined;
      });
      // The failing device's message went through its script and was dropped, nothing stored.
      expect(await current(failing.id)).not.toHaveProperty('temperature');
      expect(rows.find((r: any) => r.id === script.id).run_stats).toMatchObject({ calls: 1, errors: 0 });
      expect(rows.find((r: any) => r.id === broken.id).run_stats).toMatchObject({ calls: 1, errors: 1, last_error: 'Error: nope' });

      // Editing the script takes effect on the next message.
      await post('/tp_script/edit', { id: script.id, script_name: 'x2', script_content_b: 'function encodeInp(m) { return { temperature: m[2] * 2 }; }' });
      await clients[0].publishAsync('device/attributes', Buffer.from([0x01, 0x00, 0x10]), { qos: 1 });
      expect(await until(async () => (await current(parsed.id)).temperature === 32)).toBe(true);
    } finally {
      await Promise.all(clients.map((c) => c.endAsync()));
    }
  });

  it('runs the bound downlink script before an attribute write or command is published; a failing one fails the send', async () => {
    // The JSON body arrives as bytes; the device gets a 2-byte binary frame.
    const encoder = `function encodeInp(msg, topic) {
      const o = JSON.parse(String.fromCharCode.apply(null, msg));
      if (o.params && o.params.fail) throw new Error('cannot encode');
      return [0xa0, o.switch ? 1 : 0];
    }`;
    const script = (await add({ script_name: 'switch encoder', script_content_a: encoder })).data;
    const project = (await post('/business/add', { name: 'downlink' })).data;
    const group = (await post('/asset/add_only', { name: 'g', parent_id: '0', business_id: project.id })).data;
    const dev = (await post('/device/add_only', { name: 'lamp', asset_id: group.id, script_id: script.id })).data;
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${s.server.mqttPort}`, {
      username: dev.token,
      protocolVersion: 4,
      reconnectPeriod: 0,
      clientId: `sandbox-${dev.id}`,
    });
    try {
      const received: Buffer[] = [];
      client.on('message', (_topic, payload) => received.push(payload));
      await client.subscribeAsync(`device/attributes/${dev.token}`, { qos: 1 });
      const sent = await post('/device/operating_device', { device_id: dev.id, values: { switch: true } });
      expect(sent.code, sent.message).toBe(200);
      expect(await until(async () => received[0])).toEqual(Buffer.from([0xa0, 1]));
      const failed = await post('/device/command/send', { device_id: dev.id, command_identifier: 'set', command_data: '{"fail":1}' });
      expect(failed.code).toBe(400);
      expect(failed.message).toContain('downlink script failed: Error: cannot encode');
      const row = (await post('/tp_script/list', { current_page: 1, per_page: 10, id: script.id })).data.data[0];
      expect(row.downlink_stats).toMatchObject({ calls: 2, errors: 1, last_error: 'Error: cannot encode' });
    } finally {
      await client.endAsync();
    }
  });

  it("never runs another tenant's script for a device that names its id", async () => {
    const script = (await add({ script_name: 'A only', script_content_b: 'function encodeInp() { return { stolen: 1 }; }' })).data;
    const sys = await s.login(ADMIN_EMAIL);
    await s.post('/user/add', { email: 'owner-script-b@tessera.local', password: 'tenant-b-pw', authority: 'TENANT_ADMIN' }, { token: sys });
    const b = await s.login('owner-script-b@tessera.local', 'tenant-b-pw');
    const project = (await post('/business/add', { name: 'B' }, b)).data;
    const group = (await post('/asset/add_only', { name: 'g', parent_id: '0', business_id: project.id }, b)).data;
    const dev = (await post('/device/add_only', { name: 'b dev', asset_id: group.id, script_id: script.id }, b)).data;
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${s.server.mqttPort}`, {
      username: dev.token,
      protocolVersion: 4,
      reconnectPeriod: 0,
      clientId: `sandbox-${dev.id}`,
    });
    try {
      await client.publishAsync('device/attributes', JSON.stringify({ own: 7 }), { qos: 1 });
      const current = async () => ((await post('/kv/current', { entity_id: dev.id }, b)).data?.[0] ?? {}) as Record<string, unknown>;
      // Stored as sent: A's script (which would turn it into {stolen: 1}) did not run.
      const c = await until(async () => {
        const v = await current();
        return v.own === 7 ? v : undefined;
      });
      expect(c).not.toHaveProperty('stolen');
      const row = (await post('/tp_script/list', { current_page: 1, per_page: 10, id: script.id })).data.data[0];
      expect(row.run_stats.calls).toBe(0);
    } finally {
      await client.endAsync();
    }
  });
});
