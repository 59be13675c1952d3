/** Registers the GeoJSON maps an `<EChart maps>` names, once per name and object (re-registering is wasted work). */
const registered = new WeakMap<object, Set<string>>();

export function registerMaps(echarts: { registerMap(name: string, geoJson: any): void }, maps: Record<string, object> | undefined): void {
  for (const [name, geoJson] of Object.entries(maps ?? {})) {
    if (!geoJson || typeof geoJson !== 'object') continue;
    const names = registered.get(geoJson) ?? new Set<string>();
    if (names.has(name)) continue;
    echarts.registerMap(name, geoJson);
    names.add(name);
    registered.set(geoJson, names);
  }
}
