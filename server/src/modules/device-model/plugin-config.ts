/**
 * The plugin config stored as `chart_data` (the spec's jsonData: info, tsl, chart, publish). The server keeps it as the
 * console wrote it, except `info.id` (the id travels as the row's id and is never trusted from the body), and
 * derives the key pair and value pair from it.
 */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** Each item an object whose identifying field is a non-empty string (what device pages and commands key on). */
function itemsValid(list: unknown, key: string): boolean {
  if (list === undefined) return true;
  return Array.isArray(list) && list.every((x) => isObject(x) && nonEmpty(x[key]));
}

/**
 * The config when `text` is a JSON object with an object `info`, an object `tsl` (whose properties, services and
 * events, when present, are lists keyed by name, commandId and eventId) and a `chart` list; else null.
 */
export function parseConfig(text: string): Json | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isObject(parsed.info) || !isObject(parsed.tsl) || !Array.isArray(parsed.chart)) return null;
  const tsl = parsed.tsl;
  if (!itemsValid(tsl.properties, 'name') || !itemsValid(tsl.services, 'commandId') || !itemsValid(tsl.events, 'eventId')) return null;
  if (tsl.key_pair !== undefined && !isObject(tsl.key_pair)) return null;
  if (tsl.value_pair !== undefined && !isObject(tsl.value_pair)) return null;
  if (parsed.publish !== undefined && !isObject(parsed.publish)) return null;
  return parsed;
}

/** The text to store: the config without `info.id`. */
export function storedText(config: Json): string {
  const info = { ...(config.info as Json) };
  delete info.id;
  return JSON.stringify({ ...config, info });
}

/** `publish.isPus` of a stored config (false when absent). */
export function isPublished(config: Json): boolean {
  return isObject(config.publish) && config.publish.isPus === true;
}

function tslOfText(chartData: string): Json {
  try {
    const parsed = JSON.parse(chartData);
    const tsl = typeof parsed?.tsl === 'string' ? JSON.parse(parsed.tsl) : parsed?.tsl;
    return isObject(tsl) ? tsl : {};
  } catch {
    return {};
  }
}

/**
 * Property name → title of a stored config (the title falls back to the name). Built with Object.fromEntries,
 * which defines own properties, so a property named `__proto__` cannot reach a prototype.
 */
export function keyPairOf(chartData: string): Record<string, string> {
  const props = tslOfText(chartData).properties;
  if (!Array.isArray(props)) return {};
  return Object.fromEntries(
    props.filter((p): p is Json => isObject(p) && nonEmpty(p.name)).map((p) => [String(p.name), nonEmpty(p.title) ? String(p.title) : String(p.name)]),
  );
}

/** Property name → (raw value → label) of a stored config: its `tsl.value_pair`, string (or number) labels only. */
export function valuePairOf(chartData: string): Record<string, Record<string, string>> {
  const pairs = tslOfText(chartData).value_pair;
  if (!isObject(pairs)) return {};
  return Object.fromEntries(
    Object.entries(pairs).flatMap(([name, labels]) => {
      if (!isObject(labels)) return [];
      const kept = Object.entries(labels).filter(([, label]) => typeof label === 'string' || typeof label === 'number');
      return kept.length ? [[name, Object.fromEntries(kept.map(([raw, label]) => [raw, String(label)]))]] : [];
    }),
  );
}
