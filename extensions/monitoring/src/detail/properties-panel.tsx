import { Button, HTMLTable, InputGroup } from '@blueprintjs/core';
import { coerceValue, formatDateTime, HttpClient, LoadState, Notifier, useHasAuth, useLoad, useService, useT } from '@tessera/sdk';
import { useMemo, useState } from 'react';
import { HIDDEN_KEYS, monitoringApi, type CurrentDetail, type TslProperty } from '../api/monitoring-api';
import { displayValue } from '../common/display-value';
import { useSendLock } from '../common/use-send-lock';
import { useLiveValues } from './use-live-values';

export interface PropertiesPanelProps {
  deviceId: string;
  properties: TslProperty[];
}

/** Latest values with the plugin's titles and units, live; read-write properties can be set (the spec's send lock). */
export function PropertiesPanel({ deviceId, properties }: PropertiesPanelProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canSend = useHasAuth('device:attribute:send');
  const detail = useLoad(() => monitoringApi.currentDetail(http, deviceId), [http, deviceId]);
  const initial = useMemo(() => Object.fromEntries((detail.data ?? []).map((d) => [d.key, d.value ?? d.str_v ?? d.dbl_v ?? d.bool_v])), [detail.data]);
  const live = useLiveValues(deviceId, initial);
  const lock = useSendLock();
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  const rows = useMemo(() => {
    const byKey = new Map<string, CurrentDetail>((detail.data ?? []).map((d) => [d.key, d]));
    const props = new Map(properties.map((p) => [p.name, p]));
    const keys = [...new Set([...properties.map((p) => p.name), ...Object.keys(live.values)])].filter((k) => !HIDDEN_KEYS.has(k));
    return keys.map((key) => ({
      key,
      title: props.get(key)?.title || byKey.get(key)?.name || key,
      unit: props.get(key)?.unit ?? byKey.get(key)?.unit ?? '',
      value: live.values[key],
      shown: displayValue(props.get(key), live.values[key]),
      ts: live.stamps[key] ?? byKey.get(key)?.ts,
      writable: props.get(key)?.readWrite === 'rw',
      dataType: props.get(key)?.dataType ?? 'string',
    }));
  }, [detail.data, properties, live.values, live.stamps]);

  const send = (key: string, dataType: string) =>
    lock.run(`attr:${key}`, async () => {
      await monitoringApi.sendAttributes(http, deviceId, { [key]: coerceValue(dataType, drafts[key] ?? '') });
      notifier.success(t('monitoring.sent'));
    });

  return (
    <LoadState loading={detail.loading} error={detail.error} empty={rows.length === 0} onRetry={() => void detail.reload()} testId="properties">
      <HTMLTable striped compact style={{ width: '100%' }} data-testid="properties-table">
        <thead>
          <tr>
            <th>{t('monitoring.property')}</th>
            <th>{t('monitoring.value')}</th>
            <th>{t('monitoring.updatedAt')}</th>
            {canSend && <th>{t('monitoring.set')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`property-${r.key}`}>
              <td>{r.title}</td>
              <td data-testid={`property-value-${r.key}`}>{r.value === undefined || r.value === null ? '' : `${r.shown}${r.unit ? ` ${r.unit}` : ''}`}</td>
              <td>{formatDateTime(r.ts)}</td>
              {canSend && (
                <td>
                  {r.writable && (
                    <div style={{ display: 'flex', gap: 4 }}>
                      <InputGroup
                        size="small"
                        aria-label={r.title}
                        data-testid={`property-input-${r.key}`}
                        value={drafts[r.key] ?? ''}
                        onValueChange={(v) => setDrafts((d) => ({ ...d, [r.key]: v }))}
                      />
                      <Button
                        size="small"
                        intent="primary"
                        text={t('monitoring.send')}
                        data-testid={`property-send-${r.key}`}
                        disabled={lock.isLocked(`attr:${r.key}`) || (drafts[r.key] ?? '') === ''}
                        loading={lock.isLocked(`attr:${r.key}`)}
                        onClick={() => void send(r.key, r.dataType)}
                      />
                    </div>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </LoadState>
  );
}
