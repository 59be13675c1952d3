/**
 * Several servers on one PostgreSQL database: a revocation decided on server A closes the sockets and drops the
 * devices that server B holds (the event bus over LISTEN/NOTIFY). PostgreSQL only: PGlite has one process.
 */
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../server/helpers/test-server';
import { connectDevice, liveSession, makeDevice, waitFor } from './hostile-client';

describe.skipIf(!process.env.TESSERA_TEST_DATABASE_URL)('cross-server revocation (postgres)', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ backend: 'postgres' });
    b = await startTestServer({ backend: 'postgres', sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('logout on A closes the socket on B', async () => {
    const token = await a.login(TENANT_ADMIN_EMAIL);
    const device = await makeDevice(a, token, 'cross-server device');
    const onB = await liveSession(b, token, device.id);
    expect((await a.post('/auth/logout', {}, { token })).code).toBe(200);
    await waitFor(() => onB.closed() !== null, 'the socket on B to close');
    expect(onB.closed()).toBe(4401);
  });

  it('disabling a tenant on A closes its sockets and drops its devices on B', async () => {
    const admin = await a.login(ADMIN_EMAIL);
    const added = await a.post(
      '/tenant/add',
      { name: 'Cross tenant', admin_name: 'Cross', admin_email: 'cross@tessera.local', password: 'cross-pw-1' },
      { token: admin },
    );
    expect(added.code).toBe(200);
    const owner = await a.login('cross@tessera.local', 'cross-pw-1');
    const device = await makeDevice(a, owner, 'cross tenant device');
    const onB = await liveSession(b, owner, device.id);
    const mqttOnB = await connectDevice(b, device.token);
    let dropped = false;
    mqttOnB.on('close', () => {
      dropped = true;
    });
    expect((await a.post('/tenant/enable', { id: added.data.id, enabled: '0' }, { token: admin })).code).toBe(200);
    await waitFor(() => onB.closed() !== null && dropped, 'B to close the socket and drop the device');
    expect(onB.closed()).toBe(4401);
    await expect(connectDevice(b, device.token)).rejects.toThrow();
    mqttOnB.end(true);
  });
});
