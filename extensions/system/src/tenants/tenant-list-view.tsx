import { Button, ButtonGroup, NonIdealState, Switch } from '@blueprintjs/core';
import {
  formatDateTime,
  HttpClient,
  ListToolbar,
  Notifier,
  PagedTable,
  SessionStore,
  useHasAuth,
  usePagedList,
  useService,
  useT,
  type PagedColumn,
  type ViewProps,
} from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { tenantsApi, type TenantRow } from '../api/tenants-api';

import { OneTimePasswordDialog, type OneTimePassword } from '../users/one-time-password-dialog';
import { TenantFormDialog } from './tenant-form-dialog';

/** Tenant management (SYS_ADMIN): tenants with their admin, user and device counts; create, disable, delete. */
export const TenantListView = observer(function TenantListView(_props: ViewProps) {
  const session = useService<SessionStore>(SessionStore);
  const { t } = useT();
  if (session.user?.authority !== 'SYS_ADMIN')
    return (
      <div data-testid="tenants-forbidden">
        <NonIdealState icon="lock" title={t('tenants.sysAdminOnly')} />
      </div>
    );
  return <TenantList />;
});

function TenantList() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('sys:tenant:add'), edit: useHasAuth('sys:tenant:edit'), del: useHasAuth('sys:tenant:del') };
  const list = usePagedList<TenantRow>((q) => tenantsApi.list(http, q));
  const [dialog, setDialog] = useState<{ open: boolean; tenant?: TenantRow }>({ open: false });
  const [oneTime, setOneTime] = useState<OneTimePassword | null>(null);

  const remove = async (row: TenantRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await tenantsApi.remove(http, row.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* refused while the tenant has data: the server's message was shown */
    }
  };

  const setEnabled = async (row: TenantRow, on: boolean) => {
    try {
      await tenantsApi.setEnabled(http, row.id, on ? '1' : '0');
      notifier.success(t('common.editSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const columns: PagedColumn<TenantRow>[] = [
    { key: 'name', title: t('tenants.name'), sortable: true },
    { key: 'admin_email', title: t('tenants.adminEmail'), sortable: true },
    { key: 'admin_name', title: t('tenants.adminName') },
    { key: 'user_count', title: t('tenants.userCount'), sortable: true },
    { key: 'device_count', title: t('tenants.deviceCount'), sortable: true },
    {
      key: 'enabled',
      title: t('tenants.enabled'),
      render: (r) => (
        <Switch
          checked={r.enabled === '1'}
          disabled={!can.edit}
          aria-label={`${t('tenants.enabled')} ${r.name}`}
          data-testid={`tenant-enabled-${r.id}`}
          onChange={(e) => void setEnabled(r, e.currentTarget.checked)}
        />
      ),
    },
    { key: 'created_at', title: t('tenants.createdAt'), sortable: true, render: (r) => formatDateTime(r.created_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (r) => (
        <ButtonGroup variant="minimal">
          {can.edit && <Button icon="edit" text={t('common.edit')} data-testid={`tenant-edit-${r.id}`} onClick={() => setDialog({ open: true, tenant: r })} />}
          {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`tenant-delete-${r.id}`} onClick={() => void remove(r)} />}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('tenants.title')} data-testid="tenants-view">
      <ListToolbar
        testId="tenants"
        placeholder={t('tenants.searchPlaceholder')}
        onSearch={(search) => list.setFilters({ search })}
        actions={can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="tenants-add" onClick={() => setDialog({ open: true })} />}
      />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="tenants-table" />
      <TenantFormDialog
        isOpen={dialog.open}
        tenant={dialog.tenant}
        onClose={() => setDialog({ open: false })}
        onSaved={(created) => {
          setDialog({ open: false });
          if (created) setOneTime(created);
          void list.reload();
        }}
      />
      <OneTimePasswordDialog value={oneTime} onClose={() => setOneTime(null)} />
    </section>
  );
}
