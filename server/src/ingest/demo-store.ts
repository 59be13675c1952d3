/** SQL of the demo seed: the demo project, its groups and devices in the demo tenant (created once). */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../app-context';
import { CHARGING_PILE_MODEL_ID, ENERGY_STORAGE_MODEL_ID, ENV_SENSOR_MODEL_ID } from '../modules/devices/device-model-seed';

/** `version`: the firmware version the device runs (what it reports, and what OTA upgrades). */
export interface DemoDevice {
  token: string;
  model: string;
  version: string;
}

export const DEMO_FIRMWARE = '1.0.0';

/** Creates the demo project once (when the demo tenant has none); returns the demo devices' tokens. */
export async function seedDemo(ctx: AppContext): Promise<DemoDevice[]> {
  const tenant = (await sql<{ id: string }>`select id from tenant where name = 'Demo' order by created_at limit 1`.execute(ctx.db)).rows[0];
  if (!tenant) return [];
  const existing = await sql<{
    token: string;
    type: string;
    current_version: string | null;
  }>`select token, type, current_version from device where tenant_id = ${tenant.id} and remark = 'demo' and token is not null and type <> ${CHARGING_PILE_MODEL_ID}`.execute(
    ctx.db,
  );
  if (existing.rows.length) return existing.rows.map((r) => ({ token: r.token, model: r.type, version: r.current_version || DEMO_FIRMWARE }));
  const anyProject = await sql`select 1 from business where tenant_id = ${tenant.id} limit 1`.execute(ctx.db);
  if (anyProject.rows.length) return [];
  const now = Math.floor(ctx.clock.now() / 1000);
  const site = (await sql<{ id: string }>`select id from site where tenant_id = ${tenant.id} order by created_at limit 1`.execute(ctx.db)).rows[0]?.id ?? null;
  const business = randomUUID();
  const office = randomUUID();
  const plant = randomUUID();
  const devices: Array<{ name: string; asset: string; model: string; location: string }> = [
    { name: '办公室环境传感器 1', asset: office, model: ENV_SENSOR_MODEL_ID, location: '116.397,39.909' },
    { name: '办公室环境传感器 2', asset: office, model: ENV_SENSOR_MODEL_ID, location: '116.401,39.913' },
    { name: '机房环境传感器', asset: plant, model: ENV_SENSOR_MODEL_ID, location: '121.473,31.230' },
    { name: '储能柜 1', asset: plant, model: ENERGY_STORAGE_MODEL_ID, location: '113.264,23.129' },
  ];
  const out: DemoDevice[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('business').values({ id: business, tenant_id: tenant.id, site_id: site, name: 'Demo project', created_at: now }).execute();
    await trx
      .insertInto('asset')
      .values([
        { id: office, tenant_id: tenant.id, business_id: business, parent_id: '0', name: 'Office', tier: 1, created_at: now },
        { id: plant, tenant_id: tenant.id, business_id: business, parent_id: '0', name: 'Plant', tier: 1, created_at: now },
      ])
      .execute();
    for (const d of devices) {
      const token = randomUUID();
      await trx
        .insertInto('device')
        .values({
          id: randomUUID(),
          tenant_id: tenant.id,
          site_id: site,
          name: d.name,
          created_at: now,
          asset_id: d.asset,
          token,
          type: d.model,
          location: d.location,
          device_type: '1',
          protocol: 'mqtt',
          remark: 'demo',
          additional_info: '{"runningInfo":{"thresholdTime":0}}',
        } as never)
        .execute();
      out.push({ token, model: d.model, version: DEMO_FIRMWARE });
    }
  });
  return out;
}
