import { describe, expect, it } from 'vitest';
import type { RouteService } from '@tessera/sdk';
import { landingViewPath } from '../../../core/src/extensions/landing-view';
import { HOME_VIEW_PATH } from '../../../core/src/router/fixed-routes';

const table = [{ path: '/visual/list', viewPath: '/pages/visual/list' }, { path: '/device/details', viewPath: '/pages/device/details' }, { path: '/no-view' }];
const routes = { byPath: (p: string) => table.find((r) => r.path === p) } as unknown as RouteService;

describe('landingViewPath', () => {
  it('finds the view the address opens, whatever its query', () => {
    expect(landingViewPath(routes, '#/visual/list?id=42&mode=view')).toBe('/pages/visual/list');
    expect(landingViewPath(routes, '#/device/details?id=abc')).toBe('/pages/device/details');
  });

  it('opens the home view on / and /home, nothing on an unknown or view-less path', () => {
    expect(landingViewPath(routes, '')).toBe(HOME_VIEW_PATH);
    expect(landingViewPath(routes, '#/home')).toBe(HOME_VIEW_PATH);
    expect(landingViewPath(routes, '#/nowhere')).toBeUndefined();
    expect(landingViewPath(routes, '#/no-view')).toBeUndefined();
    expect(landingViewPath(routes, '#/visual/list/extra')).toBeUndefined();
  });
});
