import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExtensionHost, useService, useT, type ViewProps } from '@tessera/sdk';
import { ExtensionRoute } from '../../../core/src/extensions/extension-route';
import { createHarness } from './fakes';
import { renderShell } from './render-shell';

const views = (id: string, viewPath: string) => ({ contributes: { views: [{ id, viewPath }] } });

describe('ExtensionRoute', () => {
  it('shows the view-not-installed page when nobody provides the view path', async () => {
    const h = createHarness();
    await h.container.get<ExtensionHost>(ExtensionHost).load();
    renderShell(h, <ExtensionRoute viewPath="/pages/nobody" path="/x" />);
    expect(screen.getByText('View not installed')).toBeTruthy();
    expect(screen.getByText(/\/pages\/nobody/)).toBeTruthy();
  });

  it('waits for the catalog instead of calling a view not installed', async () => {
    const h = createHarness();
    await h.addExtension('acme.slow', { views: { main: () => <p>slow view</p> } }, views('main', '/pages/slow'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const original = h.http.call.getMockImplementation()!;
    h.http.call.mockImplementation(async (url: string) => {
      await gate;
      return (original as (u: string) => unknown)(url);
    });
    const host = h.container.get<ExtensionHost>(ExtensionHost);
    const loading = host.load();
    renderShell(h, <ExtensionRoute viewPath="/pages/slow" path="/slow" />);
    expect(screen.queryByText('View not installed')).toBeNull();
    await act(async () => {
      release();
      await loading;
    });
    expect(await screen.findByText('slow view')).toBeTruthy();
  });

  it('activates the provider on first visit and renders its view with path and query', async () => {
    const h = createHarness();
    const Page = ({ path, query }: ViewProps) => (
      <p>
        page at {path} id={query.id}
      </p>
    );
    await h.addExtension('acme.page', { views: { main: Page } }, views('main', '/pages/acme'));
    await h.container.get<ExtensionHost>(ExtensionHost).load();
    expect(h.importer.imports).toEqual([]);
    renderShell(h, <ExtensionRoute viewPath="/pages/acme" path="/acme" />, { path: '/acme?id=7' });
    expect(await screen.findByText('page at /acme id=7')).toBeTruthy();
    expect(h.importer.imports).toHaveLength(1);
  });

  it('gives the view its namespace and its own services through SdkContext', async () => {
    const h = createHarness();
    const Greeter = Symbol.for('acme.Greeter');
    function Page() {
      const { t } = useT();
      const greeter = useService<{ hi(): string }>(Greeter);
      return (
        <p>
          {t('title')} / {greeter.hi()}
        </p>
      );
    }
    await h.addExtension(
      'acme.ns',
      { views: { main: Page }, services: [{ token: Greeter, factory: () => ({ hi: () => 'hi' }) }] },
      { ...views('main', '/pages/ns'), provides: { services: [{ token: 'acme.Greeter' }] } },
    );
    await h.container.get<ExtensionHost>(ExtensionHost).load();
    const { testI18next } = await import('./render-shell');
    renderShell(h, <ExtensionRoute viewPath="/pages/ns" path="/ns" />, { i18n: testI18next({ 'acme.ns': { title: 'Acme title' } }) });
    expect(await screen.findByText('Acme title / hi')).toBeTruthy();
  });

  it('isolates a failing activation: error panel with retry, a sibling extension still renders', async () => {
    const h = createHarness();
    let attempts = 0;
    const Ok = () => <p>ok view</p>;
    await h.addExtension(
      'acme.boom',
      {
        views: { main: Ok },
        activate: () => {
          if (++attempts === 1) throw new Error('activation exploded');
        },
      },
      views('main', '/pages/boom'),
    );
    await h.addExtension('acme.fine', { views: { main: () => <p>sibling view</p> } }, views('main', '/pages/fine'));
    await h.container.get<ExtensionHost>(ExtensionHost).load();
    renderShell(
      h,
      <>
        <ExtensionRoute viewPath="/pages/boom" path="/boom" />
        <ExtensionRoute viewPath="/pages/fine" path="/fine" />
      </>,
    );
    expect(await screen.findByText('activation exploded')).toBeTruthy();
    expect(await screen.findByText('sibling view')).toBeTruthy();
    expect(screen.getByText('This page ran into an error')).toBeTruthy();
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText('ok view')).toBeTruthy();
  });

  it('isolates a view that throws while rendering', async () => {
    const h = createHarness();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Broken() {
      if (broken) throw new Error('render exploded');
      return <p>repaired</p>;
    }
    await h.addExtension('acme.broken', { views: { main: Broken } }, views('main', '/pages/broken'));
    await h.addExtension('acme.fine', { views: { main: () => <p>sibling view</p> } }, views('main', '/pages/fine'));
    await h.container.get<ExtensionHost>(ExtensionHost).load();
    renderShell(
      h,
      <>
        <ExtensionRoute viewPath="/pages/broken" path="/broken" />
        <ExtensionRoute viewPath="/pages/fine" path="/fine" />
      </>,
    );
    expect(await screen.findByText('render exploded')).toBeTruthy();
    expect(await screen.findByText('sibling view')).toBeTruthy();
    // Reported to the host, so the diagnostics page lists it as failed with the error.
    const status = h.container.get<ExtensionHost>(ExtensionHost).status();
    expect(status.map((s) => [s.id, s.state, s.error])).toEqual([
      ['acme.broken', 'failed', 'render exploded'],
      ['acme.fine', 'active', undefined],
    ]);
    broken = false;
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText('repaired')).toBeTruthy();
    spy.mockRestore();
  });

  it('re-renders when a runtime install provides the missing view', async () => {
    const h = createHarness();
    const host = h.container.get<ExtensionHost>(ExtensionHost);
    await host.load();
    renderShell(h, <ExtensionRoute viewPath="/pages/later" path="/later" />);
    expect(screen.getByText('View not installed')).toBeTruthy();
    const entry = await h.addExtension('acme.later', { views: { main: () => <p>installed view</p> } }, views('main', '/pages/later'));
    await act(() => host.install(entry));
    await waitFor(() => expect(screen.getByText('installed view')).toBeTruthy());
  });
});
