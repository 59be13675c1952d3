import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@tessera/sdk';
import { LanguageSwitch } from '../../../core/src/layout/language-switch';
import { ThemeSwitch } from '../../../core/src/layout/theme-switch';
import { THEME_STORAGE_KEY } from '../../../core/src/layout/theme';
import { SideMenu } from '../../../core/src/layout/side-menu';
import chLayout from '../../../core/src/i18n/locales/ch/layout.json';
import deMenu from '../../../core/src/i18n/locales/de/menu.json';
import deLayout from '../../../core/src/i18n/locales/de/layout.json';
import { createShellFakes, renderInShell } from './shell-fakes';

afterEach(() => {
  document.documentElement.className = '';
});

describe('LanguageSwitch', () => {
  it('offers the six languages', () => {
    renderInShell(<LanguageSwitch />, createShellFakes(), '/home');
    const options = [...screen.getByRole('combobox').querySelectorAll('option')].map((o) => o.value);
    expect(options).toEqual(['ch', 'en', 'es', 'ja', 'de', 'fr']);
  });

  it('switches the interface language and stores it under `language`', async () => {
    const fakes = createShellFakes();
    renderInShell(
      <>
        <LanguageSwitch />
        <SideMenu minimized={false} />
      </>,
      fakes,
      '/home',
    );
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'de' } });
    });
    await screen.findByRole('link', { name: deMenu.home });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(fakes.session.language).toBe('de');
    expect(fakes.i18n.language).toBe('de');
    expect(screen.getByRole('combobox').getAttribute('aria-label')).toBe(deLayout.language);
  });
});

describe('ThemeSwitch', () => {
  it('toggles blue/white as a class on the root and persists the choice', () => {
    renderInShell(<ThemeSwitch />, createShellFakes(), '/home');
    const root = document.documentElement;
    expect(root.classList.contains('tessera-theme-blue')).toBe(true);
    // Showing the default does not count as a choice.
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: chLayout.switchTheme }));
    expect(root.classList.contains('tessera-theme-white')).toBe(true);
    expect(root.classList.contains('tessera-theme-blue')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('white');

    fireEvent.click(screen.getByRole('button', { name: chLayout.switchTheme }));
    expect(root.classList.contains('tessera-theme-blue')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('blue');
  });

  it('starts from the server default theme, and a stored choice beats it', () => {
    const fakes = createShellFakes();
    fakes.session.setLogo({ theme: 'white' });
    const { unmount } = renderInShell(<ThemeSwitch />, fakes, '/home');
    expect(document.documentElement.classList.contains('tessera-theme-white')).toBe(true);
    unmount();
    localStorage.setItem(THEME_STORAGE_KEY, 'blue');
    renderInShell(<ThemeSwitch />, fakes, '/home');
    expect(document.documentElement.classList.contains('tessera-theme-blue')).toBe(true);
  });
});
