/**
 * The dashboard layout document and its closed schema. Tiles sit on a 24-column grid; a widget tile carries the
 * widget's own config (owned by the widget, so only its `type` is checked here) and the device it reads; a text tile
 * carries text. Unknown widget types are kept (the console shows "widget not installed") and reported.
 */
import type { JsonSchema } from '../../http/route';

export const GRID_COLUMNS = 24;
export const MAX_TILES = 200;
/** Characters of an image tile's URL (an uploaded picture travels inside the layout as a data URL). */
export const MAX_IMAGE_URL = 160 * 1024;
export const MAX_LIST_DEVICES = 50;
/** An image tile draws only web images: http(s) or an inline picture (never javascript: or other schemes). */
export const IMAGE_URL_PATTERN = '^(https?://[^\\s]+|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/=]+)$';
/** Bytes of a stored layout (JSON text); an import document is refused above it. */
export const MAX_LAYOUT_BYTES = 256 * 1024;
export const TIME_RANGES = ['15m', '1h', '6h', '24h', '7d', '30d'] as const;
export const EXPORT_FORMAT = 'tessera-dashboard';
/** Variables one dashboard may define. */
export const MAX_VARIABLES = 10;
/** A variable's name: it appears in URLs (`?var-<name>=`) and tiles refer to it by it. */
export const VARIABLE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * A dashboard variable: a device picker shown in view mode. Widget tiles that name it (`variable`) read the device it
 * holds; `filter` narrows the picker to one device plugin (product) and/or one group (business); `default` is the
 * device shown until the viewer (or the URL) picks another ('' = none).
 */
export interface Variable {
  name: string;
  label: string;
  type: 'device';
  filter?: { plugin_id?: string; business_id?: string };
  default: string;
}

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
  widget?: { type: string; [k: string]: unknown };
  text?: string;
  /** Image tile: an http(s) URL or a data:image URL, drawn contained or covering the tile. */
  image_url?: string;
  fit?: 'contain' | 'cover';
  /** Device-list tile: the devices shown (online state and the latest value of each key). */
  device_ids?: string[];
  keys?: string[];
}

export interface Layout {
  version: 1;
  time_range: (typeof TIME_RANGES)[number];
  refresh_seconds?: number;
  variables?: Variable[];
  tiles: Tile[];
}

export const EMPTY_LAYOUT: Layout = { version: 1, time_range: '1h', tiles: [] };

const cell = (max: number): JsonSchema => ({ type: 'integer', minimum: 0, maximum: max });

const tileSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['i', 'x', 'y', 'w', 'h', 'kind'],
  properties: {
    i: { type: 'string', minLength: 1, maxLength: 64 },
    x: cell(GRID_COLUMNS - 1),
    y: cell(10_000),
    w: { ...cell(GRID_COLUMNS), minimum: 1 },
    h: { ...cell(200), minimum: 1 },
    kind: { type: 'string', enum: ['widget', 'text', 'image', 'devices'] },
    title: { type: 'string', maxLength: 200 },
    device_id: { type: 'string', maxLength: 64 },
    variable: { type: 'string', minLength: 1, maxLength: 32 },
    // The widget's own config: its fields belong to the widget type, so only `type` is required here.
    // Declared free-form (every key is the widget's); `type` itself is checked by badWidgetType.
    widget: { type: 'object', required: ['type'], additionalProperties: true, maxProperties: 64 },
    text: { type: 'string', maxLength: 10_000 },
    image_url: { type: 'string', maxLength: MAX_IMAGE_URL, pattern: IMAGE_URL_PATTERN },
    fit: { type: 'string', enum: ['contain', 'cover'] },
    device_ids: { type: 'array', maxItems: MAX_LIST_DEVICES, items: { type: 'string', minLength: 1, maxLength: 64 } },
    keys: { type: 'array', maxItems: 8, items: { type: 'string', minLength: 1, maxLength: 128 } },
  },
};

const variableSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'label', 'type', 'default'],
  properties: {
    // The name's shape is checked by badVariableName, for a message that says what a name may hold.
    name: { type: 'string', minLength: 1, maxLength: 64 },
    label: { type: 'string', maxLength: 100 },
    type: { type: 'string', enum: ['device'] },
    filter: {
      type: 'object',
      additionalProperties: false,
      properties: { plugin_id: { type: 'string', maxLength: 64 }, business_id: { type: 'string', maxLength: 64 } },
    },
    default: { type: 'string', maxLength: 64 },
  },
};

export const layoutSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'time_range', 'tiles'],
  properties: {
    version: { type: 'integer', enum: [1] },
    time_range: { type: 'string', enum: [...TIME_RANGES] },
    refresh_seconds: { type: 'integer', minimum: 0, maximum: 3600 },
    variables: { type: 'array', maxItems: MAX_VARIABLES, items: variableSchema },
    tiles: { type: 'array', maxItems: MAX_TILES, items: tileSchema },
  },
};

/** The export/import document: a dashboard without its ids, owner or share token. */
export const exportDocumentSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'version', 'dashboard_name', 'layout'],
  properties: {
    format: { type: 'string', enum: [EXPORT_FORMAT] },
    version: { type: 'integer', enum: [1] },
    dashboard_name: { type: 'string', minLength: 1, maxLength: 100 },
    remark: { type: 'string', maxLength: 500 },
    layout: layoutSchema,
  },
};

/**
 * The devices a layout names (widget tiles' devices, device-list tiles' devices, variables' defaults): what a share
 * token may answer for. A variable's other choices are not named, so a share link never reads them.
 */
export function devicesOf(layout: Layout): string[] {
  const named = layout.tiles.flatMap((t) => {
    if (t.kind === 'widget') return t.device_id ? [t.device_id] : [];
    return t.kind === 'devices' ? (t.device_ids ?? []) : [];
  });
  const defaults = (layout.variables ?? []).flatMap((v) => (v.default ? [v.default] : []));
  return [...new Set([...named, ...defaults])];
}

/** The first variable whose name is not a lower-case identifier (letter first, then letters, digits, `_`; ≤ 32). */
export function badVariableName(layout: Layout): string | undefined {
  return layout.variables?.find((v) => !VARIABLE_NAME_PATTERN.test(v.name))?.name;
}

/** Variable names must be unique: tiles and URLs refer to a variable by its name. */
export function duplicateVariable(layout: Layout): string | undefined {
  const seen = new Set<string>();
  for (const v of layout.variables ?? []) {
    if (seen.has(v.name)) return v.name;
    seen.add(v.name);
  }
  return undefined;
}

/** The first tile bound to a variable the dashboard does not define (or a non-widget tile bound to one), by tile id. */
export function badVariableRef(layout: Layout): string | undefined {
  const names = new Set((layout.variables ?? []).map((v) => v.name));
  return layout.tiles.find((t) => t.variable !== undefined && (t.kind !== 'widget' || !names.has(t.variable)))?.i;
}

/** Widget types of the layout that no installed extension declares. */
export function unknownTypesOf(layout: Layout, declared: ReadonlySet<string>): string[] {
  return [...new Set(layout.tiles.flatMap((t) => (t.widget && !declared.has(t.widget.type) ? [t.widget.type] : [])))];
}

/** The first tile whose widget `type` is not a 1–128 character string (the registry's key), by tile id. */
export function badWidgetType(layout: Layout): string | undefined {
  const bad = layout.tiles.find((t) => t.widget && (typeof t.widget.type !== 'string' || !t.widget.type || t.widget.type.length > 128));
  return bad?.i;
}

/** Tile ids must be unique: the grid keys tiles by them. */
export function duplicateTileId(layout: Layout): string | undefined {
  const seen = new Set<string>();
  for (const t of layout.tiles) {
    if (seen.has(t.i)) return t.i;
    seen.add(t.i);
  }
  return undefined;
}
