import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A menu node whose view path no installed extension provides (docs/ARCHITECTURE.md, 'The path of a screen'). */
export function ViewNotInstalledPage({ viewPath }: { viewPath: string }) {
  const { t } = useTranslation('core');
  return (
    <NonIdealState
      className="tessera-view-not-installed"
      icon="cube-remove"
      title={t('host.notInstalled.title')}
      description={t('host.notInstalled.description', { viewPath })}
    />
  );
}
