/**
 * Protocol plugins: SYS_ADMIN's platform-wide registry. CRUD with closed schemas and field checks (addresses, topic
 * prefix, JSON extras, a unique protocol type), localized messages, and what tenants are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const valid = {
  name: 'Modbus TCP',
  protocol_type: 'MODBUS_TCP',
  access_address: '127.0.0.1:502',
  http_address: 'http://127.0.0.1:503',
  sub_topic_prefix: 'plugin/modbus/',
  description: 'Modbus adapter',
  device_type: '2',
  additional_info: '{"poll":5}',
};

describe.each(testBackends())('protocol plugins (%s)', (backend) => {
  let s: TestServer;
  let sys: string;
  const post = (path: string, body: unknown, token = sys, lang = 'en') => s.post(path, body, { token, headers: { 'accept-language': lang } });
  const page = { current_page: 1, per_page: 10 };

  beforeAll(async () => {
    s = await startTestServer({ backend });
    sys = await s.login(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('adds, lists, filters, edits and deletes plugins', async () => {
    const added = await post('/tp_protocol_plugin/add', valid, sys, 'ch');
    expect(added).toMatchObject({ code: 200, message: '添加成功', data: valid });
    const id = added.data.id;
    expect(added.data.created_at).toBeGreaterThan(0);
    const other = (await post('/tp_protocol_plugin/add', { name: 'Bare', protocol_type: 'bare' })).data;
    expect(other).toMatchObject({ access_address: '', device_type: '1', additional_info: '' });
    const listed = (await post('/tp_protocol_plugin/list', page)).data;
    expect(listed.total).toBe(2);
    expect((await post('/tp_protocol_plugin/list', { ...page, name: 'modbus' })).data.data.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await post('/tp_protocol_plugin/list', { ...page, device_type: '1' })).data.data.map((p: { id: string }) => p.id)).toEqual([other.id]);
    const edited = await post('/tp_protocol_plugin/edit', { id, name: 'Modbus', sub_topic_prefix: 'mb/' });
    expect(edited).toMatchObject({ code: 200, data: { name: 'Modbus', sub_topic_prefix: 'mb/', access_address: '127.0.0.1:502' } });
    expect((await post('/tp_protocol_plugin/delete', { id })).code).toBe(200);
    expect((await post('/tp_protocol_plugin/delete', { id })).code).toBe(400);
    expect((await post('/tp_protocol_plugin/edit', { id, name: 'gone' })).message).toBe('Unknown protocol plugin');
    expect((await post('/tp_protocol_plugin/delete', { id: other.id })).code).toBe(200);
  });

  it('bad input is 1000 with a message naming the field; a taken protocol type is 400', async () => {
    const bad = async (extra: object) => post('/tp_protocol_plugin/add', { ...valid, protocol_type: 'X1', ...extra });
    expect(await bad({ access_address: 'no-port' })).toMatchObject({ code: 1000, message: expect.stringContaining('access_address') });
    expect((await bad({ access_address: 'host:70000' })).code).toBe(1000);
    expect(await bad({ http_address: 'ftp://x' })).toMatchObject({ code: 1000, message: expect.stringContaining('http_address') });
    expect((await bad({ http_address: 'http://user:pw@x' })).code).toBe(1000);
    expect(await bad({ sub_topic_prefix: 'a/#/' })).toMatchObject({ code: 1000, message: expect.stringContaining('sub_topic_prefix') });
    expect((await bad({ sub_topic_prefix: '$SYS/' })).code).toBe(1000);
    expect((await bad({ sub_topic_prefix: 'no-slash' })).code).toBe(1000);
    expect(await bad({ additional_info: '{nope' })).toMatchObject({ code: 1000, message: expect.stringContaining('additional_info') });
    expect((await bad({ device_type: '3' })).code).toBe(1000);
    expect((await bad({ protocol_type: 'has space' })).code).toBe(1000);
    expect((await bad({ tenant_id: 'x' })).code).toBe(1000);
    expect((await post('/tp_protocol_plugin/add', { name: 'no type' })).code).toBe(1000);
    expect((await post('/tp_protocol_plugin/add', { ...valid, protocol_type: 'SAME' })).code).toBe(200);
    const taken = await post('/tp_protocol_plugin/add', { ...valid, protocol_type: 'SAME' });
    expect(taken).toMatchObject({ code: 400, message: 'Another protocol plugin already uses this protocol type' });
    const second = (await post('/tp_protocol_plugin/add', { ...valid, protocol_type: 'OTHER', sub_topic_prefix: 'plugin/other/' })).data;
    expect((await post('/tp_protocol_plugin/edit', { id: second.id, protocol_type: 'SAME' })).code).toBe(400);
    expect((await post('/tp_protocol_plugin/list', page)).data.total).toBe(2);
  });

  it("tenants are refused (999): the registry is the platform's, not a tenant's", async () => {
    const any = (await post('/tp_protocol_plugin/list', page)).data.data[0];
    for (const email of [TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL]) {
      const token = await s.login(email);
      expect((await post('/tp_protocol_plugin/list', page, token)).code).toBe(999);
      expect((await post('/tp_protocol_plugin/add', { ...valid, protocol_type: 'T' }, token)).code).toBe(999);
      expect((await post('/tp_protocol_plugin/edit', { id: any.id, name: 'hijacked' }, token)).code).toBe(999);
      expect((await post('/tp_protocol_plugin/delete', { id: any.id }, token)).code).toBe(999);
    }
    expect((await post('/tp_protocol_plugin/list', page)).data.data.find((p: { id: string }) => p.id === any.id).name).toBe(any.name);
    expect((await post('/tp_protocol_plugin/list', page, '')).code).toBe(401);
  });
});
