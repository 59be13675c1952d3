import type { DeclaredWidget, WidgetConfig, WidgetDefinition, WidgetRegistry } from '../widgets/widget';

/** A plain WidgetRegistry: the same duplicate and upgrade rules a test needs, no UI; every type is loaded. */
export class FakeWidgetRegistry implements WidgetRegistry {
  private readonly defs = new Map<string, { def: WidgetDefinition; owner?: string }>();

  register<C extends WidgetConfig>(def: WidgetDefinition<C>, owner?: string): void {
    if (this.defs.has(def.type)) throw new Error(`Widget type "${def.type}" is already registered`);
    this.defs.set(def.type, { def: def as unknown as WidgetDefinition, owner });
  }

  get(type: string) {
    return this.defs.get(type)?.def;
  }

  list(category?: string) {
    return [...this.defs.values()].map((e) => e.def).filter((d) => !category || d.category === category);
  }

  declared(category?: string): DeclaredWidget[] {
    return [...this.defs.values()]
      .filter((e) => !category || e.def.category === category)
      .map(({ def, owner }) => ({ type: def.type, category: def.category, optionsVersion: def.optionsVersion, owner: owner ?? 'core', loaded: true }));
  }

  async ensure(type: string) {
    return this.get(type);
  }

  ownerOf(type: string) {
    const entry = this.defs.get(type);
    return entry && (entry.owner ?? 'core');
  }

  upgrade(config: WidgetConfig): WidgetConfig {
    const def = this.get(config.type);
    const from = config.optionsVersion ?? 1;
    if (!def || from >= def.optionsVersion) return config;
    const migrated = def.migrate ? def.migrate(config, from) : config;
    return { ...migrated, optionsVersion: def.optionsVersion };
  }
}
