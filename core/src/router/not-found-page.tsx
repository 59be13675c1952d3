import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Any path that neither a fixed route nor the menu/page trees know. */
export function NotFoundPage() {
  const { t } = useTranslation('core');
  const navigate = useNavigate();
  return (
    <NonIdealState
      className="tessera-not-found"
      icon="search"
      title={t('layout.notFoundTitle')}
      description={t('layout.notFoundDescription')}
      action={<Button intent="primary" text={t('layout.backHome')} onClick={() => navigate('/home')} />}
    />
  );
}
