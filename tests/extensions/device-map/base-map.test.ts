import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const BUNDLED = join(__dirname, '../../../extensions/device-map/src/data/land-110m.geo.json');

/** world-atlas land-110m → GeoJSON, coordinates rounded to 0.01° (finer than the 1:110m source). */
function convert(): unknown {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8'));
  const geo = feature(topology, topology.objects.land) as any;
  const round = (c: any): any => (typeof c[0] === 'number' ? [Math.round(c[0] * 100) / 100, Math.round(c[1] * 100) / 100] : c.map(round));
  for (const f of geo.features) f.geometry.coordinates = round(f.geometry.coordinates);
  return geo;
}

describe('bundled base map', () => {
  it('is Natural Earth land from world-atlas, converted with topojson-client', () => {
    const expected = convert();
    // REGENERATE=1 npx vitest run tests/extensions/device-map/base-map.test.ts rewrites the bundled file.
    if (process.env.REGENERATE) writeFileSync(BUNDLED, JSON.stringify(expected));
    expect(JSON.parse(readFileSync(BUNDLED, 'utf8'))).toEqual(expected);
  });
});
