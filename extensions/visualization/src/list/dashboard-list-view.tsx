import { Button, Icon, Tag } from '@blueprintjs/core';
import {
  formatDateTime,
  HttpClient,
  ListToolbar,
  Notifier,
  PagedTable,
  RouteService,
  useHasAuth,
  useLoad,
  usePagedList,
  useService,
  useT,
  type PagedColumn,
  type ViewProps,
} from '@tessera/sdk';
import { useState } from 'react';
import { dashboardApi, type DashboardRow } from '../api/dashboard-api';
import { screenTarget } from '../navigation';
import { downloadJson } from './download-json';
import { ImportDialog } from './import-dialog';
import { NameDialog } from './name-dialog';
import { RowActions, type RowAction } from './row-actions';
import { ShareDialog } from './share-dialog';

type Open = { kind: 'create' } | { kind: 'rename'; row: DashboardRow } | { kind: 'import' } | { kind: 'share'; row: DashboardRow } | null;

/** The tenant's dashboards: search, create, rename, duplicate, delete, import/export, share, and the home dashboard. */
export function DashboardListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const routes = useService<RouteService>(RouteService);
  const canAdd = useHasAuth('visual:add');
  const list = usePagedList<DashboardRow>(({ current_page, per_page, search }) =>
    dashboardApi.list(http, { current_page, per_page, ...(search ? { search: String(search) } : {}) }),
  );
  const home = useLoad(() => dashboardApi.home(http), [http]);
  const [open, setOpen] = useState<Open>(null);

  const act = async (action: RowAction, row: DashboardRow) => {
    if (action === 'view') return void routes.navigate(screenTarget(row.id, 'view'));
    if (action === 'edit') return void routes.navigate(screenTarget(row.id, 'edit'));
    if (action === 'rename' || action === 'share') return setOpen({ kind: action, row });
    if (action === 'export') return downloadJson(`${row.dashboard_name}.json`, await dashboardApi.exportDocument(http, row.id));
    if (action === 'duplicate') await dashboardApi.duplicate(http, row.id);
    if (action === 'home') await dashboardApi.setHome(http, row.id).then(() => home.reload());
    if (action === 'delete') {
      if (!(await notifier.confirm(t('visualization.confirmDelete', { name: row.dashboard_name }), { intent: 'danger' }))) return;
      await dashboardApi.remove(http, row.id);
    }
    await list.reload();
  };
  const columns: PagedColumn<DashboardRow>[] = [
    {
      key: 'thumbnail',
      title: t('visualization.thumbnail'),
      render: (r) =>
        r.thumbnail ? (
          <img src={r.thumbnail} alt="" width={96} height={54} data-testid={`dashboard-thumbnail-${r.id}`} style={{ display: 'block', borderRadius: 2 }} />
        ) : (
          <Icon icon="dashboard" size={24} className="bp6-text-muted" />
        ),
    },
    {
      key: 'dashboard_name',
      title: t('visualization.name'),
      render: (r) => (
        <span>
          {r.dashboard_name}
          {home.data?.id === r.id && (
            <Tag minimal intent="primary" style={{ marginLeft: 6 }}>
              {t('visualization.home')}
            </Tag>
          )}
          {r.shared && (
            <Tag minimal style={{ marginLeft: 6 }}>
              {t('visualization.sharedTag')}
            </Tag>
          )}
        </span>
      ),
    },
    { key: 'remark', title: t('visualization.description') },
    { key: 'created_at', title: t('visualization.created'), render: (r) => formatDateTime(r.created_at) },
    { key: 'updated_at', title: t('visualization.updated'), render: (r) => formatDateTime(r.updated_at) },
    { key: 'owner_name', title: t('visualization.owner'), render: (r) => r.owner_name ?? '' },
    { key: 'actions', title: t('common.actions'), render: (r) => <RowActions row={r} onAction={(a, row) => void act(a, row).catch(() => undefined)} /> },
  ];
  return (
    <section aria-label={t('visualization.listTitle')} data-testid="dashboard-list-view">
      <ListToolbar
        testId="dashboards"
        placeholder={t('visualization.searchPlaceholder')}
        onSearch={(search) => list.setFilters({ search })}
        actions={
          canAdd && (
            <>
              <Button icon="import" text={t('common.import')} data-testid="dashboard-import" onClick={() => setOpen({ kind: 'import' })} />
              <Button intent="primary" icon="add" text={t('common.add')} data-testid="dashboard-add" onClick={() => setOpen({ kind: 'create' })} />
            </>
          )
        }
      />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="dashboard-table" />
      {open?.kind === 'create' && (
        <NameDialog
          title={t('visualization.create')}
          initial={{ dashboard_name: '', remark: '' }}
          onClose={() => setOpen(null)}
          onSubmit={async (v) => {
            await dashboardApi.add(http, v);
            await list.reload();
          }}
        />
      )}
      {open?.kind === 'rename' && (
        <NameDialog
          title={t('visualization.rename')}
          initial={{ dashboard_name: open.row.dashboard_name, remark: open.row.remark }}
          onClose={() => setOpen(null)}
          onSubmit={async (v) => {
            await dashboardApi.edit(http, { id: open.row.id, ...v });
            await list.reload();
          }}
        />
      )}
      {open?.kind === 'import' && <ImportDialog onClose={() => setOpen(null)} onDone={() => void list.reload()} />}
      {open?.kind === 'share' && <ShareDialog row={open.row} onClose={() => setOpen(null)} onChanged={() => void list.reload()} />}
    </section>
  );
}
