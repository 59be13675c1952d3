import { Tag } from '@blueprintjs/core';
import { formatDateTime, useT } from '@tessera/sdk';
import type { PropertyLabel } from '../api/monitoring-api';
import type { PageLiveStore } from './page-live-store';
import { useDeviceLive } from './use-page-live';
import { formatKeyValue } from './use-plugin-labels';
import { keyValues } from './key-values';

export interface LiveCellProps {
  store: PageLiveStore;
  device: string;
  /** Which live part of the row: the online state, the last push, or the first key values. */
  kind: 'state' | 'push' | 'values';
  /** From the list row, until the socket says otherwise. */
  online?: string;
  latestTs?: number | null;
  labels?: Record<string, PropertyLabel>;
}

/** A cell of the monitoring list that follows its device live (its own subscription: the table does not re-render). */
export function LiveCell({ store, device, kind, online, latestTs, labels }: LiveCellProps) {
  const { t } = useT();
  const live = useDeviceLive(store, device);
  if (kind === 'state') {
    const on = String(live?.values.SYS_ONLINE ?? online ?? '0') === '1';
    return (
      <Tag minimal intent={on ? 'success' : 'none'} data-testid={`monitor-state-${device}`}>
        {t(on ? 'monitoring.online' : 'monitoring.offline')}
      </Tag>
    );
  }
  if (kind === 'push') return <span data-testid={`monitor-push-${device}`}>{formatDateTime(live?.ts ?? latestTs)}</span>;
  return (
    <span data-testid={`monitor-values-${device}`}>
      {keyValues(live?.values ?? {}, Object.keys(labels ?? {})).map(([k, v]) => (
        <Tag key={k} minimal style={{ marginRight: 4 }}>
          {formatKeyValue(k, v, labels?.[k])}
        </Tag>
      ))}
    </span>
  );
}
