import { describe, expect, it } from 'vitest';
import { baseMapGeoJson } from '../../../extensions/device-map/src/base-map';
import { MAX_LATITUDE } from '../../../extensions/device-map/src/tile-math';
import { drawableWorld, splitRing } from '../../../extensions/device-map/src/world-rings';

type Ring = [number, number][];
const bounds = (ring: Ring) => ({
  minX: Math.min(...ring.map((p) => p[0])),
  maxX: Math.max(...ring.map((p) => p[0])),
  minY: Math.min(...ring.map((p) => p[1])),
  maxY: Math.max(...ring.map((p) => p[1])),
});

/** Edges a flat map would draw across the world: a longitude step over 180° not lying on the latitude limit. */
function worldCrossingEdges(rings: Ring[]): number {
  let n = 0;
  for (const r of rings)
    for (let i = 1; i < r.length; i++) {
      const onLimit = Math.abs(r[i][1]) === MAX_LATITUDE && r[i][1] === r[i - 1][1];
      if (Math.abs(r[i][0] - r[i - 1][0]) > 180 && !onLimit) n++;
    }
  return n;
}

describe('world outlines drawable on a flat map', () => {
  it('cuts a ring crossing the antimeridian into one piece on each side', () => {
    const pieces = splitRing([
      [170, 60],
      [-170, 60],
      [-170, 70],
      [170, 70],
      [170, 60],
    ]);
    expect(pieces).toHaveLength(2);
    expect(pieces.map(bounds).sort((a, b) => a.minX - b.minX)).toEqual([
      { minX: -180, maxX: -170, minY: 60, maxY: 70 },
      { minX: 170, maxX: 180, minY: 60, maxY: 70 },
    ]);
  });

  it('closes a ring around a pole along the pole, clipped to the Mercator limit', () => {
    const [piece, ...rest] = splitRing([
      [-180, -80],
      [-90, -75],
      [0, -70],
      [90, -75],
      [179, -80],
      [-180, -80],
    ]);
    expect(rest).toEqual([]);
    expect(bounds(piece)).toEqual({ minX: -180, maxX: 180, minY: -MAX_LATITUDE, maxY: -70 });
  });

  it('leaves an ordinary ring alone, and clips one reaching past the Mercator limit', () => {
    const square: Ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ];
    expect(splitRing(square)).toEqual([square]);
    expect(
      bounds(
        splitRing([
          [0, 80],
          [10, 80],
          [10, 89],
          [0, 89],
          [0, 80],
        ])[0],
      ).maxY,
    ).toBe(MAX_LATITUDE);
  });

  it('the bundled map has no edge across the world and nothing beyond the Mercator limit', () => {
    const raw = baseMapGeoJson() as { features: { geometry: { coordinates: Ring[][] } }[] };
    const rings = raw.features.flatMap((f) => f.geometry.coordinates.flat());
    expect(worldCrossingEdges(rings)).toBe(0);
    expect(Math.max(...rings.flat().map((p) => Math.abs(p[1])))).toBeLessThanOrEqual(MAX_LATITUDE);
    expect(Math.max(...rings.flat().map((p) => Math.abs(p[0])))).toBeLessThanOrEqual(180);
  });

  it('keeps holes with the piece they fall in', () => {
    const world = drawableWorld({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [170, 0],
                [-170, 0],
                [-170, 20],
                [170, 20],
                [170, 0],
              ],
              [
                [172, 5],
                [175, 5],
                [175, 8],
                [172, 8],
                [172, 5],
              ],
            ],
          },
        },
      ],
    });
    const polygons = world.features[0].geometry.coordinates as unknown as Ring[][];
    expect(polygons.map((p) => p.length).sort()).toEqual([1, 2]);
  });
});
