import { useEffect, useState } from 'react';
import { useService } from '../react/hooks';
import { WidgetRegistry, type WidgetDefinition } from './widget';

/**
 * Every widget definition of the catalog (optionally one category), for pickers and palettes: activates the owners
 * of declared types that have not loaded yet. `undefined` while they load; an owner that fails leaves its types out.
 */
export function useWidgetDefinitions(category?: string): WidgetDefinition[] | undefined {
  const registry = useService<WidgetRegistry>(WidgetRegistry);
  const allLoaded = () => registry.declared(category).every((d) => d.loaded);
  const [definitions, setDefinitions] = useState<WidgetDefinition[] | undefined>(() => (allLoaded() ? registry.list(category) : undefined));
  useEffect(() => {
    let alive = true;
    const missing = registry.declared(category).filter((d) => !d.loaded);
    void Promise.allSettled(missing.map((d) => registry.ensure(d.type))).then(() => {
      if (alive) setDefinitions(registry.list(category));
    });
    return () => {
      alive = false;
    };
  }, [registry, category]);
  return definitions;
}
