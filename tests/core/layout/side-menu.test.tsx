import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_HOVER_COLLAPSE_MS, MENU_HOVER_EXPAND_MS } from '@tessera/sdk';
import { SideMenu } from '../../../core/src/layout/side-menu';
import ch from '../../../core/src/i18n/locales/ch/menu.json';
import { createShellFakes, renderInShell } from './shell-fakes';

afterEach(() => vi.useRealTimers());

describe('SideMenu', () => {
  it('renders directories and menus of menu_tree with translated titles, never pages or buttons', () => {
    const fakes = createShellFakes();
    renderInShell(<SideMenu minimized={false} />, fakes, '/home');
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: ch.home }).getAttribute('href')).toBe('/home');
    expect(within(nav).getByRole('link', { name: ch.deviceAccess })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: ch.monitoring })).toBeTruthy();
    // Pages (type 2), buttons (type 3) and a directory holding only pages are not menu entries.
    expect(within(nav).queryByText(ch.deviceGroups)).toBeNull();
    expect(within(nav).queryByText(ch.deviceDetail)).toBeNull();
    expect(within(nav).queryByText(ch.systemLog)).toBeNull();
  });

  it('nests children under their directory and opens the directory of the current route', () => {
    const fakes = createShellFakes();
    renderInShell(<SideMenu minimized={false} />, fakes, '/monitoring/list');
    const dir = screen.getByRole('button', { name: ch.monitoring }).closest('li')!;
    expect(dir.getAttribute('aria-expanded')).toBe('true');
    const child = within(dir).getByRole('link', { name: ch.monitoringList });
    expect(child.classList.contains('is-active')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: ch.monitoring }));
    expect(dir.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a runtime change of the menu tree', () => {
    const fakes = createShellFakes();
    renderInShell(<SideMenu minimized={false} />, fakes, '/home');
    expect(screen.queryByRole('link', { name: ch.deviceMap })).toBeNull();
    act(() => {
      fakes.session.setPermissions({
        menu_tree: [...fakes.session.permissions!.menu_tree, { name: 'deviceMap', type: '1', path: '/device/map', title: 'menu.deviceMap', icon: 'map' }],
        page_tree: [],
        other_list: [],
      });
    });
    expect(screen.getByRole('link', { name: ch.deviceMap })).toBeTruthy();
  });

  it('when minimized, expands on hover only after 50 ms and collapses only 100 ms after leaving', () => {
    vi.useFakeTimers();
    const fakes = createShellFakes();
    renderInShell(<SideMenu minimized />, fakes, '/home');
    const nav = screen.getByRole('navigation');
    expect(nav.getAttribute('data-state')).toBe('minimized');

    fireEvent.mouseEnter(nav);
    act(() => vi.advanceTimersByTime(MENU_HOVER_EXPAND_MS - 1));
    expect(nav.getAttribute('data-state')).toBe('minimized');
    act(() => vi.advanceTimersByTime(1));
    expect(nav.getAttribute('data-state')).toBe('hover-expanded');

    fireEvent.mouseLeave(nav);
    act(() => vi.advanceTimersByTime(MENU_HOVER_COLLAPSE_MS - 1));
    expect(nav.getAttribute('data-state')).toBe('hover-expanded');
    act(() => vi.advanceTimersByTime(1));
    expect(nav.getAttribute('data-state')).toBe('minimized');
  });

  it('a pointer that passes through quickly does not expand it', () => {
    vi.useFakeTimers();
    const fakes = createShellFakes();
    renderInShell(<SideMenu minimized />, fakes, '/home');
    const nav = screen.getByRole('navigation');
    fireEvent.mouseEnter(nav);
    act(() => vi.advanceTimersByTime(MENU_HOVER_EXPAND_MS / 2));
    fireEvent.mouseLeave(nav);
    act(() => vi.advanceTimersByTime(MENU_HOVER_EXPAND_MS + MENU_HOVER_COLLAPSE_MS));
    expect(nav.getAttribute('data-state')).toBe('minimized');
  });

  it('does not react to hover when expanded', () => {
    vi.useFakeTimers();
    const fakes = createShellFakes();
    renderInShell(<SideMenu minimized={false} />, fakes, '/home');
    const nav = screen.getByRole('navigation');
    fireEvent.mouseEnter(nav);
    act(() => vi.advanceTimersByTime(500));
    expect(nav.getAttribute('data-state')).toBe('expanded');
  });
});
