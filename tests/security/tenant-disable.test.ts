/**
 * Disabling a tenant stops it: its devices are dropped and refused (and what they send is not stored), its users'
 * sessions and sockets end, and no login is let in while it stays disabled — not even for an account the platform
 * admin re-enabled by hand — with a clear message in the request's language.
 */
import { ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../server/helpers/test-server';
import { connectDevice, liveSession, makeDevice, waitFor } from './hostile-client';

describe.each(testBackends())('tenant disable (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let tenantId: string;
  let ownerId: string;
  let owner: string;
  let device: { id: string; token: string };
  beforeAll(async () => {
    s = await startTestServer({ backend });
    admin = await s.login(ADMIN_EMAIL);
    const added = await s.post(
      '/tenant/add',
      { name: 'Doomed', admin_name: 'Doomed owner', admin_email: 'doomed@tessera.local', password: 'doomed-pw-1' },
      { token: admin },
    );
    expect(added.code).toBe(200);
    tenantId = added.data.id;
    ownerId = added.data.admin_id;
    owner = await s.login('doomed@tessera.local', 'doomed-pw-1');
    device = await makeDevice(s, owner, 'doomed device');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('drops the devices and the sockets, ends the sessions and refuses new devices and publishes', async () => {
    const ws = await liveSession(s, owner, device.id);
    const mqtt = await connectDevice(s, device.token);
    let dropped = false;
    mqtt.on('close', () => {
      dropped = true;
    });
    expect((await s.post('/tenant/enable', { id: tenantId, enabled: '0' }, { token: admin })).code).toBe(200);
    await waitFor(() => dropped && ws.closed() !== null, 'the device and the socket to be dropped');
    expect(ws.closed()).toBe(4401);
    mqtt.end(true);
    expect((await s.post('/auth/me', {}, { token: owner })).code).toBe(401);
    await expect(connectDevice(s, device.token)).rejects.toThrow(/Not authorized|Bad username|Identifier|refused/i);
    // Nothing it tried to send landed.
    const latest = await s.server.ctx.db.selectFrom('ts_kv_latest').select('key').where('device_id', '=', device.id).where('key', '!=', 'SYS_ONLINE').execute();
    expect(latest).toEqual([]);
  });

  it("refuses every login of the tenant, even of a user re-enabled by hand, in the request's language", async () => {
    const zh = await s.post('/auth/login', { email: 'doomed@tessera.local', password: 'doomed-pw-1' });
    expect(zh.code).not.toBe(200);
    expect(zh.message).toBe('所属租户已被禁用，请联系系统管理员');
    // The platform admin turns the owner account back on, but not the tenant.
    await s.server.ctx.db.updateTable('users').set({ enabled: '1' }).where('id', '=', ownerId).execute();
    const en = await s.post('/auth/login', { email: 'doomed@tessera.local', password: 'doomed-pw-1' }, { headers: { 'accept-language': 'en' } });
    expect(en.code).toBe(400);
    expect(en.message).toBe('Your tenant has been disabled; please contact the system administrator');
    const de = await s.post('/auth/login', { email: 'doomed@tessera.local', password: 'doomed-pw-1' }, { headers: { 'accept-language': 'de' } });
    expect(de.message).toMatch(/Mandant wurde deaktiviert/);
  });

  it('enabling the tenant lets its users and devices back in', async () => {
    expect((await s.post('/tenant/enable', { id: tenantId, enabled: '1' }, { token: admin })).code).toBe(200);
    const token = await s.login('doomed@tessera.local', 'doomed-pw-1');
    expect((await s.post('/auth/me', {}, { token })).code).toBe(200);
    const mqtt = await connectDevice(s, device.token);
    await mqtt.endAsync();
  });
});
