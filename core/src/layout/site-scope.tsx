import { Button, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RouteService, SessionStore, useService } from '@tessera/sdk';

/**
 * The site the console is scoped to (every call then carries X-Site-ID), shown in the top bar so entering a site is
 * visible, with the way back to all sites. Nothing shows while no site is chosen.
 */
export const SiteScope = observer(function SiteScope() {
  const session = useService<SessionStore>(SessionStore);
  const routes = useService<RouteService>(RouteService);
  const { t } = useTranslation('core');
  if (!session.authSiteId) return null;
  const name = session.ownerSite?.id === session.authSiteId && session.ownerSite.name ? session.ownerSite.name : session.authSiteId;
  const leave = async () => {
    session.setAuthSiteId(null);
    session.setOwnerSite(null);
    await routes.navigate({ name: 'home' });
  };
  return (
    <span className="tessera-site-scope" data-testid="site-scope">
      <Tag icon="office" intent="primary" size="large" title={t('layout.siteScopeHint')}>
        {t('layout.siteScope', { name })}
      </Tag>
      <Button
        variant="minimal"
        size="small"
        icon="cross"
        aria-label={t('layout.leaveSite')}
        title={t('layout.leaveSite')}
        data-testid="site-scope-leave"
        onClick={() => void leave()}
      />
    </span>
  );
});
