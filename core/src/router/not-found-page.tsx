import { Button, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ExtensionRemovedPage } from '../extensions/extension-removed-page';
import { removedExtensionAt } from '../extensions/removed-extensions';

/** Any path that neither a fixed route nor the menu/page trees know (or that an extension removed at runtime had). */
export const NotFoundPage = observer(function NotFoundPage() {
  const { t } = useTranslation('core');
  const navigate = useNavigate();
  const removed = removedExtensionAt(useLocation().pathname);
  if (removed) return <ExtensionRemovedPage name={removed} />;
  return (
    <NonIdealState
      className="tessera-not-found"
      icon="search"
      title={t('layout.notFoundTitle')}
      description={t('layout.notFoundDescription')}
      action={<Button intent="primary" text={t('layout.backHome')} onClick={() => navigate('/home')} />}
    />
  );
});
