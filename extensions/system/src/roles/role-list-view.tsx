import { Button, ButtonGroup } from '@blueprintjs/core';
import {
  HttpClient,
  ListToolbar,
  Notifier,
  PagedTable,
  RoleFormDialog,
  RolePermissionDialog,
  useHasAuth,
  usePagedList,
  useService,
  useT,
  type PagedColumn,
  type ViewProps,
} from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { rolesApi, type RoleRow } from '../api/roles-api';

/** Role management: name, description, and the permission tree of each role. */
export const RoleListView = observer(function RoleListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('sys:role:add'), edit: useHasAuth('sys:role:edit'), del: useHasAuth('sys:role:del') };
  const list = usePagedList<RoleRow>((q) => rolesApi.list(http, q));
  const [dialog, setDialog] = useState<{ open: boolean; role?: RoleRow }>({ open: false });
  const [permissionsOf, setPermissionsOf] = useState<RoleRow | null>(null);

  const remove = async (r: RoleRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await rolesApi.remove(http, r.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* a role bound to users is refused by the server with its message, already shown */
    }
  };

  const columns: PagedColumn<RoleRow>[] = [
    { key: 'role_name', title: t('roles.name'), sortable: true },
    { key: 'role_describe', title: t('roles.description') },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (r) => (
        <ButtonGroup variant="minimal">
          {can.edit && <Button icon="edit" text={t('common.edit')} data-testid={`role-edit-${r.id}`} onClick={() => setDialog({ open: true, role: r })} />}
          {can.edit && <Button icon="key" text={t('roles.permissions')} data-testid={`role-permissions-${r.id}`} onClick={() => setPermissionsOf(r)} />}
          {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`role-delete-${r.id}`} onClick={() => void remove(r)} />}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('roles.title')} data-testid="roles-view">
      <ListToolbar
        testId="roles"
        placeholder={t('roles.searchPlaceholder')}
        onSearch={(role_name) => list.setFilters({ role_name })}
        actions={can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="roles-add" onClick={() => setDialog({ open: true })} />}
      />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="roles-table" />
      <RoleFormDialog
        isOpen={dialog.open}
        role={dialog.role}
        onClose={() => setDialog({ open: false })}
        title={t(dialog.role ? 'roles.editTitle' : 'roles.addTitle')}
        nameLabel={t('roles.name')}
        descriptionLabel={t('roles.description')}
        testId="role-form"
        save={(values, id) => (id ? rolesApi.edit(http, { ...values, id }) : rolesApi.add(http, values))}
        onSaved={() => {
          setDialog({ open: false });
          void list.reload();
        }}
      />
      <RolePermissionDialog role={permissionsOf} siteId={null} onClose={() => setPermissionsOf(null)} />
    </section>
  );
});
