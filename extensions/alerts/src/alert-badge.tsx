import { Button, Tag } from '@blueprintjs/core';
import { Realtime, RouteService, useService, useT, type ViewProps } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import type { AlertCounts } from './alert-row';

/** The header bell: the tenant's unprocessed alert count, live over the WebSocket; opens Alert message. */
export function AlertBadge(_props: ViewProps) {
  const { t } = useT();
  const realtime = useService<Realtime>(Realtime);
  const routes = useService<RouteService>(RouteService);
  const [count, setCount] = useState<number | null>(null);
  useEffect(
    () =>
      realtime.subscribeTopic('alerts', (data) => {
        const n = (data as Partial<AlertCounts> | null)?.unprocessed;
        setCount(typeof n === 'number' ? n : null);
      }),
    [realtime],
  );
  const label = t('badge.label', { count: count ?? 0 });
  return (
    <Button
      variant="minimal"
      icon="notifications"
      aria-label={label}
      title={label}
      data-testid="alert-badge"
      onClick={() => void routes.navigate('/alert/list')}
    >
      {count ? (
        <Tag round intent="danger" data-testid="alert-badge-count">
          {count > 99 ? '99+' : count}
        </Tag>
      ) : null}
    </Button>
  );
}
