import { injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import type { WidgetConfig, WidgetDefinition, WidgetRegistry } from '@tessera/sdk';

interface Registration {
  def: WidgetDefinition;
  owner: string;
}

/** The shell's own widgets register without an owner. */
const CORE_OWNER = 'core';

/**
 * Chart widget types by `type` (ARCHITECTURE §6). One owner per type: a second registration of a type by another
 * extension is refused, so a market widget cannot silently replace a built-in one.
 */
@injectable()
export class WidgetRegistryImpl implements WidgetRegistry {
  private readonly types = new Map<string, Registration>();
  version = 0;

  constructor() {
    makeObservable(this, { version: observable, register: action, removeOwner: action });
  }

  register<C extends WidgetConfig>(def: WidgetDefinition<C>, owner: string = CORE_OWNER): void {
    if (!def?.type || typeof def.Renderer === 'undefined' || typeof def.defaults !== 'function') {
      throw new Error(`Widget definition "${def?.type ?? '?'}" needs type, defaults() and Renderer`);
    }
    const existing = this.types.get(def.type);
    if (existing && existing.owner !== owner) {
      throw new Error(`Widget type "${def.type}" is already registered by ${existing.owner}`);
    }
    this.types.set(def.type, { def: def as unknown as WidgetDefinition, owner });
    this.version++;
  }

  get(type: string): WidgetDefinition | undefined {
    void this.version;
    return this.types.get(type)?.def;
  }

  ownerOf(type: string): string | undefined {
    return this.types.get(type)?.owner;
  }

  list(category?: string): WidgetDefinition[] {
    void this.version;
    const all = [...this.types.values()].map((r) => r.def);
    return category ? all.filter((d) => d.category === category) : all;
  }

  /**
   * A stored config without `optionsVersion` predates versioning: it is version 1. Older configs go through the
   * widget's `migrate`; configs from a newer widget version, or of an unknown type, are returned untouched.
   */
  upgrade(config: WidgetConfig): WidgetConfig {
    const def = this.get(config.type);
    if (!def) return config;
    const from = typeof config.optionsVersion === 'number' ? config.optionsVersion : 1;
    if (from >= def.optionsVersion) return from === config.optionsVersion ? config : { ...config, optionsVersion: from };
    const migrated = def.migrate ? def.migrate({ ...config }, from) : { ...config };
    return { ...migrated, type: config.type, optionsVersion: def.optionsVersion };
  }

  removeOwner(owner: string): void {
    for (const [type, reg] of this.types) if (reg.owner === owner) this.types.delete(type);
    this.version++;
  }
}
