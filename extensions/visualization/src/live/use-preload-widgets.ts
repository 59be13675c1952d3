import { useService, WidgetRegistry } from '@tessera/sdk';
import { useEffect } from 'react';

/** Starts activating every widget-owning extension not active yet; one `ensure` per owner registers all its types. */
export function preloadWidgets(registry: WidgetRegistry): void {
  const owners = new Map<string, string>();
  for (const d of registry.declared()) if (!d.loaded && !owners.has(d.owner)) owners.set(d.owner, d.type);
  for (const type of owners.values()) void registry.ensure(type).catch(() => undefined);
}

/** Whether the page's address opens a dashboard (view, editor or share page) rather than the list. */
export function opensDashboard(hash: string): boolean {
  return /[?&]mode=(view|edit)\b/.test(hash) || /^#\/share\?/.test(hash);
}

/**
 * Starts activating the widget owners as the dashboard screen mounts, in parallel with the dashboard's own read,
 * instead of after the grid first renders its tiles (the first frame's longest wait). The extension's `activate`
 * already started them when the page's address opened a dashboard; then this finds nothing left to do.
 */
export function usePreloadWidgets(): void {
  const registry = useService<WidgetRegistry>(WidgetRegistry);
  useEffect(() => preloadWidgets(registry), [registry]);
}
