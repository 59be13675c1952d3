/** SQL of the charging demo seed: two charging sites of the demo tenant with rule, prices, setting and chargers. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { CHARGING_PILE_MODEL_ID } from '../devices/device-model-seed';
import { encodeSlots, slotsOfPeriods, type Period, type Tier } from './billing';

const PLAN: Period[] = [
  { start: '00:00', end: '07:00', tier: 'valley' },
  { start: '07:00', end: '10:00', tier: 'flat' },
  { start: '10:00', end: '11:00', tier: 'peak' },
  { start: '11:00', end: '13:00', tier: 'sharp' },
  { start: '13:00', end: '17:00', tier: 'flat' },
  { start: '17:00', end: '21:00', tier: 'peak' },
  { start: '21:00', end: '23:00', tier: 'flat' },
  { start: '23:00', end: '24:00', tier: 'valley' },
];
/** Ten-thousandths per kWh: electricity, service. */
const PRICES: [Tier, number, number][] = [
  ['sharp', 13_000, 8000],
  ['peak', 11_000, 8000],
  ['flat', 7000, 6000],
  ['valley', 3500, 4000],
];
const SITES = ['充电站 A（演示）', '充电站 B（演示）'];

/** Creates the charging sites once; returns the tokens of the demo chargers (new or existing). */
export async function seedChargingDemo(ctx: AppContext): Promise<{ token: string; model: string }[]> {
  const { db } = ctx;
  const tenant = (await sql<{ id: string }>`select id from tenant where name = 'Demo' order by created_at limit 1`.execute(db)).rows[0];
  if (!tenant) return [];
  const existing = await sql<{
    token: string;
  }>`select token from device where tenant_id = ${tenant.id} and type = ${CHARGING_PILE_MODEL_ID} and remark = 'demo' and token is not null`.execute(db);
  if (existing.rows.length) return existing.rows.map((r) => ({ token: r.token, model: CHARGING_PILE_MODEL_ID }));
  const plan = slotsOfPeriods(PLAN);
  if (!('slots' in plan)) throw new Error('demo charge plan does not cover the day');
  const now = Math.floor(ctx.clock.now() / 1000);
  const out: { token: string; model: string }[] = [];
  await db.transaction().execute(async (trx) => {
    for (const [s, siteName] of SITES.entries()) {
      const siteId = randomUUID();
      await trx.insertInto('site').values({ id: siteId, tenant_id: tenant.id, name: siteName, address: '', remark: 'demo', created_at: now }).execute();
      const ruleId = randomUUID();
      await trx
        .insertInto('charge_rule')
        .values({
          id: ruleId,
          tenant_id: tenant.id,
          site_id: siteId,
          name: '标准分时电价',
          description: '',
          slots: encodeSlots(plan.slots),
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const [tier, electricity, service] of PRICES) {
        await trx
          .insertInto('charge_price')
          .values({
            id: randomUUID(),
            tenant_id: tenant.id,
            site_id: siteId,
            tier,
            electricity,
            service,
            effective_from: '2024-01-01',
            effective_from_ms: Date.UTC(2023, 11, 31, 16),
            created_at: now,
          })
          .execute();
      }
      await trx
        .insertInto('charge_setting')
        .values({
          site_id: siteId,
          tenant_id: tenant.id,
          rule_id: ruleId,
          min_balance_cents: 2000,
          max_duration_min: 720,
          idle_fee_cents_per_min: 10,
          utc_offset_min: 480,
          device_ids: '[]',
          updated_at: now,
        })
        .execute();
      for (const n of [1, 2]) {
        const token = randomUUID();
        await trx
          .insertInto('device')
          .values({
            id: randomUUID(),
            tenant_id: tenant.id,
            site_id: siteId,
            name: `充电桩 ${'AB'[s]}${n}`,
            created_at: now,
            token,
            type: CHARGING_PILE_MODEL_ID,
            device_type: '1',
            protocol: 'mqtt',
            remark: 'demo',
            additional_info: '{"runningInfo":{"thresholdTime":0}}',
          } as never)
          .execute();
        out.push({ token, model: CHARGING_PILE_MODEL_ID });
      }
    }
  });
  return out;
}
