import { NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ExtensionRemovedPage } from './extension-removed-page';
import { removedExtensionAt } from './removed-extensions';

/**
 * A menu node whose view path no installed extension provides (docs/ARCHITECTURE.md, 'The path of a screen'), or
 * one whose extension this tab saw removed.
 */
export const ViewNotInstalledPage = observer(function ViewNotInstalledPage({ viewPath }: { viewPath: string }) {
  const { t } = useTranslation('core');
  const removed = removedExtensionAt(viewPath);
  if (removed) return <ExtensionRemovedPage name={removed} />;
  return (
    <NonIdealState
      className="tessera-view-not-installed"
      icon="cube-remove"
      title={t('host.notInstalled.title')}
      description={t('host.notInstalled.description', { viewPath })}
    />
  );
});
