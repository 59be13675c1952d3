/**
 * The outbox under failure: a webhook receiver that is down, then up (failed-then-sent, attempts counted, backoff
 * on the server clock), a restart with rows still pending, and — on PostgreSQL — concurrent claims that never take
 * one row twice.
 */
import { claimDue, enqueue, finishOutbox, outboxRow, purgeSent } from '../../../server/src/modules/notifications/store';
import { DEFAULT_RETRY_POLICY, retryDelay } from '../../../server/src/modules/notifications/outbox-worker';
import { ManualClock, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';
import { freePort, startHttp, until, validSignature } from './receivers';

describe.each(testBackends())('notification outbox (%s)', (backend) => {
  let s: TestServer;
  let tenant: string;
  const clock = new ManualClock();
  const receivers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    s = await startTestServer({ backend, clock });
    tenant = await s.login(TENANT_ADMIN_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
    for (const r of receivers) await r.close();
  });

  const history = async (groupId: string) =>
    (await s.post('/notification/history/list', { group_id: groupId, per_page: 50 }, { token: tenant })).data.data as any[];
  const webhookGroup = async (url: string, name: string) => {
    const r = await s.post(
      '/notification/save',
      { group_name: name, notification_type: 3, notification_config: { webhook: { payload_url: url, secret: 'k' } } },
      { token: tenant },
    );
    return r.data.id as string;
  };

  it('backs off exponentially up to the cap', () => {
    const p = DEFAULT_RETRY_POLICY;
    expect([1, 2, 3, 4].map((n) => retryDelay(p, n))).toEqual([p.baseDelayMs, 2 * p.baseDelayMs, 4 * p.baseDelayMs, 8 * p.baseDelayMs]);
    expect(retryDelay(p, 30)).toBe(p.maxDelayMs);
  });

  it('retries a delivery whose receiver was down: failed, then sent, attempts counted', async () => {
    const port = await freePort();
    const id = await webhookGroup(`http://127.0.0.1:${port}/hook`, 'Down then up');
    await s.post('/notification/test', { id }, { token: tenant });
    const failed = await until(async () => {
      const r = await history(id);
      return r.length === 1 && r;
    }, 'the failed attempt');
    expect(failed[0]).toMatchObject({ send_result: 2, attempt: 1, error: expect.stringContaining('ECONNREFUSED') });

    const receiver = await startHttp(undefined, port);
    receivers.push(receiver);
    clock.advance(DEFAULT_RETRY_POLICY.baseDelayMs);
    const rows = await until(async () => {
      const r = await history(id);
      return r.length === 2 && r;
    }, 'the retry');
    expect(rows.map((r) => [r.attempt, r.send_result])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(receiver.requests).toHaveLength(1);
    expect(validSignature(receiver.requests[0], 'k')).toBe(true);
  });

  it('waits for the backoff before the next attempt', async () => {
    const port = await freePort();
    const id = await webhookGroup(`http://127.0.0.1:${port}/hook`, 'Still down');
    await s.post('/notification/test', { id }, { token: tenant });
    await until(async () => (await history(id)).length === 1, 'the first attempt');
    const receiver = await startHttp(undefined, port);
    receivers.push(receiver);
    // A second worker pass before the delay ends finds nothing due.
    const db = s.server.ctx.db;
    expect(await claimDue(db, clock.now() + DEFAULT_RETRY_POLICY.baseDelayMs - 1, 1000, 10)).toEqual([]);
    clock.advance(DEFAULT_RETRY_POLICY.baseDelayMs);
    await until(async () => (await history(id)).length === 2, 'the second attempt');
  });

  it('keeps pending deliveries across a restart and sends them afterwards', async () => {
    const port = await freePort();
    const id = await webhookGroup(`http://127.0.0.1:${port}/hook`, 'Across restart');
    await s.post('/notification/test', { id }, { token: tenant });
    await until(async () => (await history(id)).length === 1, 'the failed attempt');
    s = await s.restart();
    tenant = await s.login(TENANT_ADMIN_EMAIL);
    const receiver = await startHttp(undefined, port);
    receivers.push(receiver);
    clock.advance(DEFAULT_RETRY_POLICY.baseDelayMs);
    const rows = await until(async () => {
      const r = await history(id);
      return r.length === 2 && r;
    }, 'delivery after the restart');
    expect(rows[0]).toMatchObject({ attempt: 2, send_result: 1 });
    expect(receiver.requests).toHaveLength(1);
  });

  it('hands a row whose claim expired (a server died mid-send) to the next claim, and ignores the stale finish', async () => {
    const db = s.server.ctx.db;
    const at = clock.now() + 20 * 365 * 86_400_000;
    const [id] = await enqueue(db, [
      {
        tenant_id: null,
        group_id: null,
        channel: 'webhook',
        target: 'http://127.0.0.1:1/x',
        subject: 's',
        content: 'c',
        source: 'test',
        source_id: null,
        next_attempt_ms: at,
        created_ms: at,
      },
    ]);
    const lease = 60_000;
    expect((await claimDue(db, at, lease, 10)).map((r) => [r.id, r.attempts, r.status])).toEqual([[id, 1, 'sending']]);
    expect(await claimDue(db, at + lease - 1, lease, 10)).toEqual([]);
    expect((await claimDue(db, at + lease, lease, 10)).map((r) => [r.id, r.attempts])).toEqual([[id, 2]]);
    // The first claimant wakes up late: its result must not overwrite the current claim.
    await finishOutbox(db, id, 1, { status: 'sent', next_attempt_ms: at, last_error: null, sent_ms: at });
    expect(await outboxRow(db, id)).toMatchObject({ status: 'sending', attempts: 2 });
    await finishOutbox(db, id, 2, { status: 'sent', next_attempt_ms: at, last_error: null, sent_ms: at });
    expect(await outboxRow(db, id)).toMatchObject({ status: 'sent', attempts: 2, lease_until_ms: null });
    // Delivered rows leave the outbox once they are old enough; their records stay.
    await purgeSent(db, at);
    expect(await outboxRow(db, id)).toBeDefined();
    await purgeSent(db, at + 1);
    expect(await outboxRow(db, id)).toBeUndefined();
  });

  it.runIf(backend === 'postgres')('never hands one row to two concurrent claims', async () => {
    const db = s.server.ctx.db;
    // Due only far in the future, so the running worker (on the test clock) leaves them alone.
    const at = clock.now() + 10 * 365 * 86_400_000;
    const ids = await enqueue(
      db,
      Array.from({ length: 60 }, (_, i) => ({
        tenant_id: null,
        group_id: null,
        channel: 'webhook',
        target: `http://127.0.0.1:1/${i}`,
        subject: 's',
        content: 'c',
        source: 'test',
        source_id: null,
        next_attempt_ms: at,
        created_ms: at,
      })),
    );
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimDue(db, at, 60_000, 10)));
    const claimed = claims.flat().map((r) => r.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
  });
});
