/**
 * Isolation rows for the charging routes (appended to tests/server/isolation.test.ts): tenant B has a charge rule,
 * a price and a setting in its site; A sees none of it (B's site id never appears) and changes none of it.
 */
import type { IsolationCase, TenantB } from '../isolation.test';

const DAY = [{ start: '00:00', end: '24:00', tier: 'flat' }];
const made = new WeakMap<TenantB, Promise<{ ruleId: string; priceId: string }>>();

function chargingRowsOf(b: TenantB): Promise<{ ruleId: string; priceId: string }> {
  let p = made.get(b);
  if (!p) {
    p = (async () => {
      const o = { token: b.token, siteId: b.ids.siteId };
      const rule = await b.post('/charging/rule/add', { name: 'B rule', periods: DAY }, o);
      const price = await b.post('/charging/price/add', { tier: 'flat', electricity_price: '0.5', service_price: '0.2', effective_from: '2024-01-01' }, o);
      await b.post('/charging/setting/save', { rule_id: rule.data.id }, o);
      return { ruleId: rule.data.id as string, priceId: price.data.id as string };
    })();
    made.set(b, p);
  }
  return p;
}

const ruleOf = async (b: TenantB) => (await chargingRowsOf(b)).ruleId;
const report = { granularity: 'month', start_date: '2000-01-01', end_date: '2099-12-31' };

export const CHARGING_ISOLATION_CASES: IsolationCase[] = [
  { path: '/charging/rule/list', kind: 'list', body: async (b) => (await chargingRowsOf(b), { per_page: 1000 }) },
  { path: '/charging/rule/list', kind: 'detail', body: (b) => ({ site_id: b.ids.siteId }) },
  { path: '/charging/rule/detail', kind: 'detail', body: async (b) => ({ id: await ruleOf(b) }) },
  { path: '/charging/rule/add', kind: 'mutate', body: (b) => ({ site_id: b.ids.siteId, name: 'into B', periods: DAY }) },
  { path: '/charging/rule/edit', kind: 'mutate', body: async (b) => ({ id: await ruleOf(b), name: 'hijacked' }) },
  { path: '/charging/rule/delete', kind: 'mutate', body: async (b) => ({ id: await ruleOf(b) }) },
  { path: '/charging/price/list', kind: 'list', body: async (b) => (await chargingRowsOf(b), {}) },
  {
    path: '/charging/price/add',
    kind: 'mutate',
    body: (b) => ({ site_id: b.ids.siteId, tier: 'peak', electricity_price: '9', service_price: '9', effective_from: '2024-01-01' }),
  },
  { path: '/charging/price/delete', kind: 'mutate', body: async (b) => ({ id: (await chargingRowsOf(b)).priceId }) },
  { path: '/charging/setting/detail', kind: 'detail', body: (b) => ({ site_id: b.ids.siteId }) },
  { path: '/charging/setting/save', kind: 'mutate', body: async (b) => ({ site_id: b.ids.siteId, rule_id: await ruleOf(b), max_duration_min: 1 }) },
  { path: '/charging/order/list', kind: 'list', body: async (b) => (await chargingRowsOf(b), { per_page: 1000 }) },
  { path: '/charging/order/list', kind: 'detail', body: (b) => ({ site_id: b.ids.siteId }) },
  // Orders come only from telemetry; a SITE_ADMIN refused a real order of another site is in charging-api.test.ts.
  { path: '/charging/order/detail', kind: 'detail', body: async (b) => ({ id: await ruleOf(b) }) },
  { path: '/charging/income/report', kind: 'list', body: async (b) => (await chargingRowsOf(b), report) },
  { path: '/charging/income/report', kind: 'detail', body: (b) => ({ ...report, site_id: b.ids.siteId }) },
];
