import { createExtensionHarness, type HarnessOptions } from '@tessera/sdk/harness';
import { ExtensionHost, type ExtensionManifest, type ExtensionStatus } from '@tessera/sdk';
import market from '../../../extensions/market/src/index';
import manifest from '../../../extensions/market/extension.json';
import ch from '../../../extensions/market/locales/ch.json';
import en from '../../../extensions/market/locales/en.json';

export const SYS = { session: { user: { id: 'a', name: 'admin', authority: 'SYS_ADMIN' as const } } };

/** The market extension in the harness; `statuses` stands in for this console's extension host. */
export function marketHarness(options: Omit<HarnessOptions, 'manifest' | 'locales'> & { statuses?: ExtensionStatus[] } = {}) {
  const { statuses = [], ...rest } = options;
  return createExtensionHarness(market, {
    manifest: manifest as ExtensionManifest,
    locales: { ch, en },
    language: 'en',
    services: { [ExtensionHost]: { status: () => statuses } },
    ...rest,
  });
}

export const manifestOf = (id: string, extra: Partial<ExtensionManifest> = {}): ExtensionManifest => ({
  manifestVersion: 1,
  id,
  version: '1.0.0',
  displayName: { en: id },
  kind: 'visual',
  engines: { sdk: '^1.0.0' },
  entry: 'index.js',
  ...extra,
});
