/**
 * Two servers on one PostgreSQL schema, both running the outbox worker: every notice queued through either server is
 * delivered exactly once (the claims never overlap), whichever server delivers it.
 */
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';
import { startHttp, until } from './receivers';

describe.runIf(testBackends().includes('postgres'))('notification outbox on two servers (postgres)', () => {
  let a: TestServer;
  let b: TestServer;
  let hook: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    hook = await startHttp();
    a = await startTestServer({ backend: 'postgres' });
    const schema = (await a.server.ctx.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('s')).executeTakeFirstOrThrow()).s;
    b = await startTestServer({ backend: 'postgres', config: { databaseSchema: schema } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await hook?.close();
  });

  it('delivers each of 60 notices once', async () => {
    const tokenA = await a.login(TENANT_ADMIN_EMAIL);
    const tokenB = await b.login(TENANT_ADMIN_EMAIL);
    const group = await a.post(
      '/notification/save',
      { group_name: 'Shared', notification_type: 3, notification_config: { webhook: { payload_url: `${hook.url}/shared` } } },
      { token: tokenA },
    );
    const queued = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).post('/notification/test', { id: group.data.id }, { token: i % 2 ? tokenA : tokenB })),
    );
    expect(queued.every((r) => r.code === 200 && r.data.queued === 1)).toBe(true);
    await until(() => hook.requests.length >= 60, '60 deliveries');
    const records = await until(async () => {
      const r = await a.post('/notification/history/list', { group_id: group.data.id, per_page: 100 }, { token: tokenA });
      return r.data.total === 60 && r.data.data;
    }, '60 records');
    const ids = hook.requests.map((r) => JSON.parse(r.body).delivery_id as string);
    expect(new Set(ids).size).toBe(60);
    expect(ids.length).toBe(60);
    expect(records.every((r: any) => r.send_result === 1 && r.attempt === 1)).toBe(true);
  });
});
