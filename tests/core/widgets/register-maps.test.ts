import { describe, expect, it } from 'vitest';
import { registerMaps } from '../../../core/src/widgets/register-maps';

describe('registerMaps (EChart `maps` prop)', () => {
  it('registers each named GeoJSON once', () => {
    const calls: string[] = [];
    const echarts = { registerMap: (name: string) => calls.push(name) };
    const land = { type: 'FeatureCollection', features: [] };
    registerMaps(echarts, { land });
    registerMaps(echarts, { land });
    registerMaps(echarts, { land2: land });
    registerMaps(echarts, undefined);
    expect(calls).toEqual(['land', 'land2']);
  });
});
