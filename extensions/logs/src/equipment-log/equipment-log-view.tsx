import { HTMLSelect, Tag } from '@blueprintjs/core';
import { formatDateTime, HttpClient, ListToolbar, PagedTable, usePagedList, useService, useT, type Page, type PagedColumn, type ViewProps } from '@tessera/sdk';

/** A row of `/conditions/log/index` (the device log, docs/CONTRACT.md). */
export interface EquipmentLogRow {
  id: string;
  device_id: string;
  device_name?: string;
  business_name?: string;
  asset_name?: string;
  operation_type: string;
  instruct?: string;
  sender?: string;
  user_name?: string;
  send_result: string;
  respond?: string;
  cteate_time?: string;
  created_at?: number;
}

/** `operation_type` (the spec's operation log types): 1 timing trigger, 2 manual control, 3 automatic control. */
export const OPERATION_TYPES = ['1', '2', '3'] as const;

/** Equipment log (the spec's system log): every attribute write and command with its operation type and result. */
export function EquipmentLogView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const list = usePagedList<EquipmentLogRow>((q) => http.call<Page<EquipmentLogRow>>('/conditions/log/index', q), { perPage: 20 });
  const setFilter = (patch: Record<string, unknown>) => list.setFilters({ ...list.filters, ...patch });

  const columns: PagedColumn<EquipmentLogRow>[] = [
    { key: 'device_name', title: t('equipment.device'), render: (r) => r.device_name || r.device_id },
    { key: 'business_name', title: t('equipment.project'), render: (r) => [r.business_name, r.asset_name].filter(Boolean).join(' / ') },
    {
      key: 'operation_type',
      title: t('equipment.operationType'),
      render: (r) => t(`equipment.types.${OPERATION_TYPES.includes(r.operation_type as never) ? r.operation_type : '2'}`),
    },
    { key: 'instruct', title: t('equipment.instruction'), render: (r) => <code>{r.instruct ?? ''}</code> },
    { key: 'sender', title: t('equipment.sender'), render: (r) => r.user_name || r.sender || '' },
    {
      key: 'send_result',
      title: t('equipment.result'),
      render: (r) => {
        const ok = String(r.send_result) === '1';
        return (
          <Tag minimal intent={ok ? 'success' : 'danger'} data-testid={`equipment-result-${r.id}`}>
            {t(ok ? 'equipment.success' : 'equipment.failure')}
          </Tag>
        );
      },
    },
    { key: 'cteate_time', title: t('equipment.time'), render: (r) => formatDateTime(r.cteate_time || r.created_at) },
  ];

  return (
    <section aria-label={t('equipment.title')} data-testid="equipment-log-view">
      <ListToolbar
        testId="equipment"
        placeholder={t('equipment.searchPlaceholder')}
        onSearch={(device_name) => setFilter({ device_name })}
        filters={
          <>
            <HTMLSelect
              aria-label={t('equipment.operationType')}
              data-testid="equipment-filter-type"
              value={String(list.filters.operation_type ?? '')}
              onChange={(e) => setFilter({ operation_type: e.currentTarget.value })}
              options={[{ value: '', label: t('equipment.allTypes') }, ...OPERATION_TYPES.map((v) => ({ value: v, label: t(`equipment.types.${v}`) }))]}
            />
            <HTMLSelect
              aria-label={t('equipment.result')}
              data-testid="equipment-filter-result"
              value={String(list.filters.send_result ?? '')}
              onChange={(e) => setFilter({ send_result: e.currentTarget.value })}
              options={[
                { value: '', label: t('equipment.allResults') },
                { value: '1', label: t('equipment.success') },
                { value: '2', label: t('equipment.failure') },
              ]}
            />
          </>
        }
      />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="equipment-table" />
    </section>
  );
}
