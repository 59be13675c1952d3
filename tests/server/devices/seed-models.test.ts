import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENERGY_STORAGE_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

describe.each(testBackends())('the shipped plugins (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ backend });
  });
  afterAll(() => s.close());

  it('are rewritten at start, so a database seeded with a widget type nobody registers is mended', async () => {
    const stale = JSON.stringify({ tsl: { properties: [] }, chart: [{ id: 'old', type: 'curve', mapping: ['bms_soc'] }] });
    await s.server.ctx.db.updateTable('device_model').set({ chart_data: stale }).where('id', '=', ENERGY_STORAGE_MODEL_ID).execute();
    s = await s.restart();
    const token = await s.login(TENANT_ADMIN_EMAIL);
    const ess = (await s.post('/device/model/item', { id: ENERGY_STORAGE_MODEL_ID }, { token })).data;
    expect(JSON.parse(ess.chart_data).chart.map((c: { type: string }) => c.type)).toEqual(['history', 'history', 'history', 'history']);
    expect(ess.tsl.properties.find((p: { name: string }) => p.name === 'ac_mode').valueLabels).toMatchObject({ 1: '制冷' });
  });
});
