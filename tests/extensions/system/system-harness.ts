import { createExtensionHarness, type HarnessOptions } from '@tessera/sdk/harness';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import system from '../../../extensions/system/src/index';
import manifest from '../../../extensions/system/extension.json';
import ch from '../../../extensions/system/locales/ch.json';
import en from '../../../extensions/system/locales/en.json';
import chMenu from '../../../core/src/i18n/locales/ch/menu.json';
import chButton from '../../../core/src/i18n/locales/ch/button.json';

export const ALL_SYSTEM_CODES = (manifest as ExtensionManifest).permissions ?? [];

/** The system extension in the harness, with its own locales and core's menu/button titles (tree labels). */
export function systemHarness(options: Omit<HarnessOptions, 'manifest' | 'locales'> = {}) {
  return createExtensionHarness(system, {
    manifest: manifest as ExtensionManifest,
    locales: { ch, en },
    coreLocales: { ch: { menu: chMenu, button: chButton } },
    permissions: ALL_SYSTEM_CODES,
    ...options,
  });
}

export function page<T>(rows: T[], total = rows.length, current_page = 1, per_page = 10): Page<T> {
  return { current_page, per_page, total, data: rows };
}

/** A promise the test settles by hand (to look at a loading state). */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
