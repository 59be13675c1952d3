import { createExtensionHarness, type HarnessOptions } from '@tessera/sdk/harness';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import notifications from '../../../extensions/notifications/src/index';
import manifest from '../../../extensions/notifications/extension.json';
import ch from '../../../extensions/notifications/locales/ch.json';
import en from '../../../extensions/notifications/locales/en.json';

export const SYS = { session: { user: { id: 'a', name: 'admin', authority: 'SYS_ADMIN' as const } } };

/** The notifications extension in the harness, with every permission it declares. */
export function notificationsHarness(options: Omit<HarnessOptions, 'manifest' | 'locales'> = {}) {
  return createExtensionHarness(notifications, {
    manifest: manifest as ExtensionManifest,
    locales: { ch, en },
    permissions: (manifest as ExtensionManifest).permissions ?? [],
    ...options,
  });
}

export function page<T>(rows: T[], total = rows.length): Page<T> {
  return { current_page: 1, per_page: 10, total, data: rows };
}
