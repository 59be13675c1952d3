import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUICK_SEARCH_DEBOUNCE_MS } from '@tessera/sdk';
import { QuickSearch } from '../../../core/src/layout/quick-search';
import { searchMenu } from '../../../core/src/layout/menu-model';
import ch from '../../../core/src/i18n/locales/ch/menu.json';
import en from '../../../core/src/i18n/locales/en/menu.json';
import { createShellFakes, MENU_TREE, renderInShell } from './shell-fakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function type(value: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value } });
}

describe('QuickSearch', () => {
  it('waits 200 ms after the last keystroke before searching', () => {
    renderInShell(<QuickSearch />, createShellFakes(), '/home');
    type(ch.monitoringList.slice(0, 2));
    act(() => vi.advanceTimersByTime(QUICK_SEARCH_DEBOUNCE_MS - 1));
    expect(screen.queryByRole('option')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain(`${ch.monitoringList}/monitoring/list`);
  });

  it('restarts the debounce on every keystroke', () => {
    renderInShell(<QuickSearch />, createShellFakes(), '/home');
    type(ch.deviceAccess.slice(0, 2));
    act(() => vi.advanceTimersByTime(QUICK_SEARCH_DEBOUNCE_MS - 50));
    type(ch.deviceAccess);
    act(() => vi.advanceTimersByTime(QUICK_SEARCH_DEBOUNCE_MS - 50));
    expect(screen.queryByRole('option')).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('needs at least 2 characters', () => {
    renderInShell(<QuickSearch />, createShellFakes(), '/home');
    type(ch.home.slice(0, 1));
    act(() => vi.advanceTimersByTime(QUICK_SEARCH_DEBOUNCE_MS * 2));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Enter opens the highlighted result and clears the box', () => {
    renderInShell(<QuickSearch />, createShellFakes(), '/home');
    type(ch.monitoringRealtime);
    act(() => vi.advanceTimersByTime(QUICK_SEARCH_DEBOUNCE_MS));
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/monitoring/realtime');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('a click opens the result', () => {
    renderInShell(<QuickSearch />, createShellFakes(), '/home');
    type(ch.deviceAccess);
    act(() => vi.advanceTimersByTime(QUICK_SEARCH_DEBOUNCE_MS));
    fireEvent.click(screen.getByText(ch.deviceAccess));
    expect(screen.getByTestId('location').textContent).toBe('/device/projects');
  });

  it('searches titles in the current language', async () => {
    const fakes = createShellFakes();
    renderInShell(<QuickSearch />, fakes, '/home');
    await act(() => fakes.i18n.changeLanguage('en'));
    expect(fakes.i18n.language).toBe('en');
    type('real-time');
    act(() => vi.advanceTimersByTime(QUICK_SEARCH_DEBOUNCE_MS));
    expect(screen.getByText(en.monitoringRealtime)).toBeTruthy();
  });
});

describe('searchMenu', () => {
  const t = (k: string) =>
    ({ 'menu.home': 'Home', 'menu.deviceAccess': 'Device access', 'menu.monitoringList': 'Monitoring list', 'menu.monitoringRealtime': 'Real-time run' })[k] ??
    k;

  it('matches menu leaves case-insensitively, ignoring pages and directories', () => {
    expect(searchMenu(MENU_TREE, 'DEVICE', t).map((n) => n.name)).toEqual(['deviceAccess']);
    expect(searchMenu(MENU_TREE, 'mo', t).map((n) => n.name)).toEqual(['monitoringList']);
  });

  it('finds nothing below 2 characters (whitespace does not count)', () => {
    expect(searchMenu(MENU_TREE, 'o', t)).toEqual([]);
    expect(searchMenu(MENU_TREE, ' o ', t)).toEqual([]);
  });
});
