import { createExtensionHarness, type HarnessOptions } from '@tessera/sdk/harness';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import miniProgram from '../../../extensions/mini-program/src/index';
import manifest from '../../../extensions/mini-program/extension.json';
import ch from '../../../extensions/mini-program/locales/ch.json';
import en from '../../../extensions/mini-program/locales/en.json';

/** The mini-program extension in the harness, with every permission it declares. */
export function miniHarness(options: Omit<HarnessOptions, 'manifest' | 'locales'> = {}) {
  return createExtensionHarness(miniProgram, {
    manifest: manifest as ExtensionManifest,
    locales: { ch, en },
    permissions: (manifest as ExtensionManifest).permissions ?? [],
    ...options,
  });
}

export function page<T>(rows: T[], total = rows.length): Page<T> {
  return { current_page: 1, per_page: 10, total, data: rows };
}
