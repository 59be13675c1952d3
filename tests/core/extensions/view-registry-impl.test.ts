import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '@tessera/sdk';
import { ViewRegistryImpl } from '../../../core/src/extensions/view-registry-impl';
import { manifest } from './fakes';

const entry = (id: string, views: [string, string][], pages: [string, string][] = [], enabled = true): CatalogEntry => ({
  manifest: manifest(id, {
    contributes: {
      views: views.map(([vid, viewPath]) => ({ id: vid, viewPath })),
      pages: pages.map(([vid, viewPath]) => ({ id: vid, viewPath, path: `/x/${vid}`, name: vid })),
    },
  }),
  baseUrl: `/ext/${id}/`,
  builtin: true,
  enabled,
});

describe('ViewRegistryImpl', () => {
  it('maps view paths of views and pages to their provider from manifests alone', () => {
    const reg = new ViewRegistryImpl();
    reg.rebuild([entry('a.one', [['list', '/pages/devices/list']], [['detail', '/pages/monitoring/detail']])]);
    expect(reg.resolve('/pages/devices/list')).toEqual({ extensionId: 'a.one', viewId: 'list' });
    expect(reg.resolve('/pages/monitoring/detail')).toEqual({ extensionId: 'a.one', viewId: 'detail' });
    expect(reg.resolve('pages/devices/list.vue')).toEqual({ extensionId: 'a.one', viewId: 'list' });
    expect(reg.resolve('/pages/nobody')).toBeUndefined();
    expect(reg.conflicts()).toEqual([]);
  });

  it('reports two providers of one path as a conflict and keeps the first deterministic', () => {
    const reg = new ViewRegistryImpl();
    reg.rebuild([
      entry('a.one', [['x', '/pages/shared']]),
      entry('b.two', [
        ['y', '/pages/shared'],
        ['z', '/pages/own'],
      ]),
    ]);
    expect(reg.conflicts()).toEqual([{ viewPath: '/pages/shared', extensionIds: ['a.one', 'b.two'] }]);
    expect(reg.resolve('/pages/shared')?.extensionId).toBe('a.one');
    reg.remove('a.one');
    expect(reg.conflicts()).toEqual([]);
    expect(reg.resolve('/pages/shared')).toEqual({ extensionId: 'b.two', viewId: 'y' });
  });

  it('adds and removes one manifest at runtime, bumping the version', () => {
    const reg = new ViewRegistryImpl();
    reg.rebuild([entry('a.one', [['x', '/pages/a']])]);
    const v = reg.version;
    reg.add(entry('m.market', [['w', '/pages/weather']]));
    expect(reg.version).toBeGreaterThan(v);
    expect(reg.resolve('/pages/weather')).toEqual({ extensionId: 'm.market', viewId: 'w' });
    expect(reg.resolve('/pages/a')).toBeDefined();
    // Re-adding replaces the extension's earlier claims rather than conflicting with itself.
    reg.add(entry('m.market', [['w2', '/pages/weather2']]));
    expect(reg.resolve('/pages/weather')).toBeUndefined();
    expect(reg.conflicts()).toEqual([]);
    reg.remove('m.market');
    expect(reg.resolve('/pages/weather2')).toBeUndefined();
  });

  it('ignores disabled extensions', () => {
    const reg = new ViewRegistryImpl();
    reg.rebuild([entry('a.off', [['x', '/pages/a']], [], false)]);
    expect(reg.resolve('/pages/a')).toBeUndefined();
  });
});
