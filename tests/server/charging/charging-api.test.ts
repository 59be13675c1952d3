/**
 * The charging area over real HTTP and a real database: rules, prices and settings with their validation, site
 * isolation (a SITE_ADMIN of one site never sees another), and orders derived from a telemetry sequence written
 * through the real ingest pipeline — across a tier boundary, a price change at midnight, a lost message, a full
 * gun with its idle fee, and a server restart mid-session — checked against amounts worked out by hand.
 */
import { IngestPipeline } from '../../../server/src/ingest/ingest-pipeline';
import { batchSinkFor } from '../../../server/src/ingest/batch-store';
import { SessionTracker } from '../../../server/src/modules/charging/session-tracker';
import { TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const DAY = [
  { start: '00:00', end: '08:00', tier: 'valley' },
  { start: '08:00', end: '10:00', tier: 'flat' },
  { start: '10:00', end: '12:00', tier: 'peak' },
  { start: '12:00', end: '14:00', tier: 'sharp' },
  { start: '14:00', end: '17:00', tier: 'flat' },
  { start: '17:00', end: '21:00', tier: 'peak' },
  { start: '21:00', end: '24:00', tier: 'valley' },
];
/**
 * The year of a backend's telemetry: far in the future and different per backend, because the ingest clock of a
 * process only moves forward (both backends run in one process). Neither year is a leap year.
 */
const YEARS = { pglite: 2031, postgres: 2033 };

/** A charger feeding the real pipeline and sink of the server's database, and a tracker as the server wires it. */
function charger(s: TestServer, device: { id: string; tenantId: string }, at: (local: string) => number) {
  const tracker = new SessionTracker(s.server.ctx);
  const pipeline = new IngestPipeline({ sink: batchSinkFor(s.server.ctx.db), directory: { subDevice: async () => null }, log: s.server.ctx.log });
  pipeline.onValues((u) => void tracker.observe(u));
  const identity = {
    id: device.id,
    tenantId: device.tenantId,
    token: device.id,
    name: 'pile',
    password: '',
    deviceType: '1',
    parentId: '',
    subDeviceAddr: '',
    scriptId: '',
    protocol: 'mqtt',
    thresholdSeconds: 0,
  };
  return {
    async send(local: string, gun_state: string, energy_kwh: number) {
      await pipeline.submit(identity, 'attributes', Buffer.from(JSON.stringify({ gun_state, energy_kwh, power_kw: 7 })), at(local));
      await tracker.idle();
    },
    close: () => pipeline.close(),
  };
}

describe.each(testBackends())('charging (%s)', (backend) => {
  const Y = YEARS[backend];
  /** Epoch ms of a site-local (UTC+8) time of the backend's year. */
  const at = (local: string) => Date.parse(`${Y}-${local}+08:00`);
  let s: TestServer;
  let admin: string;
  let siteA: string;
  let siteB: string;
  let siteAdminB: string;
  let tenantId: string;
  let pile: string;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    tenantId = (await s.post('/auth/me', {}, { token: admin })).data.tenant_id;
    siteA = (await s.post('/site/add', { name: 'Charging A' }, { token: admin })).data.id;
    siteB = (await s.post('/site/add', { name: 'Charging B' }, { token: admin })).data.id;
    await s.post('/user/add', { email: 'charging-b@tessera.local', password: 'site-pass', authority: 'SITE_ADMIN' }, { token: admin });
    siteAdminB = await s.login('charging-b@tessera.local', 'site-pass');
    const siteAdminId = (await s.post('/auth/me', {}, { token: siteAdminB })).data.id;
    await s.post('/site/user/add', { site_id: siteB, user_id: siteAdminId }, { token: admin });
    pile = (await s.post('/device/add_only', { name: 'Pile A1' }, { token: admin, siteId: siteA })).data.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses a rule that does not cover the day, with the half hour at fault', async () => {
    const o = { token: admin, siteId: siteA };
    expect(await s.post('/charging/rule/add', { name: 'Gap', periods: DAY.slice(1) }, o)).toMatchObject({
      code: 1000,
      message: '时段未覆盖全天：00:00 开始的半小时没有设置费率',
    });
    expect(
      await s.post(
        '/charging/rule/add',
        { name: 'Overlap', periods: [...DAY, { start: '09:30', end: '10:30', tier: 'sharp' }] },
        { ...o, headers: { 'accept-language': 'en' } },
      ),
    ).toMatchObject({ code: 1000, message: 'Periods overlap: the half hour from 09:30 is set twice' });
    expect((await s.post('/charging/rule/add', { name: 'Quarter', periods: [{ start: '00:00', end: '10:15', tier: 'flat' }] }, o)).code).toBe(1000);
    expect((await s.post('/charging/rule/add', { name: 'Bad tier', periods: [{ start: '00:00', end: '24:00', tier: 'cheap' }] }, o)).code).toBe(1000);
    expect((await s.post('/charging/rule/add', { name: 'Extra', periods: DAY, color: 'red' }, o)).code).toBe(1000);
    expect((await s.post('/charging/rule/add', { name: 'No site', periods: DAY }, { token: admin })).code).toBe(1000);
    const ok = await s.post('/charging/rule/add', { name: 'Standard', periods: DAY }, o);
    expect(ok.code).toBe(200);
    expect(ok.data.slots).toHaveLength(48);
    expect(ok.data.periods).toEqual(DAY);
  });

  it('keeps price history, refuses bad prices and dates, and marks the price in force', async () => {
    const o = { token: admin, siteId: siteA };
    const add = (tier: string, electricity_price: string, service_price: string, effective_from: string) =>
      s.post('/charging/price/add', { tier, electricity_price, service_price, effective_from }, o);
    expect((await add('flat', '-0.1', '0.4', `${Y}-01-01`)).code).toBe(1000);
    expect((await add('flat', '0.12345', '0.4', `${Y}-01-01`)).code).toBe(1000);
    expect((await add('flat', '0.6', '0.4', `${Y}-02-30`)).code).toBe(1000);
    for (const [tier, e, sv, from] of [
      ['flat', '0.6', '0.4', '2020-01-01'],
      ['peak', '1', '0.5', '2020-01-01'],
      ['sharp', '1.3', '0.6', '2020-01-01'],
      ['valley', '0.3', '0.2', '2020-01-01'],
      ['valley', '0.35', '0.25', `${Y}-03-01`],
    ])
      expect((await add(tier, e, sv, from)).code).toBe(200);
    expect((await add('flat', '0.7', '0.4', '2020-01-01')).code).toBe(400);
    const valley = (await s.post('/charging/price/list', { tier: 'valley' }, o)).data;
    expect(valley.map((p: any) => [p.effective_from, p.electricity_price, p.in_force])).toEqual([
      [`${Y}-03-01`, '0.3500', false],
      ['2020-01-01', '0.3000', true],
    ]);
  });

  it('derives and bills orders from telemetry: tier boundary, price change, lost messages, full gun, restart', async () => {
    const o = { token: admin, siteId: siteA };
    const rule = (await s.post('/charging/rule/list', {}, o)).data.data[0];
    expect((await s.post('/charging/setting/save', { device_ids: ['no-such-pile'] }, o)).code).toBe(400);
    expect((await s.post('/charging/setting/save', { rule_id: rule.id, idle_fee_cents_per_min: 50, device_ids: [pile] }, o)).code).toBe(200);

    // Across midnight, when the valley price changes: 23:30 200 kWh → 00:10 204 → (restart) → 00:30 207 → idle at
    // 00:35 (the idle at 00:31 was lost). Midnight interpolates to 203: 3 kWh × 0.30 / 0.20 + 4 kWh × 0.35 / 0.25
    // = 0.90 + 1.40 = 2.30 and 0.60 + 1.00 = 1.60 → 390 cents.
    let c = charger(s, { id: pile, tenantId }, at);
    await c.send('02-28T23:30:00', 'charging', 200);
    await c.send('03-01T00:10:00', 'charging', 204);
    await c.close();
    s = await s.restart();
    admin = await s.login(TENANT_ADMIN_EMAIL);
    const after = { token: admin, siteId: siteA };
    expect((await s.post('/charging/order/list', { status: 'charging' }, after)).data.total).toBe(1);
    c = charger(s, { id: pile, tenantId }, at);
    await c.send('03-01T00:30:00', 'charging', 207);
    await c.send('03-01T00:35:00', 'idle', 207);
    // 09:45 100 kWh → 09:50 101 → (10:00 lost) → 10:10 103 → 10:15 idle: 10:00 interpolates to 102, so flat 2 kWh
    // (1.20 + 0.80) and peak 1 kWh (1.00 + 0.50) → 350 cents.
    await c.send('03-02T09:45:00', 'charging', 100);
    await c.send('03-02T09:50:00', 'charging', 101);
    await c.send('03-02T10:10:00', 'charging', 103);
    await c.send('03-02T10:15:00', 'idle', 103);
    // Full at 12:20 after 2 kWh of sharp (2.60 + 1.20), unplugged at 12:32:10: 13 started minutes × 0.50 idle → 1030.
    await c.send('03-03T12:00:00', 'charging', 300);
    await c.send('03-03T12:20:00', 'full', 302);
    await c.send('03-03T12:30:00', 'full', 302);
    await c.send('03-03T12:32:10', 'idle', 302);
    await c.close();

    const orders = (await s.post('/charging/order/list', { site_id: siteA }, after)).data;
    expect(orders.total).toBe(3);
    const [full, boundary, midnight] = orders.data;
    expect(midnight).toMatchObject({
      status: 'finished',
      end_reason: 'gun',
      energy_wh: 7000,
      electricity_cents: 230,
      service_cents: 160,
      total_cents: 390,
      start_ms: at('02-28T23:30:00'),
      end_ms: at('03-01T00:35:00'),
      bill_date: `${Y}-03-01`,
    });
    expect(midnight.tiers.valley).toEqual({ energy_wh: 7000, electricity_cents: 230, service_cents: 160 });
    const detail = (await s.post('/charging/order/detail', { id: boundary.id }, after)).data;
    expect(detail.tiers.flat).toEqual({ energy_wh: 2000, electricity_cents: 120, service_cents: 80 });
    expect(detail.tiers.peak).toEqual({ energy_wh: 1000, electricity_cents: 100, service_cents: 50 });
    expect(detail).toMatchObject({ total_cents: 350, device_name: 'Pile A1', site_name: 'Charging A' });
    expect(full).toMatchObject({
      energy_wh: 2000,
      electricity_cents: 260,
      service_cents: 120,
      idle_cents: 650,
      total_cents: 1030,
      full_ms: at('03-03T12:20:00'),
    });

    const days = (await s.post('/charging/income/report', { granularity: 'day', start_date: `${Y}-03-01`, end_date: `${Y}-03-31` }, after)).data;
    expect(days.rows.map((r: any) => [r.period, r.orders, r.total_cents])).toEqual([
      [`${Y}-03-01`, 1, 390],
      [`${Y}-03-02`, 1, 350],
      [`${Y}-03-03`, 1, 1030],
    ]);
    const month = (await s.post('/charging/income/report', { granularity: 'month', start_date: `${Y}-01-01`, end_date: `${Y}-12-31` }, after)).data;
    expect(month.rows).toEqual([
      {
        site_id: siteA,
        site_name: 'Charging A',
        period: `${Y}-03`,
        orders: 3,
        energy_wh: 12_000,
        electricity_cents: 710,
        service_cents: 410,
        idle_cents: 650,
        total_cents: 1770,
      },
    ]);
    expect((await s.post('/charging/income/report', { granularity: 'day', start_date: `${Y}-03-31`, end_date: `${Y}-03-01` }, after)).code).toBe(1000);
  });

  it('exports the income report as CSV and XLSX, scoped like the report', async () => {
    const exportAs = async (token: string, body: unknown) =>
      fetch(`${s.url}/api/charging/income/export`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const month = { granularity: 'month', start_date: `${Y}-01-01`, end_date: `${Y}-12-31` };
    const csv = await (await exportAs(admin, month)).text();
    expect(csv.replace('\ufeff', '').trim().split('\n')).toEqual([
      'period,site_id,site_name,orders,energy_kwh,electricity_fee,service_fee,idle_fee,total',
      `${Y}-03,${siteA},Charging A,3,12.000,7.10,4.10,6.50,17.70`,
    ]);
    const xlsx = await exportAs(admin, { ...month, format: 'xlsx' });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const outsider = await (await exportAs(await s.login('charging-b@tessera.local', 'site-pass'), month)).text();
    expect(outsider.trim().split('\n')).toHaveLength(1);
    expect(await (await exportAs(admin, { ...month, granularity: 'week' })).json()).toMatchObject({ code: 1000 });
    expect(await (await exportAs(admin, { ...month, extra: 1 })).json()).toMatchObject({ code: 1000 });
  });

  it('ends the session of a charger that went silent at its last report, billed to its last reading', async () => {
    const o = { token: admin, siteId: siteA };
    const c = charger(s, { id: pile, tenantId }, at);
    await c.send('03-04T08:00:00', 'charging', 400);
    await c.send('03-04T08:10:00', 'charging', 401);
    await c.close();
    const tracker = new SessionTracker(s.server.ctx);
    expect(await tracker.sweep(at('03-04T08:05:00'))).toBe(0);
    expect((await s.post('/charging/order/list', { status: 'charging' }, o)).data.total).toBe(1);
    expect(await tracker.sweep(at('03-04T08:40:00'))).toBe(1);
    await tracker.idle();
    // 1 kWh of flat: 0.60 + 0.40.
    const lost = (await s.post('/charging/order/list', { start_time: at('03-04T00:00:00') }, o)).data.data[0];
    expect(lost).toMatchObject({ status: 'finished', end_reason: 'lost', end_ms: at('03-04T08:10:00'), energy_wh: 1000, total_cents: 100 });
  });

  it('keeps a SITE_ADMIN to its granted site and a tenant user to reading', async () => {
    siteAdminB = await s.login('charging-b@tessera.local', 'site-pass');
    const a = { token: admin, siteId: siteA };
    const ruleA = (await s.post('/charging/rule/list', {}, a)).data.data[0];
    const orderA = (await s.post('/charging/order/list', {}, a)).data.data[0];
    const b = { token: siteAdminB };
    expect((await s.post('/charging/rule/list', {}, b)).data.total).toBe(0);
    expect((await s.post('/charging/rule/detail', { id: ruleA.id }, b)).code).toBe(400);
    expect((await s.post('/charging/rule/edit', { id: ruleA.id, name: 'hijacked' }, b)).code).toBe(400);
    expect((await s.post('/charging/rule/add', { site_id: siteA, name: 'In A', periods: DAY }, b)).code).toBe(400);
    expect((await s.post('/charging/rule/list', {}, { ...b, siteId: siteA })).code).toBe(999);
    expect((await s.post('/charging/price/list', {}, b)).data).toEqual([]);
    expect((await s.post('/charging/setting/detail', { site_id: siteA }, b)).code).toBe(400);
    expect((await s.post('/charging/order/list', {}, b)).data.total).toBe(0);
    expect((await s.post('/charging/order/detail', { id: orderA.id }, b)).code).toBe(400);
    expect((await s.post('/charging/income/report', { granularity: 'month', start_date: `${Y}-01-01`, end_date: `${Y}-12-31` }, b)).data.rows).toEqual([]);
    expect((await s.post('/charging/rule/add', { name: 'Own', periods: DAY }, { ...b, siteId: siteB })).code).toBe(200);
    const user = await s.login(TENANT_USER_EMAIL);
    expect((await s.post('/charging/rule/add', { name: 'By user', periods: DAY }, { token: user })).code).toBe(999);
  });
});
