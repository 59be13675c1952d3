import { Button, ButtonGroup, Checkbox, Tag } from '@blueprintjs/core';
import { formatDateTime, PagedTable, Realtime, useHasAuth, usePagedList, useServerApi, useService, useT, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { AlertFilters } from './alert-filters';
import { LEVEL_INTENT, type AlertRow } from './alert-row';
import { HandleDialog } from './handle-dialog';

/** Alert message: the filtered list, handle or ignore one or many with a note; refreshes when the count changes. */
export function AlertListView({ query }: ViewProps) {
  const { t } = useT();
  const api = useServerApi();
  const realtime = useService<Realtime>(Realtime);
  const canHandle = useHasAuth('alert:handle');
  const canIgnore = useHasAuth('alert:ignore');
  const list = usePagedList<AlertRow>((q) => api.alarms.list(q), {
    perPage: 20,
    filters: { processing_result: query.processing_result ?? '0', device_id: query.device_id ?? '' },
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [handling, setHandling] = useState<{ ids: string[]; result: '1' | '2' } | null>(null);
  useEffect(() => realtime.subscribeTopic('alerts', () => void list.reload()), [realtime]); // eslint-disable-line react-hooks/exhaustive-deps
  const open = list.rows.filter((r) => r.processing_result === '0');
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const columns: PagedColumn<AlertRow>[] = [
    {
      key: 'select',
      title: '',
      width: 32,
      render: (r) =>
        r.processing_result === '0' && (
          <Checkbox aria-label={r.warning_name} checked={selected.includes(r.id)} onChange={() => toggle(r.id)} data-testid={`alert-select-${r.id}`} />
        ),
    },
    { key: 'warning_name', title: t('list.name') },
    {
      key: 'warning_level',
      title: t('list.level'),
      render: (r) => (
        <Tag minimal intent={LEVEL_INTENT[r.warning_level] ?? 'none'}>
          {t(`level.${r.warning_level}`)}
        </Tag>
      ),
    },
    { key: 'device_name', title: t('list.device'), render: (r) => r.device_name || '—' },
    { key: 'business_name', title: t('list.place'), render: (r) => [r.business_name, r.asset_name].filter(Boolean).join(' / ') },
    { key: 'warning_content', title: t('list.condition'), render: (r) => <span title={r.warning_description}>{r.warning_content}</span> },
    { key: 'trigger_value', title: t('list.value'), render: (r) => `${r.trigger_value}${r.trigger_count > 1 ? ` ×${r.trigger_count}` : ''}` },
    {
      key: 'alarm_status',
      title: t('list.alarmStatus'),
      render: (r) => (
        <Tag minimal intent={r.alarm_status === '1' ? 'danger' : 'success'}>
          {t(`alarmStatus.${r.alarm_status}`)}
        </Tag>
      ),
    },
    { key: 'processing_result', title: t('list.state'), render: (r) => <span data-testid={`alert-state-${r.id}`}>{t(`state.${r.processing_result}`)}</span> },
    {
      key: 'processing_people_name',
      title: t('list.handler'),
      render: (r) =>
        r.processing_result !== '0' && (
          <>
            {r.processing_people_name} {r.processing_time}
            {r.processing_instructions && <div className="bp6-text-muted">{r.processing_instructions}</div>}
          </>
        ),
    },
    { key: 'created_at', title: t('list.time'), render: (r) => formatDateTime(r.created_at) },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (r) =>
        r.processing_result === '0' && (
          <ButtonGroup minimal>
            {canHandle && (
              <Button small text={t('list.process')} onClick={() => setHandling({ ids: [r.id], result: '1' })} data-testid={`alert-process-${r.id}`} />
            )}
            {canIgnore && (
              <Button small text={t('list.ignore')} onClick={() => setHandling({ ids: [r.id], result: '2' })} data-testid={`alert-ignore-${r.id}`} />
            )}
          </ButtonGroup>
        ),
    },
  ];
  const chosen = selected.filter((id) => open.some((r) => r.id === id));
  return (
    <section aria-label={t('list.title')} data-testid="alert-list-view">
      <AlertFilters filters={list.filters} onChange={(patch) => list.setFilters({ ...list.filters, ...patch })} />
      <ButtonGroup style={{ marginBottom: 8 }}>
        {canHandle && (
          <Button
            icon="tick"
            text={t('list.processSelected')}
            disabled={!chosen.length}
            onClick={() => setHandling({ ids: chosen, result: '1' })}
            data-testid="alert-process-selected"
          />
        )}
        {canIgnore && (
          <Button
            icon="disable"
            text={t('list.ignoreSelected')}
            disabled={!chosen.length}
            onClick={() => setHandling({ ids: chosen, result: '2' })}
            data-testid="alert-ignore-selected"
          />
        )}
      </ButtonGroup>
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="alert-table" />
      {handling && (
        <HandleDialog
          {...handling}
          onClose={() => setHandling(null)}
          onDone={() => {
            setHandling(null);
            setSelected([]);
            void list.reload();
          }}
        />
      )}
    </section>
  );
}
