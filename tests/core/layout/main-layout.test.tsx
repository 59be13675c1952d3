import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { readRecentVisits, recentVisitsKey, RECENT_VISITS_LIMIT, recordRecentVisit } from '@tessera/sdk';
import { MainLayout } from '../../../core/src/layout/main-layout';
import { breakpointOf } from '../../../core/src/layout/breakpoints';
import chLayout from '../../../core/src/i18n/locales/ch/layout.json';
import chMenu from '../../../core/src/i18n/locales/ch/menu.json';
import { createShellFakes, renderInShell, USER } from './shell-fakes';

const initialWidth = window.innerWidth;
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth });
});

function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
  window.dispatchEvent(new Event('resize'));
}

function renderLayout(path: string, fakes = createShellFakes()) {
  renderInShell(
    <Routes>
      <Route path="/" element={<MainLayout />}>
        <Route path="*" element={<p>page</p>} />
      </Route>
      <Route path="/auth/login" element={<p>login page</p>} />
    </Routes>,
    fakes,
    path,
  );
  return fakes;
}

describe('breakpoints', () => {
  it('follow the spec breakpoints: sm 576, md 768, lg 992, xl 1200', () => {
    expect([575, 576, 767, 768, 991, 992, 1199, 1200].map(breakpointOf)).toEqual(['xs', 'sm', 'sm', 'md', 'md', 'lg', 'lg', 'xl']);
  });
});

describe('MainLayout', () => {
  it('minimizes the menu below md and restores it above; the toggle works in between', () => {
    setWidth(1024);
    renderLayout('/home');
    const nav = screen.getByRole('navigation', { name: chLayout.menu });
    expect(nav.getAttribute('data-state')).toBe('expanded');
    act(() => setWidth(700));
    expect(nav.getAttribute('data-state')).toBe('minimized');
    act(() => setWidth(1024));
    expect(nav.getAttribute('data-state')).toBe('expanded');
    fireEvent.click(screen.getByRole('button', { name: chLayout.collapseMenu }));
    expect(nav.getAttribute('data-state')).toBe('minimized');
  });

  it('shows breadcrumbs from the route trail', () => {
    renderLayout('/monitoring/list');
    const crumbs = screen.getByRole('navigation', { name: chLayout.breadcrumbs });
    expect(within(crumbs).getByText(chMenu.monitoring)).toBeTruthy();
    expect(within(crumbs).getByText(chMenu.monitoringList)).toBeTruthy();
  });

  it('shows the system name from /system/logo/index', async () => {
    const fakes = createShellFakes();
    renderLayout('/home', fakes);
    expect(await screen.findByText('Test IoT')).toBeTruthy();
    expect(fakes.http.post).toHaveBeenCalledWith('/system/logo/index', {}, { silent: true });
  });

  it('records visited menu routes for the user, newest first, not pages outside the menu', () => {
    const fakes = renderLayout('/home');
    fireEvent.click(screen.getByRole('link', { name: chMenu.deviceAccess }));
    act(() => {
      void fakes.routes.navigate('/monitoring/detail');
    });
    const visits = readRecentVisits(USER.id);
    expect(visits.map((v) => v.path)).toEqual(['/device/projects', '/home']);
    expect(visits[0].title).toBe('menu.deviceAccess');
    expect(JSON.parse(localStorage.getItem(recentVisitsKey(USER.id))!)).toHaveLength(2);
  });

  it('logout from the user menu ends the session and opens the login page', async () => {
    const fakes = renderLayout('/home');
    fireEvent.click(screen.getByRole('button', { name: chLayout.userMenu }));
    fireEvent.click(await screen.findByText(chLayout.logout));
    await screen.findByText('login page');
    expect(fakes.auth.logout).toHaveBeenCalledOnce();
  });
});

describe('recent visits store', () => {
  it('keeps one entry per path and only the last 10', () => {
    for (let i = 0; i < RECENT_VISITS_LIMIT + 3; i++) recordRecentVisit('u9', { path: `/p${i}`, title: `t${i}`, at: i });
    recordRecentVisit('u9', { path: '/p5', title: 't5', at: 100 });
    const visits = readRecentVisits('u9');
    expect(visits).toHaveLength(RECENT_VISITS_LIMIT);
    expect(visits[0]).toEqual({ path: '/p5', title: 't5', at: 100 });
    expect(visits.filter((v) => v.path === '/p5')).toHaveLength(1);
    expect(visits.map((v) => v.path)).not.toContain('/p0');
  });

  it('reads a corrupt entry as empty', () => {
    localStorage.setItem(recentVisitsKey('u8'), '{oops');
    expect(readRecentVisits('u8')).toEqual([]);
  });
});
