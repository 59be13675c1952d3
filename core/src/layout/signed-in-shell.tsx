import { HotkeysProvider } from '@blueprintjs/core';
import { MainLayout } from './main-layout';

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
