import { Button, ButtonGroup, Callout, HTMLSelect, Switch } from '@blueprintjs/core';
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
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { usersApi, type UserRow } from '../api/users-api';
import { OneTimePasswordDialog, type OneTimePassword } from './one-time-password-dialog';
import { useUserRoles } from './use-user-roles';
import { UserFormDialog } from './user-form-dialog';

/**
 * User management (the spec's system management): paged, searchable, with add, edit, reset password, enable, delete.
 */
export const UserListView = observer(function UserListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('sys:user:add'), edit: useHasAuth('sys:user:edit'), del: useHasAuth('sys:user:del'), reset: useHasAuth('sys:user:reset') };
  const list = usePagedList<UserRow>((q) => usersApi.list(http, q));
  const [dialog, setDialog] = useState<{ open: boolean; user?: UserRow }>({ open: false });
  const { roles, userRoles } = useUserRoles(http, list.rows);
  const [oneTime, setOneTime] = useState<OneTimePassword | null>(null);

  const roleNames = (ids: string[] = []) => ids.map((id) => roles.find((r) => r.id === id)?.role_name ?? id).join(', ');

  const remove = async (u: UserRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await usersApi.remove(http, u.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* the http client showed the server's message */
    }
  };

  const resetPassword = async (u: UserRow) => {
    if (!(await notifier.confirm(t('common.confirmResetPassword'), { intent: 'warning' }))) return;
    try {
      const reset = await usersApi.resetPassword(http, u.id);
      setOneTime({ email: u.email, password: reset.password });
    } catch {
      /* shown by the http client */
    }
  };

  const setEnabled = async (u: UserRow, on: boolean) => {
    try {
      await usersApi.setEnabled(http, u.id, on ? '1' : '0');
      notifier.success(t('common.editSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const columns: PagedColumn<UserRow>[] = [
    { key: 'name', title: t('users.name'), sortable: true },
    { key: 'email', title: t('users.email'), sortable: true },
    { key: 'mobile', title: t('users.mobile') },
    { key: 'authority', title: t('users.authority'), render: (u) => t(`users.authority_${u.authority}`) },
    { key: 'roles', title: t('users.roles'), render: (u) => roleNames(userRoles[u.id]) },
    { key: 'remark', title: t('users.remark') },
    {
      key: 'enabled',
      title: t('users.enabled'),
      render: (u) => (
        <Switch
          checked={u.enabled === '1'}
          disabled={!can.edit}
          aria-label={`${t('users.enabled')} ${u.email}`}
          data-testid={`user-enabled-${u.id}`}
          onChange={(e) => void setEnabled(u, e.currentTarget.checked)}
        />
      ),
    },
    { key: 'created_at', title: t('users.createdAt'), sortable: true, render: (u) => formatDateTime(u.created_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (u) => (
        <ButtonGroup variant="minimal">
          {can.edit && <Button icon="edit" text={t('common.edit')} data-testid={`user-edit-${u.id}`} onClick={() => setDialog({ open: true, user: u })} />}
          {can.reset && <Button icon="key" text={t('users.resetPassword')} data-testid={`user-reset-${u.id}`} onClick={() => void resetPassword(u)} />}
          {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`user-delete-${u.id}`} onClick={() => void remove(u)} />}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('users.title')} data-testid="users-view">
      <Callout intent="primary" icon="info-sign" style={{ marginBottom: 12 }}>
        {t('users.listPasswordHint')}
      </Callout>
      <ListToolbar
        testId="users"
        placeholder={t('users.searchPlaceholder')}
        onSearch={(search) => list.setFilters({ ...list.filters, search })}
        filters={
          <HTMLSelect
            aria-label={t('users.enabled')}
            data-testid="users-filter-enabled"
            value={String(list.filters.enabled ?? '')}
            onChange={(e) => list.setFilters({ ...list.filters, enabled: e.currentTarget.value })}
            options={[
              { value: '', label: t('users.allStates') },
              { value: '1', label: t('users.enabledOn') },
              { value: '0', label: t('users.enabledOff') },
            ]}
          />
        }
        actions={can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="users-add" onClick={() => setDialog({ open: true })} />}
      />
      <PagedTable list={list} columns={columns} rowKey={(u) => u.id} testId="users-table" />
      <UserFormDialog
        isOpen={dialog.open}
        user={dialog.user}
        userRoles={dialog.user ? userRoles[dialog.user.id] : undefined}
        roles={roles}
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
});
