import { useMemo } from 'react';
import { Card, H5, Menu, MenuItem } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { readRecentVisits, RouteService, SessionStore, useService, useT } from '@tessera/sdk';

/** The last pages this user opened, as the shell recorded them in localStorage (`tessera.recent.<userId>`). */
export function RecentVisitsCard() {
  const session = useService<SessionStore>(SessionStore);
  const routes = useService<RouteService>(RouteService);
  const { t } = useT();
  const userId = session.user?.id;
  const visits = useMemo(() => (userId ? readRecentVisits(userId) : []), [userId]);
  return (
    <Card className="tessera-home-card">
      <H5>{t('recentVisits')}</H5>
      {visits.length === 0 ? (
        <p className="bp6-text-muted">{t('noRecentVisits')}</p>
      ) : (
        <Menu className="tessera-home-recent">
          {visits.map((v) => (
            <MenuItem key={v.path} icon="history" text={t(v.title)} label={dayjs(v.at).format('MM-DD HH:mm')} onClick={() => void routes.navigate(v.path)} />
          ))}
        </Menu>
      )}
    </Card>
  );
}
