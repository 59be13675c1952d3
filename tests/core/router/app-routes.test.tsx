import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../core/src/router/app-routes';
import { NavigatorBridge } from '../../../core/src/router/navigator-bridge';
import chAuth from '../../../core/src/i18n/locales/ch/auth.json';
import chLayout from '../../../core/src/i18n/locales/ch/layout.json';
import chSession from '../../../core/src/i18n/locales/ch/session.json';
import { createShellFakes, MENU_TREE, renderInShell, type ShellFakes } from '../layout/shell-fakes';

// The extension host has its own tests; here a route only has to show which view it would mount.
vi.mock('../../../core/src/extensions/extension-route', () => ({
  ExtensionRoute: ({ viewPath, path }: { viewPath: string; path: string }) => <p data-testid="view">{`${path} → ${viewPath}`}</p>,
}));

function renderApp(fakes: ShellFakes, path: string) {
  return renderInShell(
    <>
      <NavigatorBridge />
      <AppRoutes />
    </>,
    fakes,
    path,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('route guard', () => {
  it('sends a visitor without a token to login, without a message', async () => {
    const fakes = createShellFakes({ signedIn: false });
    renderApp(fakes, '/home');
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(screen.getByText(chAuth.loginTitle)).toBeTruthy();
    expect(fakes.notifier.error).not.toHaveBeenCalled();
  });

  it('an expired session shows 用户登录已过期，请重新登录！ and goes to login', async () => {
    const fakes = createShellFakes();
    fakes.session.setToken('old', -10, true);
    renderApp(fakes, '/monitoring/list');
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(fakes.notifier.error).toHaveBeenCalledWith(chSession.expired);
    expect(chSession.expired).toBe('用户登录已过期，请重新登录！');
  });

  it('lets the auth pages through without a session', async () => {
    const fakes = createShellFakes({ signedIn: false });
    renderApp(fakes, '/auth/register');
    expect(location()).toBe('/auth/register');
    expect(await screen.findByText(chAuth.registerTitle)).toBeTruthy();
  });

  it('logging out while inside the shell leads to login', async () => {
    const fakes = createShellFakes();
    renderApp(fakes, '/home');
    act(() => fakes.session.clear());
    await waitFor(() => expect(location()).toBe('/auth/login'));
  });
});

describe('routes', () => {
  it('/ redirects to /home, which mounts the home view path', async () => {
    renderApp(createShellFakes(), '/');
    await waitFor(() => expect(location()).toBe('/home'));
    expect(screen.getByTestId('view').textContent).toBe('/home → /pages/home/index');
  });

  it('mounts menu and page-tree routes under the main layout', () => {
    const fakes = createShellFakes();
    renderApp(fakes, '/monitoring/detail');
    expect(screen.getByTestId('view').textContent).toBe('/monitoring/detail → /pages/monitoring/detail');
    expect(screen.getByRole('navigation', { name: chLayout.menu })).toBeTruthy();
  });

  it('adds a route installed at runtime without a reload', async () => {
    const fakes = createShellFakes();
    renderApp(fakes, '/acme/weather');
    expect(screen.getByText(chLayout.notFoundTitle)).toBeTruthy();
    act(() => {
      fakes.session.setPermissions({
        menu_tree: [...MENU_TREE, { name: 'acmeWeather', type: '1', path: '/acme/weather', component: '/pages/acme/weather', title: 'Weather' }],
        page_tree: [],
        other_list: [],
      });
    });
    expect(screen.getByTestId('view').textContent).toBe('/acme/weather → /pages/acme/weather');
    expect(screen.getByRole('link', { name: 'Weather' })).toBeTruthy();
  });

  it('an unknown path shows the not-found state inside the layout', () => {
    renderApp(createShellFakes(), '/no/such/page');
    expect(screen.getByText(chLayout.notFoundTitle)).toBeTruthy();
    expect(screen.queryByTestId('view')).toBeNull();
  });

  it('RouteService.navigate works through the attached navigator and reports `navigated`', async () => {
    const fakes = createShellFakes();
    const seen: string[] = [];
    fakes.hooks.navigated.tap('test', (p) => void seen.push(p));
    renderApp(fakes, '/home');
    let ok = false;
    await act(async () => {
      ok = await fakes.routes.navigate({ name: 'monitoringList' });
    });
    expect(ok).toBe(true);
    expect(location()).toBe('/monitoring/list');
    expect(seen).toContain('/monitoring/list');
  });
});
