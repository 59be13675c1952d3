import { Tag } from '@blueprintjs/core';
import { formatDateTime, HttpClient, PagedTable, usePagedList, useService, useT, type Page, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { LogFilters } from './log-filters';
import { toQuery } from './time-range';

/** A row of `/operation/list`. */
export interface OperationRow {
  id: string;
  tenant_id: string | null;
  /** The tenant's name; null for the platform's own entries (or a tenant deleted since). */
  tenant_name: string | null;
  user_id: string | null;
  user_email: string;
  ip: string;
  method: string;
  path: string;
  code: number;
  message: string;
  /** What the call did, in the console's language (the server reads it from the route); null for an unknown path. */
  action: string | null;
  created_at: number;
}

/** Operation log: who, tenant, IP, path, action, result, time; filtered and paged on the server. */
export const OperationLogView = observer(function OperationLogView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const list = usePagedList<OperationRow>((q) => http.call<Page<OperationRow>>('/operation/list', q), { perPage: 20 });

  const columns: PagedColumn<OperationRow>[] = [
    { key: 'user_email', title: t('operation.user') },
    { key: 'tenant_id', title: t('operation.tenant'), render: (r) => (r.tenant_id ? (r.tenant_name ?? r.tenant_id) : t('operation.platform')) },
    { key: 'ip', title: t('operation.ip') },
    { key: 'path', title: t('operation.path'), render: (r) => <code>{r.path}</code> },
    { key: 'action', title: t('operation.action'), render: (r) => r.action ?? r.path.split('/').filter(Boolean).at(-1) ?? '' },
    {
      key: 'code',
      title: t('operation.result'),
      render: (r) => (
        <Tag minimal intent={r.code === 200 ? 'success' : 'danger'} title={r.message}>
          {r.code === 200 ? t('operation.success') : `${t('operation.failure')} (${r.code})`}
        </Tag>
      ),
    },
    { key: 'created_at', title: t('operation.time'), render: (r) => formatDateTime(r.created_at) },
  ];

  return (
    <section aria-label={t('operation.title')} data-testid="operation-log-view">
      <LogFilters onSearch={(f) => list.setFilters(toQuery(f))} />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="operation-log-table" />
    </section>
  );
});
