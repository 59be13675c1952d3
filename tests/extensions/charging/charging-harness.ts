import { createExtensionHarness, type HarnessOptions } from '@tessera/sdk/harness';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import charging from '../../../extensions/charging/src/index';
import manifest from '../../../extensions/charging/extension.json';
import ch from '../../../extensions/charging/locales/ch.json';
import en from '../../../extensions/charging/locales/en.json';

/** The charging extension in the harness, with every permission it declares. */
export function chargingHarness(options: Omit<HarnessOptions, 'manifest' | 'locales'> = {}) {
  return createExtensionHarness(charging, {
    manifest: manifest as ExtensionManifest,
    locales: { ch, en },
    permissions: (manifest as ExtensionManifest).permissions ?? [],
    ...options,
  });
}

export function page<T>(rows: T[], total = rows.length): Page<T> {
  return { current_page: 1, per_page: 10, total, data: rows };
}
