/**
 * The part of the Reflect metadata API that inversify's decorators use (define / get / getOwn / has / hasOwn / keys /
 * delete / the `metadata` decorator), in a few hundred bytes instead of the `reflect-metadata` polyfill's 8 KB:
 * the console's first load pays for every byte. Installed only where the API is missing.
 */
type Key = unknown;
type Prop = string | symbol | undefined;
type Table = Map<Prop, Map<Key, unknown>>;

export interface ReflectMetadataApi {
  defineMetadata(key: Key, value: unknown, target: object, prop?: Prop): void;
  getOwnMetadata(key: Key, target: object, prop?: Prop): unknown;
  getMetadata(key: Key, target: object, prop?: Prop): unknown;
  hasOwnMetadata(key: Key, target: object, prop?: Prop): boolean;
  hasMetadata(key: Key, target: object, prop?: Prop): boolean;
  getOwnMetadataKeys(target: object, prop?: Prop): Key[];
  getMetadataKeys(target: object, prop?: Prop): Key[];
  deleteMetadata(key: Key, target: object, prop?: Prop): boolean;
  metadata(key: Key, value: unknown): (target: object, prop?: Prop) => void;
}

export function createReflectMetadata(): ReflectMetadataApi {
  const tables = new WeakMap<object, Table>();
  const own = (target: object, prop: Prop, create: boolean): Map<Key, unknown> | undefined => {
    let table = tables.get(target);
    if (!table) {
      if (!create) return undefined;
      tables.set(target, (table = new Map()));
    }
    let entries = table.get(prop);
    if (!entries && create) table.set(prop, (entries = new Map()));
    return entries;
  };
  /** The target, then its prototype chain: where `getMetadata` looks. */
  const chain = function* (target: object | null): Generator<object> {
    for (let t = target; t; t = Object.getPrototypeOf(t) as object | null) yield t;
  };
  const api: ReflectMetadataApi = {
    defineMetadata: (key, value, target, prop) => void own(target, prop, true)!.set(key, value),
    getOwnMetadata: (key, target, prop) => own(target, prop, false)?.get(key),
    getMetadata: (key, target, prop) => {
      for (const t of chain(target)) {
        const entries = own(t, prop, false);
        if (entries?.has(key)) return entries.get(key);
      }
      return undefined;
    },
    hasOwnMetadata: (key, target, prop) => own(target, prop, false)?.has(key) ?? false,
    hasMetadata: (key, target, prop) => [...chain(target)].some((t) => own(t, prop, false)?.has(key)),
    getOwnMetadataKeys: (target, prop) => [...(own(target, prop, false)?.keys() ?? [])],
    getMetadataKeys: (target, prop) => [...new Set([...chain(target)].flatMap((t) => [...(own(t, prop, false)?.keys() ?? [])]))],
    deleteMetadata: (key, target, prop) => own(target, prop, false)?.delete(key) ?? false,
    metadata: (key, value) => (target, prop) => api.defineMetadata(key, value, target, prop),
  };
  return api;
}

/** Adds the API to `target` (the global Reflect) unless it is there already. */
export function installReflectMetadata(target: object = Reflect): void {
  const r = target as Partial<ReflectMetadataApi>;
  if (typeof r.getOwnMetadata === 'function' && typeof r.defineMetadata === 'function') return;
  Object.assign(target, createReflectMetadata());
}

installReflectMetadata();
