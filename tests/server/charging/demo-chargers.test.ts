/** The demo charging sites: chargers whose meter only grows, and orders that open from their real MQTT telemetry. */
import { chargerValues } from '../../../server/src/modules/charging/demo-chargers';
import { TENANT_ADMIN_EMAIL, startTestServer } from '../helpers/test-server';

describe('demo chargers', () => {
  it('cycle through charging, full and idle with a meter that never goes back', () => {
    const states = new Set<string>();
    let last = -1;
    for (let t = 1_700_000_000_000; t < 1_700_000_000_000 + 3_600_000; t += 5000) {
      const v = chargerValues(t, 5);
      states.add(v.gun_state as string);
      expect(v.energy_kwh as number).toBeGreaterThanOrEqual(last);
      last = v.energy_kwh as number;
      expect(v.power_kw).toBe(v.gun_state === 'charging' ? 14 : 0);
    }
    expect([...states].sort()).toEqual(['charging', 'full', 'idle']);
  });

  it('seed two charging sites whose chargers open orders over MQTT while the demo runs', async () => {
    const before = process.env.TESSERA_DEMO_DEVICES;
    process.env.TESSERA_DEMO_DEVICES = 'on';
    const s = await startTestServer({ config: { demo: true } });
    try {
      const token = await s.login(TENANT_ADMIN_EMAIL);
      const sites = (await s.post('/site/list', { per_page: 100 }, { token })).data.data.map((x: any) => x.name);
      expect(sites).toEqual(expect.arrayContaining(['充电站 A（演示）', '充电站 B（演示）']));
      const deadline = Date.now() + 25_000;
      let orders = 0;
      while (!orders && Date.now() < deadline) {
        orders = (await s.post('/charging/order/list', {}, { token })).data.total;
        if (!orders) await new Promise((r) => setTimeout(r, 250));
      }
      expect(orders).toBeGreaterThan(0);
    } finally {
      await s.close();
      if (before === undefined) delete process.env.TESSERA_DEMO_DEVICES;
      else process.env.TESSERA_DEMO_DEVICES = before;
    }
  });
});
