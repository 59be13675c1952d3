import { createExtensionHarness, type HarnessOptions } from '@tessera/sdk/harness';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import extension from '../../../extensions/data-service/src/index';
import manifest from '../../../extensions/data-service/extension.json';
import ch from '../../../extensions/data-service/locales/ch.json';
import en from '../../../extensions/data-service/locales/en.json';

/** The data-service extension in the harness, with every permission it declares unless told otherwise. */
export function dataServiceHarness(options: Omit<HarnessOptions, 'manifest' | 'locales'> = {}) {
  return createExtensionHarness(extension, {
    manifest: manifest as ExtensionManifest,
    locales: { ch, en },
    permissions: (manifest as ExtensionManifest).permissions ?? [],
    ...options,
  });
}

export function page<T>(rows: T[], total = rows.length): Page<T> {
  return { current_page: 1, per_page: 10, total, data: rows };
}
