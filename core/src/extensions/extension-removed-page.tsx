import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ExtensionManifest } from '@tessera/sdk';

/** A page of an extension this tab saw uninstalled or disabled at runtime (instead of "page not found"). */
export function ExtensionRemovedPage({ name }: { name: ExtensionManifest['displayName'] }) {
  const { t, i18n } = useTranslation('core');
  const label = (name as Record<string, string | undefined>)[i18n.language] ?? name.en;
  return (
    <NonIdealState
      className="tessera-extension-removed"
      icon="cube-remove"
      title={t('host.removed.title')}
      description={t('host.removed.description', { name: label })}
    />
  );
}
