/** `bms_soc` → `{bms: {soc}}` (the server's `/f/device/values` grouping), so live updates merge into the same shape. */
export function groupValues(flat: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [k, v] of Object.entries(flat)) {
    const at = k.indexOf('_');
    if (at <= 0) continue;
    (out[k.slice(0, at)] ??= {})[k.slice(at + 1)] = v;
  }
  return out;
}

/** Back to flat keys: `{bms: {soc}}` → `{bms_soc}` (the `systime` string is dropped). */
export function flattenGroups(grouped: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [g, fields] of Object.entries(grouped ?? {})) {
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) continue;
    for (const [f, v] of Object.entries(fields as Record<string, unknown>)) out[`${g}_${f}`] = v;
  }
  return out;
}

/** `pack<N>_<field>` keys → `[{pack: N, field...}]` sorted by pack number. */
export function packsOf(flat: Record<string, unknown>, base: Record<string, unknown>[] = []): Record<string, unknown>[] {
  const packs = new Map<number, Record<string, unknown>>(base.map((p) => [Number(p.pack), { ...p }]));
  for (const [k, v] of Object.entries(flat)) {
    const m = /^pack(\d+)_(.+)$/.exec(k);
    if (!m) continue;
    const n = Number(m[1]);
    const row = packs.get(n) ?? { pack: n };
    row[m[2]] = v;
    packs.set(n, row);
  }
  return [...packs.values()].sort((a, b) => Number(a.pack) - Number(b.pack));
}
