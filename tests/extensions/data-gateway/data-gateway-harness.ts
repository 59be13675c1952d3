import { createExtensionHarness, type HarnessOptions } from '@tessera/sdk/harness';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import extension from '../../../extensions/data-gateway/src/index';
import manifest from '../../../extensions/data-gateway/extension.json';
import ch from '../../../extensions/data-gateway/locales/ch.json';
import en from '../../../extensions/data-gateway/locales/en.json';

/** The data-gateway extension in the harness, with every permission it declares unless told otherwise. */
export function gatewayHarness(options: Omit<HarnessOptions, 'manifest' | 'locales'> = {}) {
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
