/**
 * Makes world outlines drawable on a flat map (pure). A ring that crosses the antimeridian (Russia, Fiji) jumps from
 * +180° to −180° between two points, which a flat map draws as a line across the whole world; a ring around a pole
 * (Antarctica) closes along that jump. Each such ring is unwrapped, closed through its pole when it encircles one,
 * and cut into the pieces on either side of ±180°. Every ring is then clipped to the Web Mercator latitude range, the
 * band raster tiles cover, so nothing is squashed flat against its edge.
 */
import { MAX_LATITUDE } from './tile-math';

type Point = [number, number];
type Ring = Point[];
type PolygonRings = Ring[];

interface Geometry {
  type: string;
  coordinates: unknown;
}
interface FeatureCollection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; properties?: unknown; geometry: Geometry }[];
}

const crosses = (ring: Ring) => ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1][0]) > 180);

/** Longitudes made continuous (each step under 180°), so a crossing ring runs past ±180 instead of jumping. */
function unwrap(ring: Ring): Ring {
  const out: Ring = [ring[0]];
  for (let i = 1; i < ring.length; i++) {
    let x = ring[i][0];
    const prev = out[i - 1][0];
    while (x - prev > 180) x -= 360;
    while (x - prev < -180) x += 360;
    out.push([x, ring[i][1]]);
  }
  return out;
}

/** Sutherland–Hodgman against one half-plane: `inside` says which side stays, `cut` where an edge crosses it. */
function clipHalf(ring: Ring, inside: (p: Point) => boolean, cut: (a: Point, b: Point) => Point): Ring {
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    if (inside(a)) out.push(a);
    if (inside(a) !== inside(b)) out.push(cut(a, b));
  }
  return out;
}

const atX =
  (x: number) =>
  (a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
const atY =
  (y: number) =>
  (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];

/** The part of an open ring inside [x0, x1] × [y0, y1]. */
function clipBox(ring: Ring, x0: number, x1: number, y0: number, y1: number): Ring {
  let r = clipHalf(ring, (p) => p[0] >= x0, atX(x0));
  r = clipHalf(r, (p) => p[0] <= x1, atX(x1));
  r = clipHalf(r, (p) => p[1] >= y0, atY(y0));
  return clipHalf(r, (p) => p[1] <= y1, atY(y1));
}

function area(ring: Ring): number {
  let s = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    s += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(s) / 2;
}

const open = (ring: Ring): Ring =>
  ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;
const close = (ring: Ring): Ring => [...ring, ring[0]];

/** A ring's drawable pieces: within ±180° and the Mercator latitude range; slivers of no area are dropped. */
export function splitRing(ring: Ring): Ring[] {
  let unwrapped = crosses(ring) ? unwrap(ring) : ring;
  const first = unwrapped[0];
  const last = unwrapped[unwrapped.length - 1];
  if (Math.abs(last[0] - first[0]) > 180) {
    // Encircles a pole: close the ring along the pole's latitude instead of straight back across the world.
    const pole = unwrapped.reduce((s, p) => s + p[1], 0) < 0 ? -90 : 90;
    unwrapped = [...unwrapped, [last[0], pole], [first[0], pole]];
  }
  const shifts = crosses(ring) ? [-360, 0, 360] : [0];
  return shifts
    .map((dx) =>
      clipBox(
        open(unwrapped).map(([x, y]): Point => [x + dx, y]),
        -180,
        180,
        -MAX_LATITUDE,
        MAX_LATITUDE,
      ),
    )
    .filter((piece) => piece.length >= 3 && area(piece) > 1e-6)
    .map(close);
}

function contains(ring: Ring, [x, y]: Point): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A polygon's pieces: each piece of its outer ring with the hole pieces that fall inside it. */
function splitPolygon([outer, ...holes]: PolygonRings): PolygonRings[] {
  const pieces = splitRing(outer).map((ring): PolygonRings => [ring]);
  for (const hole of holes.flatMap(splitRing)) pieces.find(([ring]) => contains(ring, hole[0]))?.push(hole);
  return pieces;
}

/** The outlines with every ring split at the antimeridian and clipped to the Mercator latitude range. */
export function drawableWorld<T extends FeatureCollection>(world: T): T {
  return {
    ...world,
    features: world.features.map((f) => {
      const g = f.geometry;
      const polygons = g.type === 'Polygon' ? [g.coordinates as PolygonRings] : g.type === 'MultiPolygon' ? (g.coordinates as PolygonRings[]) : null;
      return polygons ? { ...f, geometry: { type: 'MultiPolygon', coordinates: polygons.flatMap(splitPolygon) } } : f;
    }),
  };
}
