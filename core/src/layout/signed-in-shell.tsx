import { HotkeysProvider } from '@blueprintjs/core';
import { MainLayout } from './main-layout';

// Installed by the loader (core/src/router/lazy-pages.ts) before the shell's first icon asks for its paths.
export { installShellIcons } from './shell-icons';

/**
 * What a signed-in user sees: the layout and the providers only it needs (hotkeys: extensions' views may bind keys).
 * Loaded on first use, so the login page's first load carries none of it.
 */
export function SignedInShell() {
  return (
    <HotkeysProvider>
      <MainLayout />
    </HotkeysProvider>
  );
}
