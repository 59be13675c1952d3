import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import {
  AppHooks,
  createAppHooks,
  AuthService,
  HttpClient,
  I18nService,
  Notifier,
  RouteService,
  SdkContext,
  SessionStore,
  type LoginResult,
  type MenuNode,
  type Permissions,
  type SessionUser,
} from '@tessera/sdk';
import { RouteServiceImpl } from '../../../core/src/extensions/route-service-impl';
import { I18nServiceImpl } from '../../../core/src/services/i18n-service-impl';
import { SessionStoreImpl } from '../../../core/src/services/session-store-impl';

/** A small tree in the server's shape: directories, menus, a page and buttons. */
export const MENU_TREE: MenuNode[] = [
  { name: 'home', type: '1', path: '/home', component: '/pages/home/index', title: 'menu.home', icon: 'home' },
  {
    name: 'deviceAccess',
    type: '1',
    path: '/device/projects',
    component: '/pages/devices/projects',
    title: 'menu.deviceAccess',
    icon: 'cube',
    children: [{ name: 'device_add', type: '3', title: 'button.add' }],
  },
  { name: 'deviceGroups', type: '2', path: '/device/groups', component: '/pages/devices/groups', title: 'menu.deviceGroups' },
  {
    name: 'monitoring',
    type: '0',
    title: 'menu.monitoring',
    icon: 'pulse',
    children: [
      { name: 'monitoringList', type: '1', path: '/monitoring/list', component: '/pages/monitoring/list', title: 'menu.monitoringList', icon: 'th-list' },
      {
        name: 'monitoringRealtime',
        type: '1',
        path: '/monitoring/realtime',
        component: '/pages/monitoring/realtime',
        title: 'menu.monitoringRealtime',
        icon: 'timeline-line-chart',
      },
      { name: 'deviceDetail', type: '2', path: '/monitoring/detail', component: '/pages/monitoring/detail', title: 'menu.deviceDetail' },
    ],
  },
  { name: 'pagesOnly', type: '0', title: 'menu.systemLog', icon: 'document', children: [{ name: 'x', type: '2', path: '/x', title: 'menu.operationLog' }] },
];

export const USER: SessionUser = { id: 'u1', name: 'Ada', email: 'ada@example.com', authority: 'TENANT_ADMIN' };

export interface ShellFakes {
  session: SessionStoreImpl;
  routes: RouteServiceImpl;
  i18n: I18nServiceImpl;
  hooks: AppHooks;
  auth: { [K in keyof AuthService]: ReturnType<typeof vi.fn> };
  notifier: { [K in keyof Notifier]: ReturnType<typeof vi.fn> };
  http: { [K in keyof HttpClient]: ReturnType<typeof vi.fn> };
  get<T>(token: symbol): T;
}

/** Real session store, route service and i18n; fakes for the services that talk to the server or the screen. */
export function createShellFakes(opts: { signedIn?: boolean; permissions?: Permissions | null } = {}): ShellFakes {
  localStorage.clear();
  sessionStorage.clear();
  const session = new SessionStoreImpl();
  const hooks = createAppHooks();
  const routes = new RouteServiceImpl(hooks, session);
  const i18n = new I18nServiceImpl(session);
  if (opts.signedIn !== false) {
    session.setToken('token-1', 3600, true);
    session.setUser(USER);
    session.setPermissions(opts.permissions === undefined ? { menu_tree: MENU_TREE, page_tree: [], other_list: [] } : opts.permissions);
  }
  const auth = {
    login: vi.fn(async (): Promise<LoginResult> => ({ ok: true })),
    finishLogin: vi.fn(async () => undefined),
    logout: vi.fn(async () => session.clear()),
    register: vi.fn(async () => ({ ok: true })),
    sendCaptcha: vi.fn(async () => ({ ok: true })),
    resetPassword: vi.fn(async () => ({ ok: true })),
    changePassword: vi.fn(async () => ({ ok: true })),
    loadPermissions: vi.fn(async () => ({ code: 200 })),
    landingRoute: vi.fn(() => 'home' as const),
  };
  const notifier = {
    success: vi.fn(),
    error: vi.fn(),
    warning: vi.fn(),
    info: vi.fn(),
    confirm: vi.fn(async () => true),
  };
  const http = {
    post: vi.fn(async () => ({ code: 200, message: 'ok', data: { system_name: 'Test IoT', logo_one: '' } })),
    call: vi.fn(async () => ({})),
    request: vi.fn(async () => ({})),
    stream: vi.fn(async () => new Response('')),
  };
  const map = new Map<symbol, unknown>([
    [SessionStore, session],
    [RouteService, routes],
    [I18nService, i18n],
    [AppHooks, hooks],
    [AuthService, auth],
    [Notifier, notifier],
    [HttpClient, http],
  ]);
  const get = <T,>(token: symbol): T => {
    if (!map.has(token)) throw new Error(`no fake for ${String(token)}`);
    return map.get(token) as T;
  };
  return { session, routes, i18n, hooks, auth, notifier, http, get } as unknown as ShellFakes;
}

/** Shows the router's current path so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function ShellProviders({ fakes, path = '/', children }: { fakes: ShellFakes; path?: string; children: ReactNode }) {
  return (
    <SdkContext.Provider value={{ get: fakes.get }}>
      <I18nextProvider i18n={fakes.i18n.i18next} defaultNS="core">
        <MemoryRouter initialEntries={[path]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </SdkContext.Provider>
  );
}

export function renderInShell(ui: ReactElement, fakes: ShellFakes, path = '/') {
  return render(
    <ShellProviders fakes={fakes} path={path}>
      {ui}
    </ShellProviders>,
  );
}
