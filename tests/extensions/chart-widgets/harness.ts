import { createExtensionHarness } from '@tessera/sdk/harness';
import manifest from '../../../extensions/chart-widgets/extension.json';
import ch from '../../../extensions/chart-widgets/locales/ch.json';
import en from '../../../extensions/chart-widgets/locales/en.json';
import extension from '../../../extensions/chart-widgets/src/index';

/** The chart-widgets extension activated against the SDK's fake services, in Chinese unless told. */
export function widgetHarness(language: 'ch' | 'en' = 'ch') {
  return createExtensionHarness(extension, { manifest: manifest as any, locales: { ch, en }, language });
}
