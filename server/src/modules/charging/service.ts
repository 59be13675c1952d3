/**
 * Charging rules of a site's business: charge rules, tier prices with history, the site setting, orders (read
 * only: derived from telemetry, never entered) and the income report. Every row is in one site of the caller's
 * tenant, and a site-limited caller (SITE_ADMIN, TENANT_USER) sees only granted sites.
 */
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { fill } from '../../i18n/localized-text';
import type { ChargeOrderTable, ChargePriceTable, ChargeRuleTable } from '../../storage/schema';
import { withinSites } from '../sites/access';
import type { Scope } from '../devices/scope';
import { dateStartMs, decodeSlots, encodeSlots, formatPrice, parsePrice, periodsOfSlots, slotLabel, slotsOfPeriods, type Period, type Tier } from './billing';
import { CHARGING_TEXT as T } from './messages';
import * as store from './store';

export interface SettingBody {
  site_id?: string;
  rule_id?: string | null;
  min_balance_cents?: number;
  max_duration_min?: number;
  idle_fee_cents_per_min?: number;
  utc_offset_min?: number;
  device_ids?: string[];
}

const ruleDto = (r: ChargeRuleTable) => {
  const slots = decodeSlots(r.slots);
  return {
    id: r.id,
    site_id: r.site_id,
    name: r.name,
    description: r.description,
    slots,
    periods: periodsOfSlots(slots),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
  };
};

const priceDto = (p: ChargePriceTable, inForce: boolean) => ({
  id: p.id,
  site_id: p.site_id,
  tier: p.tier,
  electricity_price: formatPrice(p.electricity),
  service_price: formatPrice(p.service),
  effective_from: p.effective_from,
  in_force: inForce,
  created_at: Number(p.created_at),
});

const orderDto = (o: ChargeOrderTable & { device_name?: string | null; site_name?: string | null }) => ({
  id: o.id,
  site_id: o.site_id,
  site_name: o.site_name ?? '',
  device_id: o.device_id,
  device_name: o.device_name ?? '',
  status: o.status,
  start_ms: Number(o.start_ms),
  full_ms: o.full_ms === null ? null : Number(o.full_ms),
  end_ms: o.end_ms === null ? null : Number(o.end_ms),
  end_reason: o.end_reason,
  start_wh: o.start_wh === null ? null : Number(o.start_wh),
  end_wh: o.end_wh === null ? null : Number(o.end_wh),
  energy_wh: Number(o.energy_wh),
  electricity_cents: Number(o.electricity_cents),
  service_cents: Number(o.service_cents),
  idle_cents: Number(o.idle_cents),
  total_cents: Number(o.total_cents),
  unpriced_wh: Number(o.unpriced_wh),
  tiers: JSON.parse(o.tiers || '{}'),
  slots: o.slots ? decodeSlots(o.slots) : [],
  bill_date: o.bill_date,
});

