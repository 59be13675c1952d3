/**
 * Forwarding rule routes: CRUD with the contract's fields, the MQTT password never echoed (and kept on an edit
 * that leaves it out), the spec's /gg_data names, what a tenant user is refused, bad input (code 1000 naming the
 * field), and the target checks: only http(s), no credentials in the URL, no private or metadata addresses
 * unless the operator allows private targets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';
import { addDevice, type Device } from '../automation/helpers';

describe.each(testBackends())('forwarding rules API (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let user: string;
  let device: Device;
  const post = (path: string, body: unknown = {}, token = admin, lang = 'en') => s.post(path, body, { token, headers: { 'accept-language': lang } });
  const page = { current_page: 1, per_page: 50 };
  const rule = (extra: Record<string, unknown> = {}) => ({
    name: 'Out',
    desc: 'to the cloud',
    target_info: {
      url: 'https://example.com/in',
      mqtt: { host: 'broker.example.com', port: 8883, tls: true, username: 'u', password: 'secret', client_id: 'c1', topic: 'tp/{device_id}', qos: 1 },
    },
    device_info: [{ device_id: device.id, message_type: 1 }],
    ...extra,
  });
  const idOf = async (name: string) => ((await post('/tp_data/transpond/list', page)).data.data as any[]).find((r) => r.name === name)?.id as string;

  beforeAll(async () => {
    s = await startTestServer({ backend });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
    device = await addDevice(s, admin, 'Meter');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('adds, lists, reads, edits, switches and deletes a rule; the password is never echoed', async () => {
    expect(await post('/tp_data/transpond/add', rule(), admin, 'zh')).toMatchObject({ code: 200, message: '操作成功' });
    const id = await idOf('Out');
    const list = (await post('/tp_data/transpond/list', page)).data;
    expect(list.data[0]).toMatchObject({ id, name: 'Out', desc: 'to the cloud', status: 0, warning_switch: 0, stats: { delivered: 0, failed: 0, dropped: 0 } });
    expect(JSON.stringify(list)).not.toContain('secret');
    const detail = (await post('/tp_data/transpond/detail', { data_transpond_id: id })).data;
    expect(detail.target_info.mqtt).toMatchObject({
      host: 'broker.example.com',
      port: 8883,
      tls: true,
      password: '',
      password_set: true,
      topic: 'tp/{device_id}',
      qos: 1,
    });
    expect(detail.device_info).toEqual([{ device_id: device.id, message_type: 1, business_id: '', asset_group_id: '' }]);
    // An edit without the password keeps it; with one replaces it.
    const { password: _p, ...mqttNoPassword } = rule().target_info.mqtt;
    expect((await post('/tp_data/transpond/edit', { id, ...rule({ name: 'Out 2', target_info: { mqtt: mqttNoPassword } }) })).code).toBe(200);
    const row = await s.server.ctx.db.selectFrom('tp_data_transpond').select('target_info').where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.target_info).mqtt.password).toBe('secret');
    expect((await post('/tp_data/transpond/detail', { data_transpond_id: id })).data).toMatchObject({ name: 'Out 2', target_info: { url: '' } });
    expect((await post('/tp_data/transpond/switch', { data_transpond_id: id, switch: 1 })).code).toBe(200);
    expect((await post('/tp_data/transpond/list', { ...page, status: 1 })).data.total).toBe(1);
    expect((await post('/tp_data/transpond/delete', { data_transpond_id: id })).code).toBe(200);
    expect(await post('/tp_data/transpond/detail', { data_transpond_id: id }, admin, 'zh')).toMatchObject({
      code: 400,
      message: '未找到对应的转发信息或租户ID不匹配',
    });
  });

  it("answers the spec's /gg_data/transpond names with the same rules", async () => {
    expect((await post('/gg_data/transpond/add', rule({ name: 'Legacy' }))).code).toBe(200);
    const id = await idOf('Legacy');
    expect((await post('/gg_data/transpond/list', page)).data.data.map((r: any) => r.id)).toContain(id);
    expect((await post('/gg_data/transpond/edit', { id, ...rule({ name: 'Legacy 2' }) })).code).toBe(200);
    expect((await post('/gg_data/transpond/delete', { id })).code).toBe(200);
    expect((await post('/tp_data/transpond/detail', { data_transpond_id: id })).code).toBe(400);
  });

  it('an alarm strategy is created with the rule when the alarm switch is on', async () => {
    expect(
      (
        await post(
          '/tp_data/transpond/add',
          rule({ name: 'Alarmed', warning_switch: 1, warning_strategy: { warning_strategy_name: 'Fwd', warning_level: '3', trigger_count: 5 } }),
        )
      ).code,
    ).toBe(200);
    const d = (await post('/tp_data/transpond/detail', { data_transpond_id: await idOf('Alarmed') })).data;
    expect(d.warning_strategy).toMatchObject({ warning_strategy_name: 'Fwd', warning_level: '3', trigger_count: 5 });
    expect(d.warning_strategy_id).toBe(d.warning_strategy.id);
    expect((await post('/tp_data/transpond/delete', { data_transpond_id: d.id })).code).toBe(200);
  });

  it('lets a tenant user read the list with header values hidden, and refuses every other route', async () => {
    expect(
      (
        await post(
          '/tp_data/transpond/add',
          rule({ name: 'Seen', target_info: { url: 'https://example.com/in', headers: { Authorization: 'Bearer s3cret' } } }),
        )
      ).code,
    ).toBe(200);
    const listed = await post('/tp_data/transpond/list', page, user);
    expect(listed.code).toBe(200);
    expect(listed.data.data.find((r: any) => r.name === 'Seen').target_info.headers).toEqual({ Authorization: '' });
    expect(JSON.stringify(listed.data)).not.toContain('s3cret');
    const id = await idOf('Seen');
    expect((await post('/tp_data/transpond/detail', { data_transpond_id: id }, user)).code).toBe(999);
    expect((await post('/tp_data/transpond/switch', { data_transpond_id: id, switch: 1 }, user)).code).toBe(999);
    expect((await post('/tp_data/transpond/test', { data_transpond_id: id }, user)).code).toBe(999);
    expect((await post('/tp_data/transpond/delete', { data_transpond_id: id }, user)).code).toBe(999);
    expect((await post('/gg_data/transpond/delete', { id }, user)).code).toBe(999);
    expect((await post('/tp_data/transpond/delete', { data_transpond_id: id })).code).toBe(200);
    expect((await post('/tp_data/transpond/add', rule({ name: 'U' }), user)).code).toBe(999);
    expect((await post('/tp_data/transpond/quiz', { script: 'function encodeInp(m) { return m; }' }, user)).code).toBe(999);
  });

  it('bad input is 1000 with a message naming the field', async () => {
    const bad = async (body: unknown, message: RegExp, path = '/tp_data/transpond/add') => {
      const r = await post(path, body);
      expect(r.code, JSON.stringify(body)).toBe(1000);
      expect(r.message).toMatch(message);
    };
    await bad(rule({ target_info: {} }), /url or an mqtt host/);
    await bad(rule({ name: '' }), /name/);
    await bad(rule({ name: 'x'.repeat(37) }), /name/);
    await bad(rule({ extra: 1 }), /extra|additional/i);
    await bad(rule({ target_info: { url: 'ftp://example.com/x' } }), /http:\/\/ or https:\/\//);
    await bad(rule({ target_info: { url: 'file:///etc/passwd' } }), /http:\/\/ or https:\/\//);
    await bad(rule({ target_info: { url: 'not a url' } }), /http:\/\/ or https:\/\//);
    await bad(rule({ target_info: { url: 'https://u:p@example.com/' } }), /user name or password/);
    await bad(rule({ target_info: { url: 'https://example.com/', headers: { Host: 'evil' } } }), /header "Host"/);
    await bad(rule({ target_info: { url: 'https://example.com/', headers: { 'X-A': 'a\r\nB: c' } } }), /header "X-A"/);
    await bad(rule({ target_info: { mqtt: { host: 'b.example.com', topic: 'a/#' } } }), /mqtt.topic/);
    await bad(rule({ target_info: { mqtt: { host: 'b.example.com', topic: 't', port: 70000 } } }), /port/);
    await bad(rule({ target_info: { mqtt: { host: 'bad host!', topic: 't' } } }), /mqtt.host/);
    await bad(rule({ device_info: [{ message_type: 1 }] }), /device_info\[0\]/);
    await bad(rule({ device_info: [{ device_id: 'nope', message_type: 1 }] }), /device_info\[0\] names an unknown/);
    await bad(rule({ device_info: [{ device_id: device.id, message_type: 9 }] }), /message_type/);
    await bad({ data_transpond_id: 'x', switch: 2 }, /switch/, '/tp_data/transpond/switch');
  });

  it('refuses loopback, private and metadata targets unless the operator allows private ones', async () => {
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://localhost/',
      'http://10.1.2.3/',
      'http://192.168.1.1/',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
    ]) {
      const r = await post('/tp_data/transpond/add', rule({ name: 'ssrf', target_info: { url } }));
      expect(r.code, url).toBe(1000);
      expect(r.message).toMatch(/may not reach/);
    }
    const r = await post('/tp_data/transpond/add', rule({ name: 'ssrf', target_info: { mqtt: { host: '127.0.0.1', topic: 't' } } }));
    expect(r).toMatchObject({ code: 1000, message: expect.stringMatching(/mqtt.host points at an address/) });
  });
});
