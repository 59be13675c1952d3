/**
 * `/charging/*`: charge rules, tier prices, the site setting, orders (read only) and the income report. Writes
 * are for the tenant admin and site admins (their granted sites); every operator may read. Closed schemas.
 */
import { group, id, int, route, str, type JsonSchema, type RouteDef } from '../../http/route';
import { OPERATORS, scopeOf } from '../devices/scope';
import { TIERS } from './billing';
import type { ChargingService } from './service';

const closed = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required,
});
const page = (extra: Record<string, JsonSchema> = {}) =>
  closed({
    current_page: int({ minimum: 1, maximum: 10_000_000 }),
    per_page: int({ minimum: 1, maximum: 1000 }),
    page: int({ minimum: 1, maximum: 10_000_000 }),
    limit: int({ minimum: 1, maximum: 1000 }),
    ...extra,
  });
const tier = () => str({ enum: [...TIERS] });
const siteId = () => str({ minLength: 1, maxLength: 64 });
const time = () => str({ minLength: 5, maxLength: 5 });
const periods = () => ({ type: 'array', minItems: 1, maxItems: 48, items: closed({ start: time(), end: time(), tier: tier() }, ['start', 'end', 'tier']) });
const slots = () => ({ type: 'array', minItems: 48, maxItems: 48, items: tier() });
const date = () => str({ minLength: 10, maxLength: 10 });
const ms = () => int({ minimum: 0, maximum: 100_000_000_000_000 });
const cents = () => int({ minimum: 0, maximum: 1_000_000_000 });
const readers = { auth: 'user' as const, roles: OPERATORS };
const editors = { auth: 'user' as const, roles: ['TENANT_ADMIN' as const, 'SITE_ADMIN' as const] };

export function chargingRoutes(svc: ChargingService): RouteDef[] {
  return group('charging', [
    route({
      path: '/charging/rule/list',
      ...readers,
      readonly: true,
      body: page({ site_id: siteId(), name: str({ maxLength: 100 }) }),
      handler: (b, c) => svc.listRules(scopeOf(c), b),
    }),
    route({
      path: '/charging/rule/detail',
      ...readers,
      readonly: true,
      body: closed({ id: id() }, ['id']),
      handler: (b, c) => svc.ruleDetail(scopeOf(c), b.id),
    }),
    route({
      path: '/charging/rule/add',
      ...editors,
      summary: 'A 24-hour plan: periods ("HH:mm" on the half hour, end "24:00") or 48 slots; must cover the day once',
      body: closed(
        { site_id: siteId(), name: str({ minLength: 1, maxLength: 100 }), description: str({ maxLength: 500 }), periods: periods(), slots: slots() },
        ['name'],
      ),
      handler: (b, c) => svc.addRule(scopeOf(c), b),
    }),
    route({
      path: '/charging/rule/edit',
      ...editors,
      body: closed({ id: id(), name: str({ minLength: 1, maxLength: 100 }), description: str({ maxLength: 500 }), periods: periods(), slots: slots() }, ['id']),
      handler: (b, c) => svc.editRule(scopeOf(c), b),
    }),
    route({ path: '/charging/rule/delete', ...editors, body: closed({ id: id() }, ['id']), handler: (b, c) => svc.removeRule(scopeOf(c), b.id) }),
    route({
      path: '/charging/price/list',
      ...readers,
      readonly: true,
      summary: 'Every price with its history, newest first per tier; in_force marks the one in effect now',
      body: closed({ site_id: siteId(), tier: tier() }),
      handler: (b, c) => svc.listPrices(scopeOf(c), b),
    }),
    route({
      path: '/charging/price/add',
      ...editors,
      summary: 'Prices per kWh as decimal text (at most 4 decimals), effective from a local date',
      body: closed(
        {
          site_id: siteId(),
          tier: tier(),
          electricity_price: str({ minLength: 1, maxLength: 12 }),
          service_price: str({ minLength: 1, maxLength: 12 }),
          effective_from: date(),
        },
        ['tier', 'electricity_price', 'service_price', 'effective_from'],
      ),
      handler: (b, c) => svc.addPrice(scopeOf(c), b),
    }),
    route({ path: '/charging/price/delete', ...editors, body: closed({ id: id() }, ['id']), handler: (b, c) => svc.removePrice(scopeOf(c), b.id) }),
    route({
      path: '/charging/setting/detail',
      ...readers,
      readonly: true,
      body: closed({ site_id: siteId() }),
      handler: (b, c) => svc.setting(scopeOf(c), b.site_id),
    }),
    route({
      path: '/charging/setting/save',
      ...editors,
      summary: 'rule_id null: the site stops opening orders; device_ids empty: every charger of the site',
      body: closed({
        site_id: siteId(),
        rule_id: { type: ['string', 'null'], minLength: 1, maxLength: 64 },
        min_balance_cents: cents(),
        max_duration_min: int({ minimum: 0, maximum: 10_080 }),
        idle_fee_cents_per_min: cents(),
        utc_offset_min: int({ minimum: -720, maximum: 840 }),
        device_ids: { type: 'array', maxItems: 1000, uniqueItems: true, items: id() },
      }),
      handler: (b, c) => svc.saveSetting(scopeOf(c), b),
    }),
    route({
      path: '/charging/order/list',
      ...readers,
      readonly: true,
      body: page({
        site_id: siteId(),
        device_id: str({ maxLength: 64 }),
        status: str({ enum: ['charging', 'full', 'finished'] }),
        start_time: ms(),
        end_time: ms(),
      }),
      handler: (b, c) => svc.listOrders(scopeOf(c), b),
    }),
    route({ path: '/charging/order/detail', ...readers, readonly: true, body: closed({ id: id() }, ['id']), handler: (b, c) => svc.order(scopeOf(c), b.id) }),
    route({
      path: '/charging/income/report',
      ...readers,
      readonly: true,
      summary: 'Finished orders per site and local day or month (by the day each order ended)',
      body: closed({ site_id: siteId(), granularity: str({ enum: ['day', 'month'] }), start_date: date(), end_date: date() }, [
        'granularity',
        'start_date',
        'end_date',
      ]),
      handler: (b, c) => svc.income(scopeOf(c), b),
    }),
  ]);
}
