import { describe, expect, it, vi } from 'vitest';
import { ExtensionHost, Logger, RouteService, type ExtensionContext, type MenuNode } from '@tessera/sdk';
import type { ExtensionHostImpl } from '../../../core/src/extensions/extension-host-impl';
import { ExtensionHostInternal } from '../../../core/src/extensions/extension-host-internal';
import { ModuleImporter } from '../../../core/src/extensions/module-importer';
import { ServiceLocator } from '../../../core/src/extensions/service-locator';
import { InternalServiceError } from '../../../core/src/extensions/extension-runtime';
import { createHarness } from './fakes';

const hostOf = (h: ReturnType<typeof createHarness>) => h.container.get<ExtensionHostImpl>(ExtensionHost);
const tapNames = (hook: { taps: { name: string }[] }) => hook.taps.map((t) => t.name);

async function activeWith(activate: (ctx: ExtensionContext) => void) {
  const h = createHarness();
  await h.addExtension('acme.tapper', { activate });
  const host = hostOf(h);
  await host.load();
  await host.activate('acme.tapper');
  return { h, host };
}

describe('ctx.hooks', () => {
  it('names every tap after the extension, whatever name the caller gives, and runs it', async () => {
    const seen: string[] = [];
    const { h } = await activeWith((ctx) => {
      ctx.hooks.navigated.tap((path) => void seen.push(path));
      ctx.hooks.httpRequest.tap({ stage: 10, name: 'impostor' } as never, (req) => ({ ...req, headers: { ...req.headers, 'X-Acme': '1' } }));
    });
    expect(tapNames(h.hooks.navigated as never)).toEqual(['acme.tapper']);
    expect(tapNames(h.hooks.httpRequest as never)).toEqual(['acme.tapper']);
    h.hooks.navigated.call('/home');
    expect(seen).toEqual(['/home']);
    expect(h.hooks.httpRequest.call({ url: '/x', body: null, headers: {} }).headers).toEqual({ 'X-Acme': '1' });
  });

  it('removes every tap when the extension is uninstalled: later calls no longer reach it', async () => {
    const navigated = vi.fn();
    const option = vi.fn((o: Record<string, unknown>) => ({ ...o, tapped: true }));
    const { h, host } = await activeWith((ctx) => {
      ctx.hooks.navigated.tap(navigated);
      ctx.hooks.beforeNavigate.tapPromise(async (path) => path);
      ctx.hooks.widgetOption.for('gauge').tap(option);
    });
    h.hooks.navigated.call('/a');
    expect(h.hooks.widgetOption.for('gauge').call({})).toEqual({ tapped: true });
    await host.uninstall('acme.tapper');
    h.hooks.navigated.call('/b');
    expect(navigated).toHaveBeenCalledTimes(1);
    expect(h.hooks.navigated.taps).toEqual([]);
    expect(h.hooks.beforeNavigate.taps).toEqual([]);
    expect(h.hooks.widgetOption.for('gauge').call({})).toEqual({});
    expect(option).toHaveBeenCalledTimes(1);
  });

  it('returns a remover from tap, for a tap that should end early', async () => {
    const ready = vi.fn();
    let remove = () => {};
    const { h } = await activeWith((ctx) => {
      remove = ctx.hooks.ready.tap(ready);
    });
    remove();
    h.hooks.ready.call();
    expect(ready).not.toHaveBeenCalled();
  });

  it('re-applies the menu when a menuTree tap comes and when it goes', async () => {
    const extra: MenuNode = { id: 'x', name: 'acmeExtra', path: '/acme/extra', type: '1', title: 'acmeExtra' } as MenuNode;
    const h = createHarness();
    h.session.setPermissions({ menu_tree: [], page_tree: [], other_list: [] });
    await h.addExtension('acme.tapper', { activate: (ctx) => void ctx.hooks.menuTree.tap((tree) => [...tree, extra]) });
    const host = hostOf(h);
    const routes = h.container.get<RouteService & { menuTree: MenuNode[] }>(RouteService);
    await host.load();
    expect(routes.menuTree).toEqual([]);
    await host.activate('acme.tapper');
    await vi.waitFor(() => expect(routes.menuTree.map((n) => n.name)).toEqual(['acmeExtra']));
    await host.uninstall('acme.tapper', false);
    await vi.waitFor(() => expect(routes.menuTree).toEqual([]));
  });
});

describe('core-internal services', () => {
  it('are refused to an extension (ctx.get and its views), public ones are not', async () => {
    const { host } = await activeWith(() => {});
    const resolve = host.resolverFor('acme.tapper')!;
    for (const token of [ModuleImporter, ServiceLocator, ExtensionHostInternal]) {
      expect(() => resolve(token), String(token.description)).toThrow(InternalServiceError);
      expect(() => resolve(token)).toThrow(/host\.errors\.internalService/);
    }
    expect(resolve(Logger)).toBeDefined();
    expect(resolve(ExtensionHost)).toBe(host);
  });

  it('live under tessera.internal.*', () => {
    for (const token of [ModuleImporter, ServiceLocator, ExtensionHostInternal]) {
      expect(Symbol.keyFor(token)).toMatch(/^tessera\.internal\./);
    }
  });
});
