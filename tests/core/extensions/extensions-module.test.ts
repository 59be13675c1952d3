import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ChartHost, ExtensionHost, RouteService, ViewRegistry, WidgetRegistry } from '@tessera/sdk';
import { createContainer } from '../../../core/src/container';
import { ExtensionHostImpl } from '../../../core/src/extensions/extension-host-impl';
import { RouteServiceImpl } from '../../../core/src/extensions/route-service-impl';

describe('extensionsModule and widgetsModule in the root container', () => {
  it('resolve the host, registries and chart host as singletons over the real core services', () => {
    const container = createContainer();
    const host = container.get(ExtensionHost);
    expect(host).toBeInstanceOf(ExtensionHostImpl);
    expect(container.get(ExtensionHost)).toBe(host);
    expect(container.get(RouteService)).toBeInstanceOf(RouteServiceImpl);
    expect(container.get<ViewRegistry>(ViewRegistry).resolve('/pages/home/index')).toBeUndefined();
    expect(container.get<WidgetRegistry>(WidgetRegistry).list()).toEqual([]);
    expect(typeof container.get<ChartHost>(ChartHost).Component).toBe('function');
  });
});