export class ChargingService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private now = () => this.ctx.clock.now();

  /** The site a write goes to: the body's, else X-Site-ID; it must be a site of the tenant the caller may see. */
  private async site(s: Scope, siteId: string | undefined): Promise<string> {
    const id = siteId || s.siteId;
    if (!id) throw validationError(T.siteRequired);
    if (!withinSites(s.siteIds, id) || !(await store.findTenantSite(this.db, s.tenantId, id))) throw businessError(T.siteNotFound);
    return id;
  }

  /** A site filter of a read: must be visible, else nothing matches (reported as not found). */
  private async filterSite(s: Scope, siteId: string | undefined): Promise<string | undefined> {
    return siteId ? this.site(s, siteId) : undefined;
  }

  private slotsOf(periods: Period[]): Tier[] {
    const r = slotsOfPeriods(periods);
    if ('slots' in r) return r.slots;
    const p = r.problem;
    if (p.kind === 'time') throw validationError(fill(T.badTime, { value: p.value }));
    if (p.kind === 'empty') throw validationError(fill(T.emptyPeriod, { index: p.index + 1 }));
    throw validationError(fill(p.kind === 'gap' ? T.gap : T.overlap, { time: slotLabel(p.slot) }));
  }

  private ruleInput(b: { periods?: Period[]; slots?: Tier[] }): Tier[] | undefined {
    if (b.slots) return b.slots;
    return b.periods ? this.slotsOf(b.periods) : undefined;
  }

  async listRules(s: Scope, b: PageRequest & { site_id?: string; name?: string }) {
    const win = pageWindow(b);
    const { total, rows } = await store.listRules(
      this.db,
      { tenantId: s.tenantId, siteIds: s.siteIds, siteId: await this.filterSite(s, b.site_id), name: b.name },
      win.offset,
      win.per_page,
    );
    return pageOf(win, total, rows.map(ruleDto));
  }

  async rule(s: Scope, id: string) {
    const r = await store.findRule(this.db, s.tenantId, s.siteIds, id);
    if (!r) throw businessError(T.ruleNotFound);
    return r;
  }

  async ruleDetail(s: Scope, id: string) {
    return ruleDto(await this.rule(s, id));
  }

  async addRule(s: Scope, b: { site_id?: string; name: string; description?: string; periods?: Period[]; slots?: Tier[] }) {
    const siteId = await this.site(s, b.site_id);
    if (!b.name.trim()) throw validationError(T.nameRequired);
    const slots = this.ruleInput(b);
    if (!slots) throw validationError(fill(T.gap, { time: slotLabel(0) }));
    const now = Math.floor(this.now() / 1000);
    const row = await store.insertRule(this.db, {
      tenant_id: s.tenantId,
      site_id: siteId,
      name: b.name.trim(),
      description: b.description ?? '',
      slots: encodeSlots(slots),
      created_at: now,
      updated_at: now,
    });
    return ok(ruleDto(row), T.saved);
  }

  async editRule(s: Scope, b: { id: string; name?: string; description?: string; periods?: Period[]; slots?: Tier[] }) {
    await this.rule(s, b.id);
    if (b.name !== undefined && !b.name.trim()) throw validationError(T.nameRequired);
    const slots = this.ruleInput(b);
    await store.updateRule(this.db, b.id, {
      ...(b.name !== undefined ? { name: b.name.trim() } : {}),
      ...(b.description !== undefined ? { description: b.description } : {}),
      ...(slots ? { slots: encodeSlots(slots) } : {}),
      updated_at: Math.floor(this.now() / 1000),
    });
    return ok(ruleDto(await this.rule(s, b.id)), T.saved);
  }

  async removeRule(s: Scope, id: string) {
    await this.rule(s, id);
    if (await store.ruleInUse(this.db, id)) throw businessError(T.ruleInUse);
    await store.deleteRule(this.db, id);
    return ok(null, T.deleted);
  }

  async listPrices(s: Scope, b: { site_id?: string; tier?: Tier }) {
    const rows = await store.listPrices(this.db, { tenantId: s.tenantId, siteIds: s.siteIds, siteId: await this.filterSite(s, b.site_id), tier: b.tier });
    const now = this.now();
    const inForce = new Set<string>();
    // Rows come newest first per (site, tier): the first one already in effect is the one in force.
    for (const r of rows) {
      const key = `${r.site_id}/${r.tier}`;
      if (!inForce.has(key) && Number(r.effective_from_ms) <= now) {
        inForce.add(key);
        inForce.add(r.id);
      }
    }
    return rows.map((r) => priceDto(r, inForce.has(r.id)));
  }

  async addPrice(s: Scope, b: { site_id?: string; tier: Tier; electricity_price: string; service_price: string; effective_from: string }) {
    const siteId = await this.site(s, b.site_id);
    const electricity = parsePrice(b.electricity_price);
    if (electricity === null) throw validationError(fill(T.badPrice, { value: b.electricity_price }));
    const service = parsePrice(b.service_price);
    if (service === null) throw validationError(fill(T.badPrice, { value: b.service_price }));
    const offset = (await store.findSetting(this.db, siteId))?.utc_offset_min ?? 480;
    const from = dateStartMs(b.effective_from, offset);
    if (from === null) throw validationError(fill(T.badDate, { value: b.effective_from }));
    if (await store.priceOnDate(this.db, siteId, b.tier, b.effective_from)) throw businessError(T.priceExists);
    const row = await store.insertPrice(this.db, {
      tenant_id: s.tenantId,
      site_id: siteId,
      tier: b.tier,
      electricity,
      service,
      effective_from: b.effective_from,
      effective_from_ms: from,
      created_at: Math.floor(this.now() / 1000),
    });
    return ok(priceDto(row, from <= this.now()), T.saved);
  }

  async removePrice(s: Scope, id: string) {
    if (!(await store.findPrice(this.db, s.tenantId, s.siteIds, id))) throw businessError(T.priceNotFound);
    await store.deletePrice(this.db, id);
    return ok(null, T.deleted);
  }

  async setting(s: Scope, siteId: string | undefined) {
    const id = await this.site(s, siteId);
    const row = await store.findSetting(this.db, id);
    return {
      site_id: id,
      rule_id: row?.rule_id ?? null,
      min_balance_cents: Number(row?.min_balance_cents ?? 0),
      max_duration_min: Number(row?.max_duration_min ?? 0),
      idle_fee_cents_per_min: Number(row?.idle_fee_cents_per_min ?? 0),
      utc_offset_min: Number(row?.utc_offset_min ?? 480),
      device_ids: JSON.parse(row?.device_ids ?? '[]') as string[],
    };
  }

  async saveSetting(s: Scope, b: SettingBody) {
    const current = await this.setting(s, b.site_id);
    const next = { ...current, ...Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined)), site_id: current.site_id };
    if (next.rule_id && (await this.rule(s, next.rule_id)).site_id !== next.site_id) throw businessError(T.ruleNotFound);
    const ids = [...new Set(next.device_ids)];
    const mine = await store.devicesInSite(this.db, next.site_id, ids);
    const stranger = ids.find((d) => !mine.has(d));
    if (stranger) throw businessError(fill(T.chargerNotInSite, { value: stranger }));
    await store.upsertSetting(this.db, {
      site_id: next.site_id,
      tenant_id: s.tenantId,
      rule_id: next.rule_id,
      min_balance_cents: next.min_balance_cents,
      max_duration_min: next.max_duration_min,
      idle_fee_cents_per_min: next.idle_fee_cents_per_min,
      utc_offset_min: next.utc_offset_min,
      device_ids: JSON.stringify(ids),
      updated_at: Math.floor(this.now() / 1000),
    });
    return ok(await this.setting(s, next.site_id), T.saved);
  }

  async listOrders(s: Scope, b: PageRequest & { site_id?: string; device_id?: string; status?: string; start_time?: number; end_time?: number }) {
    if (b.start_time !== undefined && b.end_time !== undefined && b.start_time > b.end_time) throw validationError(T.timeRange);
    const win = pageWindow(b);
    const { total, rows } = await store.listOrders(
      this.db,
      {
        tenantId: s.tenantId,
        siteIds: s.siteIds,
        siteId: await this.filterSite(s, b.site_id),
        deviceId: b.device_id,
        status: b.status,
        startMs: b.start_time,
        endMs: b.end_time,
      },
      win.offset,
      win.per_page,
    );
    return pageOf(win, total, rows.map(orderDto));
  }

  async order(s: Scope, id: string) {
    const o = await store.findOrder(this.db, s.tenantId, s.siteIds, id);
    if (!o) throw businessError(T.orderNotFound);
    return orderDto(o);
  }

  async income(s: Scope, b: { site_id?: string; granularity: 'day' | 'month'; start_date: string; end_date: string }) {
    for (const d of [b.start_date, b.end_date]) if (dateStartMs(d, 0) === null) throw validationError(fill(T.badDate, { value: d }));
    if (b.start_date > b.end_date) throw validationError(T.timeRange);
    const rows = await store.incomeReport(this.db, {
      tenantId: s.tenantId,
      siteIds: s.siteIds,
      siteId: await this.filterSite(s, b.site_id),
      from: b.start_date,
      to: b.end_date,
      month: b.granularity === 'month',
    });
    const sum = (k: 'orders' | 'energy_wh' | 'electricity_cents' | 'service_cents' | 'idle_cents' | 'total_cents') => rows.reduce((n, r) => n + r[k], 0);
    return {
      rows,
      totals: {
        orders: sum('orders'),
        energy_wh: sum('energy_wh'),
        electricity_cents: sum('electricity_cents'),
        service_cents: sum('service_cents'),
        idle_cents: sum('idle_cents'),
        total_cents: sum('total_cents'),
      },
    };
  }
}
