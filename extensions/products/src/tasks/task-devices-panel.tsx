import { Button, ButtonGroup, Card, HTMLTable, ProgressBar, Tag, type Intent } from '@blueprintjs/core';
import { formatDateTime, HttpClient, Notifier, useHasAuth, useService, useT } from '@tessera/sdk';
import { useCallback, useEffect, useState } from 'react';
import { productsApi, type OtaDevicePage, type OtaDeviceRow } from '../api/products-api';

export const STATUSES = ['0', '1', '2', '3', '4', '5'] as const;
const INTENT: Record<string, Intent> = { '0': 'none', '1': 'primary', '2': 'warning', '3': 'success', '4': 'danger', '5': 'none' };
/** The task page follows the devices by polling: a device's report shows within this interval. */
const POLL_MS = 1000;

/** Per-device progress of one task, counts per status, retry and cancel; refreshed every second while shown. */
export function TaskDevicesPanel({ taskId }: { taskId: string }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canEdit = useHasAuth('product:ota:edit');
  const [status, setStatus] = useState('-1');
  const [page, setPage] = useState<OtaDevicePage | null>(null);

  const load = useCallback(async () => {
    try {
      setPage(await productsApi.taskDevices(http, { ota_task_id: taskId, current_page: 1, per_page: 200, upgrade_status: status }));
    } catch {
      /* the next poll tries again */
    }
  }, [http, taskId, status]);
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const modify = async (upgrade_status: '0' | '5', id?: string) => {
    try {
      await productsApi.modify(http, { ota_task_id: taskId, upgrade_status, id });
      notifier.success(t('common.success'));
      await load();
    } catch {
      /* shown by the http client */
    }
  };
  const count = (s: string) => page?.statuscount.find((c) => c.upgrade_status === s)?.count ?? 0;
  const detail = (r: OtaDeviceRow) => {
    const text = t(`detail.${r.detail_key}`, { ...r.detail_params, defaultValue: r.status_detail });
    return r.detail_params.desc && !text.includes(String(r.detail_params.desc)) ? `${text}: ${r.detail_params.desc}` : text;
  };

  return (
    <Card data-testid="task-devices">
      <ButtonGroup style={{ marginBottom: 8, flexWrap: 'wrap' }}>
        <Button
          active={status === '-1'}
          text={`${t('tasks.all')} ${page?.statuscount.reduce((n, c) => n + c.count, 0) ?? 0}`}
          onClick={() => setStatus('-1')}
        />
        {STATUSES.map((s) => (
          <Button key={s} active={status === s} data-testid={`task-count-${s}`} onClick={() => setStatus(s)} text={`${t(`status.${s}`)} ${count(s)}`} />
        ))}
        {canEdit && <Button icon="refresh" text={t('tasks.retryFailed')} data-testid="task-retry-all" onClick={() => void modify('0')} />}
        {canEdit && <Button icon="disable" text={t('tasks.cancelPending')} data-testid="task-cancel-all" onClick={() => void modify('5')} />}
      </ButtonGroup>
      <HTMLTable compact striped style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>{t('tasks.device')}</th>
            <th>{t('tasks.currentVersion')}</th>
            <th>{t('tasks.targetVersion')}</th>
            <th>{t('tasks.progress')}</th>
            <th>{t('tasks.status')}</th>
            <th>{t('tasks.detail')}</th>
            <th>{t('tasks.updatedAt')}</th>
            <th>{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(page?.list ?? []).map((r) => (
            <tr key={r.id} data-testid={`task-row-${r.name}`}>
              <td>{r.name}</td>
              <td>{r.current_version}</td>
              <td>{r.target_version}</td>
              <td style={{ minWidth: 120 }}>
                <ProgressBar value={r.upgrade_progress / 100} animate={false} stripes={false} intent={INTENT[r.upgrade_status]} />
                <span data-testid={`task-progress-${r.name}`}>{r.upgrade_progress}%</span>
              </td>
              <td>
                <Tag minimal intent={INTENT[r.upgrade_status]} data-testid={`task-status-${r.name}`} data-status={r.upgrade_status}>
                  {t(`status.${r.upgrade_status}`)}
                </Tag>
              </td>
              <td>{detail(r)}</td>
              <td>{formatDateTime(Math.floor(r.status_update_time / 1000))}</td>
              <td>
                {canEdit &&
                  (['4', '5'].includes(r.upgrade_status) ? (
                    <Button variant="minimal" icon="refresh" text={t('tasks.retry')} onClick={() => void modify('0', r.id)} />
                  ) : (
                    ['0', '1', '2'].includes(r.upgrade_status) && (
                      <Button variant="minimal" icon="disable" text={t('tasks.cancel')} onClick={() => void modify('5', r.id)} />
                    )
                  ))}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
