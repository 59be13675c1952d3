import { injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import type { CatalogEntry, DeclaredWidget, WidgetConfig, WidgetDefinition, WidgetRegistry } from '@tessera/sdk';

interface Registration {
  def: WidgetDefinition;
  owner: string;
}

type Declaration = Omit<DeclaredWidget, 'loaded'>;

/** The shell's own widgets register without an owner. */
const CORE_OWNER = 'core';

/** Core-internal: what the extension host feeds the registry (manifests, and how to activate an owner). */
export const WidgetCatalog = Symbol.for('tessera.internal.WidgetCatalog');
export interface WidgetCatalog {
  rebuild(catalog: readonly CatalogEntry[]): void;
  add(entry: CatalogEntry): void;
  remove(extensionId: string): void;
  attachActivator(activate: (extensionId: string) => Promise<void>): void;
}

/**
 * Chart widget types by `type`, manifest-first: the catalog's `contributes.widgets` are known before any owner runs,
 * and `ensure` activates the owner on first use. One owner per type: a second registration of a type by another
 * extension is refused, so a market widget cannot silently replace a built-in one.
 */
@injectable()
export class WidgetRegistryImpl implements WidgetRegistry, WidgetCatalog {
  private readonly types = new Map<string, Registration>();
  private declarations = new Map<string, Declaration>();
  private activate: ((extensionId: string) => Promise<void>) | undefined;
  version = 0;

  constructor() {
    makeObservable(this, { version: observable, register: action, removeOwner: action, rebuild: action, add: action, remove: action });
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
    void this.version;
    return this.types.get(type)?.owner ?? this.declarations.get(type)?.owner;
  }

  list(category?: string): WidgetDefinition[] {
    void this.version;
    const all = [...this.types.values()].map((r) => r.def);
    return category ? all.filter((d) => d.category === category) : all;
  }

  declared(category?: string): DeclaredWidget[] {
    void this.version;
    const out = new Map<string, DeclaredWidget>();
    for (const d of this.declarations.values()) out.set(d.type, { ...d, loaded: this.types.has(d.type) });
    for (const [type, { def, owner }] of this.types) {
      if (!out.has(type)) out.set(type, { type, category: def.category, optionsVersion: def.optionsVersion, owner, loaded: true });
    }
    const all = [...out.values()];
    return category ? all.filter((d) => d.category === category) : all;
  }

  async ensure(type: string): Promise<WidgetDefinition | undefined> {
    const loaded = this.types.get(type);
    if (loaded) return loaded.def;
    const owner = this.declarations.get(type)?.owner;
    if (!owner || !this.activate) return undefined;
    await this.activate(owner);
    return this.types.get(type)?.def;
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

  rebuild(catalog: readonly CatalogEntry[]): void {
    this.declarations = new Map();
    for (const entry of catalog) this.declare(entry);
    this.version++;
  }

  add(entry: CatalogEntry): void {
    this.dropDeclarations(entry.manifest.id);
    this.declare(entry);
    this.version++;
  }

  remove(extensionId: string): void {
    this.dropDeclarations(extensionId);
    this.version++;
  }

  attachActivator(activate: (extensionId: string) => Promise<void>): void {
    this.activate = activate;
  }

  private declare(entry: CatalogEntry): void {
    if (entry.enabled === false) return;
    for (const w of entry.manifest.contributes?.widgets ?? []) {
      // The first claimant keeps a type, as with registrations.
      if (!this.declarations.has(w.type)) {
        this.declarations.set(w.type, { type: w.type, category: w.category, optionsVersion: w.optionsVersion, owner: entry.manifest.id });
      }
    }
  }

  private dropDeclarations(extensionId: string): void {
    for (const [type, d] of this.declarations) if (d.owner === extensionId) this.declarations.delete(type);
  }
}
