import { NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useService } from '@tessera/sdk';
import { ExtensionHostInternal } from '../extensions/extension-host-internal';
import { ExtensionRoute } from '../extensions/extension-route';
import { SHARE_PATH, SHARE_VIEW_PATH } from './fixed-routes';

/**
 * A shared dashboard's public page (`/share?token=…`): no session, no menu. The share token alone loads the
 * extensions the page needs (the server checks it), then the visualization extension's share view draws it.
 */
export const SharePage = observer(function SharePage() {
  const host = useService<ExtensionHostInternal>(ExtensionHostInternal);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useTranslation('core');
  const [refused, setRefused] = useState(!token);
  const needsCatalog = host.catalog.length === 0;
  useEffect(() => {
    if (needsCatalog && token) void host.loadShared(token).catch(() => setRefused(true));
  }, [host, token, needsCatalog]);
  if (refused) return <NonIdealState icon="disable" title={t('host.shareRefused')} />;
  return (
    <div className="tessera-share-page" style={{ minHeight: '100vh' }}>
      <ExtensionRoute viewPath={SHARE_VIEW_PATH} path={SHARE_PATH} />
    </div>
  );
});
