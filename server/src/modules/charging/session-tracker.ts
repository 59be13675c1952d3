/**
 * Derives charging orders from committed charger telemetry (fed by the ingest pipeline after each batch commits).
 * State machine per charger, all of it in `charge_order` so a restart loses nothing:
 *   (none) --gun_state=charging--> charging --gun_state=full--> full --gun leaves full--> finished
 *                                  charging --gun leaves charging / over max duration--> finished
 *                                  full --gun_state=charging--> charging (topping up)
 * The bill is computed at the end from the stored `energy_kwh` readings, so a lost message in between only
 * coarsens the interpolation. See docs/charging.md.
 */
import type { AppContext } from '../../app-context';
import type { ChargeOrderTable, ChargeSettingTable } from '../../storage/schema';
import { billSession, dateStartMs, decodeSlots, idleFee, localDate, type TierPrice, type Tier } from './billing';
import { advanceOrder, deviceHome, findSetting, insertOpenOrder, meterReadings, openOrderOf, pricesOfSite, ruleSlots, staleOrders, touchOrder } from './store';

export interface ChargerUpdate {
  deviceId: string;
  ts: number;
  values: Record<string, unknown>;
}

export class SessionTracker {
  /** Updates of one charger are handled in order, one at a time. */
  private readonly chains = new Map<string, Promise<void>>();

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'log'>) {}

  /** Queues an update; never throws (a failure is logged and the next update retries from the stored state). */
  observe(u: ChargerUpdate): Promise<void> {
    if (!('gun_state' in u.values) && !('energy_kwh' in u.values)) return Promise.resolve();
    return this.enqueue(u.deviceId, () => this.handle(u));
  }

  /**
   * Ends the sessions of chargers silent since before `staleBefore` (ms) at their last report, billed up to their
   * last reading (`end_reason` lost): a charger that dropped off mid-session does not keep its order open forever.
   */
  async sweep(staleBefore: number): Promise<number> {
    const stale = await staleOrders(this.ctx.db, staleBefore);
    await Promise.all(
      stale.map((o) =>
        this.enqueue(o.device_id, async () => {
          const open = await openOrderOf(this.ctx.db, o.device_id);
          if (!open || open.id !== o.id || Number(open.last_ms) >= staleBefore) return;
          const order = {
            ...open,
            start_ms: Number(open.start_ms),
            last_ms: Number(open.last_ms),
            full_ms: open.full_ms === null ? null : Number(open.full_ms),
          };
          await this.finish(order, await findSetting(this.ctx.db, order.site_id), order.last_ms, 'lost');
        }),
      ),
    );
    return stale.length;
  }

  private enqueue(deviceId: string, work: () => Promise<void>): Promise<void> {
    const next = (this.chains.get(deviceId) ?? Promise.resolve()).then(work).catch((err) => this.ctx.log.error(`charging: update of ${deviceId} failed`, err));
    this.chains.set(deviceId, next);
    void next.then(() => {
      if (this.chains.get(deviceId) === next) this.chains.delete(deviceId);
    });
    return next;
  }

  /** Waits for every queued update (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.chains.size) await Promise.all([...this.chains.values()]);
  }

  private async handle(u: ChargerUpdate): Promise<void> {
    const { db } = this.ctx;
    const gun = typeof u.values.gun_state === 'string' ? u.values.gun_state : undefined;
    const open = await openOrderOf(db, u.deviceId);
    if (!open) {
      if (gun === 'charging') await this.start(u);
      return;
    }
    const order = { ...open, start_ms: Number(open.start_ms), last_ms: Number(open.last_ms), full_ms: open.full_ms === null ? null : Number(open.full_ms) };
    if (u.ts < order.last_ms) return; // older than what the order has seen: a late duplicate
    const setting = await findSetting(db, order.site_id);
    if (gun === undefined || gun === order.status) {
      const max = setting?.max_duration_min ?? 0;
      if (order.status === 'charging' && max > 0 && u.ts - order.start_ms >= max * 60_000) await this.finish(order, setting, u.ts, 'max_duration');
      else await touchOrder(db, order.id, u.ts);
    } else if (order.status === 'charging' && gun === 'full') {
      await advanceOrder(db, order.id, 'charging', { status: 'full', full_ms: u.ts, last_ms: u.ts });
    } else if (order.status === 'full' && gun === 'charging') {
      await advanceOrder(db, order.id, 'full', { status: 'charging', full_ms: null, last_ms: u.ts });
    } else {
      await this.finish(order, setting, u.ts, 'gun');
    }
  }

  private async start(u: ChargerUpdate): Promise<void> {
    const { db } = this.ctx;
    const home = await deviceHome(db, u.deviceId);
    if (!home?.site_id) return;
    const setting = await findSetting(db, home.site_id);
    if (!setting?.rule_id) return; // the site does not bill charging
    const chargers = JSON.parse(setting.device_ids) as string[];
    if (chargers.length && !chargers.includes(u.deviceId)) return;
    const kwh = u.values.energy_kwh;
    await insertOpenOrder(db, {
      tenant_id: home.tenant_id,
      site_id: home.site_id,
      device_id: u.deviceId,
      start_ms: u.ts,
      start_wh: typeof kwh === 'number' ? Math.round(kwh * 1000) : null,
      created_at: Math.floor(u.ts / 1000),
    });
  }

  private async finish(order: ChargeOrderTable, setting: ChargeSettingTable | undefined, endMs: number, reason: string): Promise<void> {
    const { db } = this.ctx;
    const offset = setting?.utc_offset_min ?? 480;
    const rule = setting?.rule_id ? await ruleSlots(db, setting.rule_id) : undefined;
    const slots: Tier[] = rule ? decodeSlots(rule.slots) : new Array(48).fill('flat');
    const billEnd = order.full_ms ?? endMs;
    const readings = (await meterReadings(db, order.device_id, order.start_ms, billEnd)).map((r) => ({ ts: r.ts, wh: Math.round(r.kwh * 1000) }));
    const prices: TierPrice[] = (await pricesOfSite(db, order.site_id)).map((p) => ({
      tier: p.tier as Tier,
      electricity: p.electricity,
      service: p.service,
      effectiveFromMs: dateStartMs(p.effective_from, offset) ?? Number(p.effective_from_ms),
    }));
    const bill = billSession({ readings, slots, prices, utcOffsetMin: offset });
    const idle = order.full_ms === null ? 0 : idleFee(order.full_ms, endMs, setting?.idle_fee_cents_per_min ?? 0);
    await advanceOrder(db, order.id, order.status, {
      status: 'finished',
      end_ms: endMs,
      last_ms: endMs,
      end_reason: reason,
      start_wh: readings[0]?.wh ?? order.start_wh,
      end_wh: readings[readings.length - 1]?.wh ?? order.start_wh,
      energy_wh: bill.energy_wh,
      electricity_cents: bill.electricity_cents,
      service_cents: bill.service_cents,
      idle_cents: idle,
      total_cents: bill.total_cents + idle,
      unpriced_wh: bill.unpriced_wh,
      tiers: JSON.stringify(bill.tiers),
      slots: rule?.slots ?? '',
      bill_date: localDate(endMs, offset),
    });
  }
}
