import { Breadcrumbs, type BreadcrumbProps } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RouteService, useService } from '@tessera/sdk';
import { useGuardedNavigate } from '../router/use-guarded-navigate';

/** The menu trail of the current path (RouteService.trail); the last crumb is the current page. */
export const BreadcrumbsBar = observer(function BreadcrumbsBar() {
  const routes = useService<RouteService>(RouteService);
  const { t } = useTranslation('core');
  const location = useLocation();
  const navigate = useGuardedNavigate();
  // Reading routes subscribes the observer, so a runtime install updates the trail.
  void routes.routes.length;
  const trail = routes.trail(location.pathname);
  const items: BreadcrumbProps[] = trail.map((node, i) => ({
    text: t(node.title ?? node.name),
    icon: undefined,
    current: i === trail.length - 1,
    onClick: node.path && i < trail.length - 1 ? () => navigate(node.path!) : undefined,
  }));
  if (!items.length) return null;
  return (
    <nav className="tessera-breadcrumbs" aria-label={t('layout.breadcrumbs')}>
      {/* Menu trails are at most three deep: never hide a level behind the overflow menu. */}
      <Breadcrumbs items={items} minVisibleItems={3} />
    </nav>
  );
});
