import { Button, HTMLSelect, Tag } from '@blueprintjs/core';
import {
  formatDateTime,
  HttpClient,
  ListToolbar,
  Notifier,
  PagedTable,
  useHasAuth,
  usePagedList,
  useService,
  useT,
  type PagedColumn,
  type ViewProps,
} from '@tessera/sdk';
import { productsApi, type PreRow } from '../api/products-api';

/** The pre-registered devices of a batch, filtered by code, added and activated state; activation by hand. */
export function PreRegistrationView({ query }: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canAdd = useHasAuth('product:batch:add');
  const batchId = query.batch_id ?? '';
  const list = usePagedList<PreRow>((q) => productsApi.preRegistered(http, q), { filters: { batch_id: batchId } });

  const activate = async (p: PreRow) => {
    try {
      await productsApi.activate(http, p.activation_code);
      notifier.success(t('pre.activated'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };
  const flag = (v: string, yes: string, no: string) => (
    <Tag minimal intent={v === '1' ? 'success' : 'none'}>
      {t(v === '1' ? yes : no)}
    </Tag>
  );
  const filterSelect = (key: 'add_flag' | 'activate_flag', yes: string, no: string) => (
    <HTMLSelect
      aria-label={t(`pre.${key}`)}
      data-testid={`pre-filter-${key}`}
      value={String(list.filters[key] ?? '')}
      onChange={(e) => list.setFilters({ ...list.filters, [key]: e.currentTarget.value })}
      options={[
        { value: '', label: `${t(`pre.${key}`)}: ${t('pre.all')}` },
        { value: '1', label: t(yes) },
        { value: '0', label: t(no) },
      ]}
    />
  );

  const columns: PagedColumn<PreRow>[] = [
    { key: 'device_code', title: t('pre.deviceCode') },
    { key: 'token', title: t('pre.token'), render: (p) => <code data-testid={`pre-token-${p.device_code}`}>{p.token}</code> },
    { key: 'add_flag', title: t('pre.add_flag'), render: (p) => flag(p.add_flag, 'pre.added', 'pre.notAdded') },
    { key: 'add_date', title: t('pre.addDate'), render: (p) => formatDateTime(p.add_date) },
    { key: 'activate_flag', title: t('pre.activate_flag'), render: (p) => flag(p.activate_flag, 'pre.active', 'pre.inactive') },
    { key: 'activate_date', title: t('pre.activateDate'), render: (p) => formatDateTime(p.activate_date) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (p) =>
        canAdd &&
        p.add_flag !== '1' && (
          <Button variant="minimal" icon="confirm" text={t('pre.activate')} data-testid={`pre-activate-${p.device_code}`} onClick={() => void activate(p)} />
        ),
    },
  ];

  return (
    <section aria-label={t('pre.title')} data-testid="pre-view">
      <ListToolbar
        testId="pre"
        placeholder={t('pre.deviceCode')}
        onSearch={(device_code) => list.setFilters({ ...list.filters, device_code })}
        actions={
          <>
            {filterSelect('add_flag', 'pre.added', 'pre.notAdded')}
            {filterSelect('activate_flag', 'pre.active', 'pre.inactive')}
          </>
        }
      />
      <PagedTable list={list} columns={columns} rowKey={(p) => p.id} testId="pre-table" />
    </section>
  );
}
