/**
 * A dashboard share link on the realtime socket (`{type:'auth', share_id}` on `/api/ws`): it follows only the devices
 * its dashboard reads, never a tenant topic; revoking or replacing the link, deleting the dashboard or removing a
 * shared device from it closes the socket at once (4401); an unknown or revoked link is refused.
 */
import { sql } from 'kysely';
import { MAX_SHARE_SOCKETS, TRY_AGAIN_CLOSE_CODE } from '../../../server/src/realtime/ws-gateway';
import { openWs, waitFor, type WsProbe } from '../../security/hostile-client';
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const tile = (i: string, deviceId: string) => ({
  i,
  x: 0,
  y: 0,
  w: 6,
  h: 4,
  kind: 'widget',
  device_id: deviceId,
  widget: { type: 'textInfo', mapping: ['t'], controlType: 'information' },
});
const layout = (...ids: string[]) => ({ version: 1, time_range: '1h', tiles: ids.map((d, n) => tile(`t${n}`, d)) });

describe.each(testBackends())('dashboard share socket (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let dev: string;
  let second: string;
  let other: string;
  const as = (path: string, body: unknown = {}) => s.post(path, body, { token: admin });

  beforeAll(async () => {
    s = await startTestServer({ backend });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    dev = (await as('/device/add_only', { name: 'share socket sensor' })).data.id;
    second = (await as('/device/add_only', { name: 'share socket second' })).data.id;
    other = (await as('/device/add_only', { name: 'share socket not shared' })).data.id;
    await sql`insert into ts_kv_latest (device_id, key, ts, dbl_v) values (${dev}, 't', ${Date.now() * 1000}, 20.5)`.execute(s.server.ctx.db);
  });
  afterAll(() => s?.close());

  async function sharedBoard(...ids: string[]): Promise<{ id: string; share: string }> {
    const board = await as('/tp_dashboard/add', { dashboard_name: `shared ${Math.random()}`, json_data: layout(...ids) });
    expect(board.code).toBe(200);
    const share = await as('/share/generate', { id: board.data.id });
    return { id: board.data.id, share: share.data.share_id };
  }

  async function shareSocket(share: string): Promise<WsProbe> {
    const p = await openWs(s);
    p.send({ type: 'auth', share_id: share });
    await p.next((m) => m.type === 'auth' && m.ok, 'share auth');
    return p;
  }

  async function expectClosed(p: WsProbe) {
    await waitFor(() => p.closed() !== null, 'the share socket to close');
    expect(p.closed()).toBe(4401);
  }

  it("follows the dashboard's devices with a snapshot, and nothing else", async () => {
    const board = await sharedBoard(dev);
    const p = await shareSocket(board.share);
    p.send({ type: 'subscribe', device_id: dev });
    const snap = await p.next((m) => m.type === 'values' && m.device_id === dev, 'the snapshot');
    expect(snap.values).toMatchObject({ t: 20.5 });
    p.send({ type: 'subscribe', device_id: other });
    await p.next((m) => m.type === 'error' && m.device_id === other, 'the refusal of a device not on the dashboard');
    p.send({ type: 'subscribe_topic', topic: 'alerts' });
    await p.next((m) => m.type === 'error' && !m.device_id && !m.topic, 'the refusal of a tenant topic');
    expect(p.messages.some((m) => m.type === 'subscribed' && m.device_id === other)).toBe(false);
    expect(p.messages.some((m) => m.type === 'topic')).toBe(false);
    expect(p.closed()).toBeNull();
    p.ws.close();
  });

  it('refuses an unknown link and a malformed one', async () => {
    for (const share_id of ['x'.repeat(32), '', 'y'.repeat(200)]) {
      const p = await openWs(s);
      p.send({ type: 'auth', share_id });
      await expectClosed(p);
      expect(p.messages.some((m) => m.type === 'auth' && m.ok)).toBe(false);
    }
  });

  it('revoking the link closes its socket at once, and the old link is refused afterwards', async () => {
    const board = await sharedBoard(dev);
    const p = await shareSocket(board.share);
    expect((await as('/share/revoke', { id: board.id })).code).toBe(200);
    await expectClosed(p);
    const again = await openWs(s);
    again.send({ type: 'auth', share_id: board.share });
    await expectClosed(again);
  });

  it('a new link replaces the old one; deleting the dashboard closes its sockets', async () => {
    const board = await sharedBoard(dev);
    const p = await shareSocket(board.share);
    const fresh = (await as('/share/generate', { id: board.id })).data.share_id;
    await expectClosed(p);
    const q = await shareSocket(fresh);
    expect((await as('/tp_dashboard/delete', { id: board.id })).code).toBe(200);
    await expectClosed(q);
  });

  it('removing a shared device from the dashboard closes the socket; adding one does not', async () => {
    const board = await sharedBoard(dev, second);
    const p = await shareSocket(board.share);
    expect((await as('/tp_dashboard/edit', { id: board.id, json_data: layout(dev, second, other) })).code).toBe(200);
    p.send({ type: 'ping' });
    await p.next((m) => m.type === 'pong', 'still open after adding a device');
    expect((await as('/tp_dashboard/edit', { id: board.id, json_data: layout(dev) })).code).toBe(200);
    await expectClosed(p);
    const q = await shareSocket(board.share);
    q.send({ type: 'subscribe', device_id: second });
    await q.next((m) => m.type === 'error' && m.device_id === second, 'the removed device refused');
    q.ws.close();
  });

  it('a made-up device id is refused like a real one not on the dashboard (nothing says whether it exists)', async () => {
    const board = await sharedBoard(dev);
    const p = await shareSocket(board.share);
    p.send({ type: 'subscribe', device_id: 'no-such-device' });
    await p.next((m) => m.type === 'error' && m.device_id === 'no-such-device', 'the refusal');
    p.ws.close();
  });

  it('bounds the sockets one public link may hold open; closing one lets the next in', async () => {
    const board = await sharedBoard(dev);
    const open: WsProbe[] = [];
    for (let n = 0; n < MAX_SHARE_SOCKETS; n += 20) open.push(...(await Promise.all(Array.from({ length: 20 }, () => shareSocket(board.share)))));
    const over = await openWs(s);
    over.send({ type: 'auth', share_id: board.share });
    await waitFor(() => over.closed() !== null, 'the socket over the bound to close');
    expect(over.closed()).toBe(TRY_AGAIN_CLOSE_CODE);
    expect(over.messages.some((m) => m.type === 'error')).toBe(true);
    open[0].ws.close();
    await waitFor(() => open[0].closed() !== null, 'one socket to close');
    // The server forgets the closed socket when its own close event runs: try until the next one is let in.
    let admitted = false;
    for (let n = 0; n < 20 && !admitted; n++) {
      const p = await openWs(s);
      p.send({ type: 'auth', share_id: board.share });
      await waitFor(() => p.closed() !== null || p.messages.some((m) => m.type === 'auth'), 'an answer');
      admitted = p.messages.some((m) => m.type === 'auth' && m.ok);
      open.push(p);
      if (!admitted) await new Promise((r) => setTimeout(r, 100));
    }
    expect(admitted).toBe(true);
    for (const p of open) p.ws.close();
  });
});
