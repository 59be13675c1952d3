import { useService, WidgetRegistry } from '@tessera/sdk';
import { useEffect } from 'react';

/**
 * Starts activating every widget-owning extension as the dashboard screen mounts, in parallel with the dashboard's
 * own read, instead of after the grid first renders its tiles (the first frame's longest wait). One `ensure` per
 * owner is enough: activating the owner registers all of its types.
 */
export function usePreloadWidgets(): void {
  const registry = useService<WidgetRegistry>(WidgetRegistry);
  useEffect(() => {
    const owners = new Map<string, string>();
    for (const d of registry.declared()) if (!d.loaded && !owners.has(d.owner)) owners.set(d.owner, d.type);
    for (const type of owners.values()) void registry.ensure(type).catch(() => undefined);
  }, [registry]);
}
