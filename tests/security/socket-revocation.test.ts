/**
 * A WebSocket session dies with its session: logout, the user disabled, a password changed (own or reset by an
 * admin) each close the user's open `/api/ws` and `/ws/device/current` sockets at once (4401), and a socket of a
 * revoked session accepts no new subscription.
 */
import { TENANT_ADMIN_EMAIL, TEST_PASSWORD, startTestServer, testBackends, type TestServer } from '../server/helpers/test-server';
import { liveSession, makeDevice, openWs, waitFor } from './hostile-client';

describe.each(testBackends())('socket revocation (%s)', (backend) => {
  let s: TestServer;
  let owner: string;
  let device: { id: string; token: string };
  let siteId: string;
  let n = 0;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    owner = await s.login(TENANT_ADMIN_EMAIL);
    siteId = (await s.post('/site/list', { per_page: 10 }, { token: owner })).data.data[0].id;
    device = await makeDevice(s, owner, 'revocation device', siteId);
  });
  afterAll(async () => {
    await s?.close();
  });

  /** A fresh user of the demo tenant, granted the demo site (so one test's revocation never touches another's). */
  async function freshUser(): Promise<{ id: string; email: string; token: string }> {
    const email = `revoked-${++n}@tessera.local`;
    const added = await s.post('/user/add', { email, password: TEST_PASSWORD, authority: 'TENANT_USER' }, { token: owner });
    expect(added.code).toBe(200);
    expect((await s.post('/site/user/add', { site_id: siteId, user_id: added.data.id }, { token: owner })).code).toBe(200);
    return { id: added.data.id, email, token: await s.login(email) };
  }

  async function expectClosed(p: Awaited<ReturnType<typeof openWs>>) {
    await waitFor(() => p.closed() !== null, 'the revoked socket to close');
    expect(p.closed()).toBe(4401);
  }

  it("logout closes the session's sockets, and only that session's", async () => {
    const u = await freshUser();
    const other = await s.login(u.email);
    const ws = await liveSession(s, u.token, device.id);
    const compat = await openWs(s, '/ws/device/current');
    compat.send({ device_id: device.id, token: u.token });
    await waitFor(() => compat.messages.length > 0, 'the compat snapshot');
    const keep = await liveSession(s, other, device.id);
    expect((await s.post('/auth/logout', {}, { token: u.token })).code).toBe(200);
    await expectClosed(ws);
    await expectClosed(compat);
    keep.send({ type: 'ping' });
    await keep.next((m) => m.type === 'pong', 'the other session still answers');
    expect(keep.closed()).toBeNull();
    keep.ws.close();
  });

  it('disabling the user closes every socket of the user', async () => {
    const u = await freshUser();
    const ws = await liveSession(s, u.token, device.id);
    expect((await s.post('/user/enabled', { id: u.id, enabled: '0' }, { token: owner })).code).toBe(200);
    await expectClosed(ws);
  });

  it("changing one's own password closes the other sessions' sockets and keeps the current one", async () => {
    const u = await freshUser();
    const elsewhere = await s.login(u.email);
    const mine = await liveSession(s, u.token, device.id);
    const theirs = await liveSession(s, elsewhere, device.id);
    expect((await s.post('/user/update', { old_password: TEST_PASSWORD, password: 'a-new-password-1' }, { token: u.token })).code).toBe(200);
    await expectClosed(theirs);
    mine.send({ type: 'ping' });
    await mine.next((m) => m.type === 'pong', 'the current session still answers');
    expect(mine.closed()).toBeNull();
    mine.ws.close();
  });

  it('a password reset by an admin and a user deletion close the sockets', async () => {
    const u = await freshUser();
    const ws = await liveSession(s, u.token, device.id);
    expect((await s.post('/user/reset_password', { id: u.id }, { token: owner })).code).toBe(200);
    await expectClosed(ws);
    const v = await freshUser();
    const ws2 = await liveSession(s, v.token, device.id);
    expect((await s.post('/user/delete', { id: v.id }, { token: owner })).code).toBe(200);
    await expectClosed(ws2);
  });

  it('a socket whose session was revoked behind the bus accepts no new subscription', async () => {
    const u = await freshUser();
    const ws = await liveSession(s, u.token, device.id);
    // Straight in the table, as another tool (or a lost notification) would leave it.
    await s.server.ctx.db.updateTable('session').set({ revoked_at: 1 }).where('user_id', '=', u.id).execute();
    ws.send({ type: 'subscribe', device_id: device.id });
    await expectClosed(ws);
    expect(ws.messages.filter((m) => m.type === 'subscribed')).toHaveLength(1);
  });
});
