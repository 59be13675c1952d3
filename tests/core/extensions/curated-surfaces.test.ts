import { describe, expect, it } from 'vitest';
import { CURATED_SHARED_EXPORTS } from '../../../sdk/src/shared-modules';
import { I18NEXT_REACT_SURFACE, ROUTER_SURFACE } from '../../../core/src/extensions/curated-surfaces';
import { SharedModuleRegistry } from '../../../core/src/extensions/shared-registry';

describe('curated shared surfaces', () => {
  it('the shell provides exactly the names the SDK documents, each defined', () => {
    const provided: Record<string, Record<string, unknown>> = { 'react-router-dom': ROUTER_SURFACE, 'react-i18next': I18NEXT_REACT_SURFACE };
    for (const [spec, names] of Object.entries(CURATED_SHARED_EXPORTS)) {
      expect(Object.keys(provided[spec]).sort(), spec).toEqual([...names].sort());
      for (const name of names) expect(provided[spec][name], `${spec}.${name}`).toBeDefined();
    }
  });

  it('the registry hands out the curated surface, not the whole module', () => {
    const registry = new SharedModuleRegistry();
    const router = registry.get('react-router-dom') as Record<string, unknown>;
    expect(typeof router.useNavigate).toBe('function');
    expect(router.createBrowserRouter).toBeUndefined();
  });

  it('icon name tables are loaded on demand', async () => {
    const registry = new SharedModuleRegistry();
    expect(registry.has('@blueprintjs/icons')).toBe(false);
    await registry.load(['@blueprintjs/icons']);
    expect((registry.get('@blueprintjs/icons') as { IconNames: Record<string, string> }).IconNames.ADD).toBe('add');
  });
});
