import { describe, expect, it } from 'vitest';
import type { DeviceIdentity } from '../../../server/src/devices-core/device-identity';
import { decodeMessage, MAX_KEY_LENGTH } from '../../../server/src/ingest/decode';

const device = { id: 'd1', tenantId: 't1', token: 'tok', name: 'Sensor', password: '', deviceType: '1', parentId: '', subDeviceAddr: '' } as DeviceIdentity;
const noSubDevices = { subDevice: async () => undefined };
const decode = (payload: string) => decodeMessage(device, 'attributes', Buffer.from(payload), 1_000, noSubDevices as never);

describe('decodeMessage (attributes)', () => {
  it('passes a clean object through as the values, with no problem', async () => {
    const out = await decode('{"temperature":21.5,"on":true,"mode":"eco"}');
    expect(out.problems).toEqual([]);
    expect(out.updates).toEqual([{ device, tsMicros: 1_000, values: { temperature: 21.5, on: true, mode: 'eco' } }]);
  });

  it('drops null values silently, and empty or overlong keys with a problem, keeping the rest', async () => {
    const long = 'k'.repeat(MAX_KEY_LENGTH + 1);
    const out = await decode(JSON.stringify({ a: 1, gone: null, '': 2, [long]: 3 }));
    expect(out.updates.map((u) => u.values)).toEqual([{ a: 1 }]);
    expect(out.problems).toHaveLength(2);
    expect(out.problems[0].problem).toMatch(/empty or longer/);
  });

  it('refuses a "__proto__" key: reported, not stored, and no value object gets a foreign prototype', async () => {
    const out = await decode('{"__proto__":{"polluted":true},"t":1}');
    expect(out.problems).toEqual([{ deviceId: 'd1', problem: 'key "__proto__" is not allowed' }]);
    const values = out.updates[0].values;
    expect(Object.keys(values)).toEqual(['t']);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports a payload that is not JSON and stores nothing', async () => {
    const out = await decode('{"t":');
    expect(out.updates).toEqual([]);
    expect(out.problems).toEqual([{ deviceId: 'd1', problem: 'attributes payload is not JSON' }]);
  });
});
