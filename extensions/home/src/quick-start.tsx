import { Button, Card, H5 } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { RouteService, useService, useT } from '@tessera/sdk';

/** Common first steps; each shows only when the user's menu has the route. Titles are core menu keys. */
export const QUICK_START_LINKS: readonly { path: string; title: string; icon: IconName }[] = [
  { path: '/device/projects', title: 'menu.deviceAccess', icon: 'cube' },
  { path: '/monitoring/list', title: 'menu.monitoringList', icon: 'th-list' },
  { path: '/product/list', title: 'menu.productList', icon: 'box' },
  { path: '/automation/linkage', title: 'menu.sceneLinkage', icon: 'link' },
  { path: '/alert/list', title: 'menu.alertMessage', icon: 'notifications' },
  { path: '/visual/list', title: 'menu.visualization', icon: 'dashboard' },
  { path: '/apps/market', title: 'menu.pluginMarket', icon: 'shop' },
  { path: '/sites/list', title: 'menu.multisiteList', icon: 'office' },
];

export function QuickStart() {
  const routes = useService<RouteService>(RouteService);
  const { t } = useT();
  const links = QUICK_START_LINKS.filter((l) => routes.byPath(l.path));
  return (
    <Card className="tessera-home-card">
      <H5>{t('quickStart')}</H5>
      {links.length === 0 ? (
        <p className="bp6-text-muted">{t('noQuickStart')}</p>
      ) : (
        <div className="tessera-home-links">
          {links.map((l) => (
            <Button key={l.path} variant="outlined" icon={l.icon} text={t(l.title)} onClick={() => void routes.navigate(l.path)} />
          ))}
        </div>
      )}
    </Card>
  );
}
