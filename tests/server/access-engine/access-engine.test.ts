/**
 * The access engine: the per-tenant Node-RED child starts in the background for a tenant admin and says when it is
 * ready; its editor and admin API (through the same-origin proxy and directly on its loopback port) refuse callers
 * without a flow-editor token of that tenant; a flow of the Tessera nodes deployed through the admin API turns a
 * real device's MQTT message into a command that device receives; another tenant's devices never reach the flow;
 * closing the server leaves no process behind. `off` and a URL start nothing.
 */
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

async function until<T>(fn: () => Promise<T>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.each(testBackends())('access engine (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let tenantId: string;
  let editor: string;
  let flowToken: string;
  const post = (path: string, body: unknown = {}, token = admin) => s.post(path, body, { token });

  beforeAll(async () => {
    s = await startTestServer({ backend, config: { flowEditor: 'embedded', flowEditorPort: 0 } });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    tenantId = (await post('/auth/me')).data.tenant_id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('stays stopped until a tenant admin opens it, then starts in the background and says when it is ready', async () => {
    const user = await s.login(TENANT_USER_EMAIL);
    const first = await post('/access_engine/status', {});
    expect(first).toMatchObject({ code: 200, data: { mode: 'embedded', state: 'stopped', editor_url: `/flow-editor/${tenantId}/` } });
    // A plain user may look but neither starts the engine nor gets an editor token; SYS_ADMIN has no tenant engine.
    expect((await post('/access_engine/status', { start: true }, user)).data.state).toBe('stopped');
    expect((await post('/access_engine/token', {}, user)).code).toBe(999);
    expect((await post('/access_engine/status', { start: true }, await s.login(ADMIN_EMAIL))).code).toBe(999);
    expect((await post('/access_engine/status', { start: 'yes' })).code).toBe(1000);
    const started = await post('/access_engine/status', { start: true });
    expect(['starting', 'ready']).toContain(started.data.state);
    const ready = await until(async () => {
      const r = await post('/access_engine/status', {});
      return r.data.state === 'ready' ? r.data : null;
    });
    expect(ready.token_key).toBe(`auth-tokens-flow-editor-${tenantId}`);
    editor = `${s.url}${ready.editor_url}`;
    const t = await post('/access_engine/token', {});
    expect(t.data).toMatchObject({ expires_in: 8 * 3600, token_type: 'Bearer' });
    flowToken = t.data.access_token;
  }, 90_000);

  it('refuses the Node-RED admin API without a flow-editor token of this tenant, through the proxy and directly', async () => {
    expect((await fetch(editor)).status).toBe(200); // the editor page itself (public Node-RED code)
    expect((await fetch(`${editor}flows`)).status).toBe(401);
    expect((await fetch(`${editor}flows`, { headers: { authorization: 'Bearer forged' } })).status).toBe(401);
    // The Tessera login token is not a flow-editor token.
    expect((await fetch(`${editor}flows`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(401);
    const good = await fetch(`${editor}flows`, { headers: { authorization: `Bearer ${flowToken}` } });
    expect(good.status).toBe(200);
    expect(good.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Another tenant's editor path with this tenant's token.
    expect((await fetch(`${s.url}/flow-editor/ffffffff/flows`, { headers: { authorization: `Bearer ${flowToken}` } })).status).toBe(401);
    // Node-RED's own check, bypassing the proxy (the child listens on loopback).
    const port = s.server.access.engine.readyEngine(tenantId)!.port;
    expect((await fetch(`http://127.0.0.1:${port}/flows`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/flows`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/flows`, { headers: { authorization: `Bearer ${flowToken}` } })).status).toBe(200);
  });

  it('a deployed flow of the Tessera nodes turns a device message into a command the device receives', async () => {
    const project = (await post('/business/add', { name: 'flows' })).data;
    const group = (await post('/asset/add_only', { name: 'g', parent_id: '0', business_id: project.id })).data;
    const dev = (await post('/device/add_only', { name: 'echo', asset_id: group.id })).data;
    const flows = [
      { id: 'tab1', type: 'tab', label: 'echo' },
      { id: 'in1', type: 'tessera in', z: 'tab1', deviceId: dev.id, kind: 'values', wires: [['cmd1']] },
      { id: 'cmd1', type: 'tessera command', z: 'tab1', deviceId: '', identifier: 'echo', wires: [[]] },
    ];
    const deploy = await fetch(`${editor}flows`, {
      method: 'POST',
      body: JSON.stringify(flows),
      headers: { authorization: `Bearer ${flowToken}`, 'content-type': 'application/json', 'node-red-deployment-type': 'full' },
    });
    expect([200, 204], await deploy.clone().text()).toContain(deploy.status);
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${s.server.mqttPort}`, {
      username: dev.token,
      protocolVersion: 4,
      reconnectPeriod: 0,
      clientId: `access-engine-${dev.id}`,
    });
    try {
      const got: unknown[] = [];
      client.on('message', (_t, p) => got.push(JSON.parse(p.toString())));
      await client.subscribeAsync(`device/command/${dev.token}`, { qos: 1 });
      await client.publishAsync('device/attributes', JSON.stringify({ temperature: 21.5 }), { qos: 1 });
      await until(async () => got.length > 0, 15_000);
      expect(got[0]).toEqual({ method: 'echo', params: { temperature: 21.5 } });
      // The command went through the command service: it is in the device's command history.
      const history = await post('/device/command/history/list', { device_id: dev.id, current_page: 1, per_page: 10 });
      expect(history.data.data[0]).toMatchObject({ command_identify: 'echo' });
    } finally {
      await client.endAsync();
    }
  });

  it("another tenant's device messages never reach this tenant's flows", async () => {
    const sys = await s.login(ADMIN_EMAIL);
    await s.post('/user/add', { email: 'owner-flow-b@tessera.local', password: 'tenant-b-pw', authority: 'TENANT_ADMIN' }, { token: sys });
    const b = await s.login('owner-flow-b@tessera.local', 'tenant-b-pw');
    const project = (await post('/business/add', { name: 'B' }, b)).data;
    const group = (await post('/asset/add_only', { name: 'g', parent_id: '0', business_id: project.id }, b)).data;
    const devB = (await post('/device/add_only', { name: 'b', asset_id: group.id }, b)).data;
    // A flow of tenant A listening to every device and echoing to B's device by id: nothing may arrive.
    const flows = [
      { id: 'tab2', type: 'tab', label: 'all' },
      { id: 'in2', type: 'tessera in', z: 'tab2', deviceId: '', kind: 'all', wires: [['cmd2']] },
      { id: 'cmd2', type: 'tessera command', z: 'tab2', deviceId: devB.id, identifier: 'steal', wires: [[]] },
    ];
    const deploy = await fetch(`${editor}flows`, {
      method: 'POST',
      body: JSON.stringify(flows),
      headers: { authorization: `Bearer ${flowToken}`, 'content-type': 'application/json' },
    });
    expect([200, 204]).toContain(deploy.status);
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${s.server.mqttPort}`, {
      username: devB.token,
      protocolVersion: 4,
      reconnectPeriod: 0,
      clientId: `access-engine-${devB.id}`,
    });
    try {
      const got: unknown[] = [];
      client.on('message', (_t, p) => got.push(p.toString()));
      await client.subscribeAsync(`device/command/${devB.token}`, { qos: 1 });
      await client.publishAsync('device/attributes', JSON.stringify({ x: 1 }), { qos: 1 });
      await new Promise((r) => setTimeout(r, 1500));
      expect(got).toEqual([]);
      expect((await post('/device/command/history/list', { device_id: devB.id, current_page: 1, per_page: 10 }, b)).data.total).toBe(0);
    } finally {
      await client.endAsync();
    }
  });

  it('signing out ends the flow-editor tokens of that session', async () => {
    const session = await s.login(TENANT_ADMIN_EMAIL);
    const tok = (await post('/access_engine/token', {}, session)).data.access_token;
    const flows = () => fetch(`${editor}flows`, { headers: { authorization: `Bearer ${tok}` } }).then((r) => r.status);
    expect(await flows()).toBe(200);
    expect((await post('/auth/logout', {}, session)).code).toBe(200);
    await until(async () => (await flows()) === 401, 5000);
    expect((await fetch(`${editor}flows`, { headers: { authorization: `Bearer ${flowToken}` } })).status).toBe(200);
  });

  it('disabling a tenant stops its engine and ends its editor sessions', async () => {
    const sys = await s.login(ADMIN_EMAIL);
    const c = await s.login('owner-flow-b@tessera.local', 'tenant-b-pw');
    const tenantB = (await post('/auth/me', {}, c)).data.tenant_id;
    expect((await post('/access_engine/status', { start: true }, c)).code).toBe(200);
    await until(async () => (await post('/access_engine/status', {}, c)).data.state === 'ready');
    const pid = s.server.access.engine.readyEngine(tenantB)!.pid!;
    const tok = (await post('/access_engine/token', {}, c)).data.access_token;
    expect((await fetch(`${s.url}/flow-editor/${tenantB}/flows`, { headers: { authorization: `Bearer ${tok}` } })).status).toBe(200);
    expect((await post('/tenant/enable', { id: tenantB, enabled: '0' }, sys)).code).toBe(200);
    await until(async () => !alive(pid), 10_000);
    expect(s.server.access.engine.readyEngine(tenantB)).toBeNull();
    expect(s.server.access.engine.tokenTenant(tok)).toBeNull();
    // This tenant's engine runs on.
    expect(s.server.access.engine.readyEngine(tenantId)).not.toBeNull();
  }, 90_000);

  it('closing the server stops Node-RED: no process is left behind', async () => {
    const pid = s.server.access.engine.readyEngine(tenantId)?.pid;
    expect(pid).toBeGreaterThan(0);
    await s.server.close();
    expect(alive(pid!)).toBe(false);
  });
});

describe('access engine modes', () => {
  it('off starts nothing and says how to enable it', async () => {
    const off = await startTestServer({ config: { flowEditor: 'off' } });
    try {
      const token = await off.login(TENANT_ADMIN_EMAIL);
      const r = await off.post('/access_engine/status', { start: true }, { token, headers: { 'accept-language': 'en' } });
      expect(r).toMatchObject({ code: 200, data: { mode: 'off', state: 'off' } });
      expect(r.message).toContain('TESSERA_FLOW_EDITOR');
      expect((await off.post('/access_engine/token', {}, { token })).code).toBe(400);
    } finally {
      await off.close();
    }
  }, 90_000);

  it('a URL points the page at an existing Node-RED and starts nothing', async () => {
    const ext = await startTestServer({ config: { flowEditor: 'http://node-red.example:1880/' } });
    try {
      const token = await ext.login(TENANT_ADMIN_EMAIL);
      const r = await ext.post('/access_engine/status', { start: true }, { token });
      expect(r.data).toMatchObject({ mode: 'url', state: 'external', editor_url: 'http://node-red.example:1880/' });
    } finally {
      await ext.close();
    }
  }, 90_000);
});
