/**
 * The dashboard layout document (the server keeps the same shape and checks it with a closed schema): tiles on a
 * 24-column grid, each either a widget (its own config plus the device it reads) or text.
 */
import type { WidgetConfig } from '@tessera/sdk';

export const GRID_COLUMNS = 24;
export const ROW_HEIGHT = 40;
export const TIME_RANGES = ['15m', '1h', '6h', '24h', '7d', '30d'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export interface Tile {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  kind: 'widget' | 'text' | 'image' | 'devices';
  title?: string;
  device_id?: string;
  /** A widget tile bound to a dashboard variable reads the variable's device instead of `device_id`. */
  variable?: string;
  widget?: WidgetConfig;
  text?: string;
  /** Image tile: an http(s) URL or an inline picture (data:image URL). */
  image_url?: string;
  fit?: 'contain' | 'cover';
  /** Device-list tile: the devices listed (online state, latest value of each key). */
  device_ids?: string[];
  keys?: string[];
}

export interface Layout {
  version: 1;
  time_range: TimeRange;
  refresh_seconds?: number;
  variables?: Variable[];
  tiles: Tile[];
}

/**
 * A dashboard variable (saved with the layout): a device picker in view mode. Widget tiles naming it read its device;
 * `filter` narrows the picker to one plugin (product) and/or group (business); `default` shows until someone picks.
 */
export interface Variable {
  name: string;
  label: string;
  type: 'device';
  filter?: { plugin_id?: string; business_id?: string };
  default: string;
}

/** What each variable holds for this viewing, by name. */
export type VariableValues = Record<string, string>;

export interface GridPosition {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export const EMPTY_LAYOUT: Layout = { version: 1, time_range: '1h', tiles: [] };

const RANGE_MS: Record<TimeRange, number> = {
  '15m': 15 * 60_000,
  '1h': 3_600_000,
  '6h': 6 * 3_600_000,
  '24h': 24 * 3_600_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

export function rangeMs(range: TimeRange): number {
  return RANGE_MS[range];
}

/** A tile id not used by the layout. */
export function newTileId(layout: Layout): string {
  const used = new Set(layout.tiles.map((t) => t.i));
  let n = layout.tiles.length + 1;
  while (used.has(`t${n}`)) n++;
  return `t${n}`;
}

/** The new tile goes under everything else, full width on small grids. */
export function addTile(layout: Layout, tile: Omit<Tile, 'i' | 'x' | 'y' | 'w' | 'h'> & Partial<GridPosition>): Layout {
  const bottom = layout.tiles.reduce((m, t) => Math.max(m, t.y + t.h), 0);
  const next: Tile = { w: 8, h: 6, x: 0, y: bottom, ...tile, i: newTileId(layout) };
  return { ...layout, tiles: [...layout.tiles, next] };
}

/** Positions from the grid (drag, resize, compaction); unchanged positions keep the same layout object. */
export function applyPositions(layout: Layout, positions: readonly GridPosition[]): Layout {
  const byId = new Map(positions.map((p) => [p.i, p]));
  let changed = false;
  const tiles = layout.tiles.map((t) => {
    const p = byId.get(t.i);
    if (!p || (p.x === t.x && p.y === t.y && p.w === t.w && p.h === t.h)) return t;
    changed = true;
    return { ...t, x: p.x, y: p.y, w: p.w, h: p.h };
  });
  return changed ? { ...layout, tiles } : layout;
}

export function replaceTile(layout: Layout, tile: Tile): Layout {
  return { ...layout, tiles: layout.tiles.map((t) => (t.i === tile.i ? tile : t)) };
}

export function removeTile(layout: Layout, id: string): Layout {
  return { ...layout, tiles: layout.tiles.filter((t) => t.i !== id) };
}

/** Each device the dashboard reads, once: the realtime subscriptions (one per device, not per widget or list row). */
export function devicesOf(layout: Layout): string[] {
  return [
    ...new Set(
      layout.tiles.flatMap((t) => {
        if (t.kind === 'widget') return t.device_id ? [t.device_id] : [];
        return t.kind === 'devices' ? (t.device_ids ?? []) : [];
      }),
    ),
  ];
}

/** The devices a layout names, variables' defaults included: all a share link may read (the server's rule). */
export function namedDevicesOf(layout: Layout): string[] {
  return [...new Set([...devicesOf(layout), ...(layout.variables ?? []).flatMap((v) => (v.default ? [v.default] : []))])];
}

/** Largest picture an image tile embeds (as a data URL inside the layout; the server caps the URL too). */
export const MAX_IMAGE_BYTES = 100 * 1024;
/** Devices one device-list tile shows (the server's cap). */
export const MAX_LIST_DEVICES = 50;

/** Auto-refresh choices (seconds; 0 = off): history re-read and current values re-fetched at that pace. */
export const REFRESH_CHOICES = [0, 10, 30, 60, 300] as const;

/** The URL query key that presets a variable (`?var-device=<id>`): view mode, full screen and share links. */
export const variableParam = (name: string) => `var-${name}`;

/** Each variable's value for this viewing: the URL's when it sets one (and `allowed` admits it), else the default. */
export function variableValues(layout: Layout, query: Record<string, string | undefined>, allowed?: ReadonlySet<string>): VariableValues {
  const out: VariableValues = {};
  for (const v of layout.variables ?? []) {
    const asked = query[variableParam(v.name)];
    out[v.name] = asked && (!allowed || allowed.has(asked)) ? asked : v.default;
  }
  return out;
}

/** Every tile bound to a variable rebound to the variable's device (the layout object is kept when nothing changes). */
export function bindVariables(layout: Layout, values: VariableValues): Layout {
  if (!layout.variables?.length) return layout;
  const tiles = layout.tiles.map((t) => (t.variable && t.kind === 'widget' ? { ...t, device_id: values[t.variable] || t.device_id } : t));
  return { ...layout, tiles };
}

/** A variable name not used yet: `device`, `device2`, … */
export function newVariableName(layout: Layout): string {
  const used = new Set((layout.variables ?? []).map((v) => v.name));
  if (!used.has('device')) return 'device';
  let n = 2;
  while (used.has(`device${n}`)) n++;
  return `device${n}`;
}

export function addVariable(layout: Layout, label: string): Layout {
  const v: Variable = { name: newVariableName(layout), label, type: 'device', default: '' };
  return { ...layout, variables: [...(layout.variables ?? []), v] };
}

/** Replaces the variable named `name`; a rename follows into every tile bound to it. */
export function updateVariable(layout: Layout, name: string, next: Variable): Layout {
  const variables = (layout.variables ?? []).map((v) => (v.name === name ? next : v));
  const tiles = next.name === name ? layout.tiles : layout.tiles.map((t) => (t.variable === name ? { ...t, variable: next.name } : t));
  return { ...layout, variables, tiles };
}

/** Removes a variable; its tiles keep reading the variable's default device, as a fixed one. */
export function removeVariable(layout: Layout, name: string): Layout {
  const gone = layout.variables?.find((v) => v.name === name);
  const variables = (layout.variables ?? []).filter((v) => v.name !== name);
  const tiles = layout.tiles.map((t) => {
    if (t.variable !== name) return t;
    const { variable: _v, ...rest } = t;
    return { ...rest, device_id: gone?.default || t.device_id };
  });
  return { ...layout, variables, tiles };
}

/** The lower-case identifier a variable's name must be (the server's rule): letter first, ≤ 32 characters. */
export const VARIABLE_NAME = /^[a-z][a-z0-9_]{0,31}$/;
