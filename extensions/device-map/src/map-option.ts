import { escapeHtml } from '@tessera/sdk';
import { BASE_MAP } from './base-map';
import { tileLayerSeries } from './tile-layer';
import { mercator, unmercator } from './tile-math';

export interface MapDevice {
  id: string;
  name: string;
  lng: number;
  lat: number;
  online: boolean;
}

export interface Cluster {
  lng: number;
  lat: number;
  count: number;
  online: number;
  /** The device when the cluster holds exactly one. */
  device?: MapDevice;
}

export const MARKER_COLORS = { online: '#2fb344', offline: '#8f99a8', mixed: '#2d72d2' } as const;

/** Reads `longitude,latitude` (the spec's entity fields); null when missing or off the globe. */
export function parseLocation(text: unknown): { lng: number; lat: number } | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(String(text ?? ''));
  if (!m) return null;
  const lng = Number(m[1]);
  const lat = Number(m[2]);
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? { lng, lat } : null;
}

/** Grid cell size in degrees for a zoom level: 8° at zoom 1, halving per doubling of the zoom. */
export function cellSize(zoom: number): number {
  return 8 / Math.max(zoom, 0.25);
}

/** Groups devices whose positions fall in the same grid cell; a cluster sits at its members' mean position. */
export function clusterDevices(devices: MapDevice[], cell: number): Cluster[] {
  const cells = new Map<string, MapDevice[]>();
  for (const d of devices) {
    const key = cell > 0 ? `${Math.floor(d.lng / cell)}:${Math.floor(d.lat / cell)}` : d.id;
    const list = cells.get(key);
    if (list) list.push(d);
    else cells.set(key, [d]);
  }
  return [...cells.values()].map((members) => ({
    lng: members.reduce((s, d) => s + d.lng, 0) / members.length,
    lat: members.reduce((s, d) => s + d.lat, 0) / members.length,
    count: members.length,
    online: members.filter((d) => d.online).length,
    device: members.length === 1 ? members[0] : undefined,
  }));
}

function colorOf(c: Cluster): string {
  if (c.online === c.count) return MARKER_COLORS.online;
  return c.online === 0 ? MARKER_COLORS.offline : MARKER_COLORS.mixed;
}

/** A marker's tooltip (HTML: the device name is user input, so it is escaped). */
function clusterTooltip(c: Cluster, labels: { online: string; offline: string }): string {
  if (c.device) return `${escapeHtml(c.device.name)}<br/>${escapeHtml(c.device.online ? labels.online : labels.offline)}`;
  return `${escapeHtml(labels.online)} ${c.online} / ${c.count}`;
}

export interface MapView {
  zoom: number;
  /**
   * lon/lat the view is centred on (projected here when the tiles are on); set by a cluster click until the next roam.
   */
  center?: [number, number];
}

/** The whole world. The centre is explicit: the chart keeps a roamed centre unless an option names another. */
export const HOME_VIEW: MapView = { zoom: 1.2, center: [0, 0] };

/** The raster layer, when the tenant configured one and it answers (else the outlines carry the map). */
export interface TileLayer {
  url: string;
  maxZoom: number;
}

const OUTLINES = { areaColor: '#1c3b5a', borderColor: '#3a6ea5' };

/**
 * The geo's zoom range. Tiles go down to street level (XYZ zoom ~18 is 2^16 times the whole-world view); outlines stop
 * far earlier.
 */
export function zoomLimit(tilesOn: boolean): { min: number; max: number } {
  return { min: 0.8, max: tilesOn ? 2 ** 16 : 200 };
}

/**
 * A zoom within `zoomLimit`. ECharts clamps a roam to its `scaleLimit` but reports the unclamped factor; the view
 * state clamps the same way so it stays equal to the chart's zoom (else, after zooming out past the limit, zooming
 * back in would do nothing for several steps while the state caught up).
 */
export function clampZoom(zoom: number, tilesOn: boolean): number {
  const { min, max } = zoomLimit(tilesOn);
  return Math.min(max, Math.max(min, zoom));
}

/**
 * The view after a wheel/pinch step of `factor`. The centre is dropped: ECharts keeps the roamed centre itself (a pan
 * is not reported in lon/lat), and an option still carrying a clicked cluster's centre would pull the map back there.
 */
export function roamView(view: MapView, factor: number, tilesOn: boolean): MapView {
  return { zoom: clampZoom(view.zoom * factor, tilesOn) };
}

/**
 * The device-map option (pure): the bundled land outlines as a roamable `geo`, and one scatter point per cluster
 * coloured by online state (green all online, grey all offline, blue mixed), a cluster's size growing with its count.
 */
export function deviceMapOption(devices: MapDevice[], view: MapView, labels: { online: string; offline: string }, tiles?: TileLayer): Record<string, unknown> {
  const clusters = clusterDevices(devices, cellSize(view.zoom));
  const center = view.center && (tiles ? mercator(view.center) : view.center);
  return {
    backgroundColor: '#0b1e33',
    tooltip: { trigger: 'item' },
    geo: {
      map: BASE_MAP,
      roam: true,
      zoom: clampZoom(view.zoom, !!tiles),
      ...(center ? { center } : {}),
      // Raster tiles are Web Mercator squares: the map must project the same way for markers to sit on them.
      ...(tiles ? { projection: { project: mercator, unproject: unmercator } } : {}),
      scaleLimit: zoomLimit(!!tiles),
      // The outlines stay under the tiles: opaque tiles hide them, and a tile that fails or is still loading shows
      // the offline map in its place instead of a hole.
      itemStyle: OUTLINES,
      emphasis: { disabled: true },
      silent: true,
      z: 0,
    },
    series: [
      ...(tiles ? [tileLayerSeries(tiles.url, tiles.maxZoom)] : []),
      {
        type: 'scatter',
        z: 3,
        coordinateSystem: 'geo',
        symbolSize: (value: number[]) => (value[2] > 1 ? Math.min(48, 16 + Math.log2(value[2]) * 6) : 12),
        label: { show: true, formatter: (p: { value: number[] }) => (p.value[2] > 1 ? String(p.value[2]) : ''), color: '#fff' },
        data: clusters.map((c) => ({
          name: c.device ? c.device.name : `${c.online}/${c.count}`,
          value: [c.lng, c.lat, c.count],
          deviceId: c.device?.id,
          itemStyle: { color: colorOf(c) },
          tooltip: { formatter: clusterTooltip(c, labels) },
        })),
      },
    ],
  };
}
