import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { HttpClient, ListToolbar, Notifier, PagedTable, SessionStore, useHasAuth, usePagedList, useService, useT, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { sitesApi, type RoleRow } from '../api/sites-api';
import { SiteRoleFormDialog } from './site-role-form-dialog';

/** The roles used inside sites (the request carries X-Site-ID when a site is chosen, so the server scopes them). */
export const SiteRolesView = observer(function SiteRolesView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const session = useService<SessionStore>(SessionStore);
  const can = { add: useHasAuth('site:role:add'), edit: useHasAuth('site:role:edit'), del: useHasAuth('site:role:del') };
  const list = usePagedList<RoleRow>((q) => sitesApi.roles(http, q));
  const [dialog, setDialog] = useState<{ open: boolean; role?: RoleRow }>({ open: false });

  const remove = async (r: RoleRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await sitesApi.removeRole(http, r.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch { /* a role still bound to users is refused with the server's message */ }
  };

  const columns: PagedColumn<RoleRow>[] = [
    { key: 'role_name', title: t('siteRoles.name'), sortable: true },
    { key: 'role_describe', title: t('siteRoles.description') },
    {
      key: 'actions', title: t('common.actions'), render: (r) => (
        <ButtonGroup variant="minimal">
          {can.edit && <Button icon="edit" text={t('common.edit')} data-testid={`site-role-edit-${r.id}`} onClick={() => setDialog({ open: true, role: r })} />}
          {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`site-role-delete-${r.id}`} onClick={() => void remove(r)} />}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('siteRoles.title')} data-testid="site-roles-view">
      {!session.authSiteId && <Callout icon="info-sign" style={{ marginBottom: 12 }}>{t('siteRoles.noSiteHint')}</Callout>}
      <ListToolbar testId="site-roles" placeholder={t('siteRoles.searchPlaceholder')} onSearch={(role_name) => list.setFilters({ role_name })}
        actions={can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="site-roles-add" onClick={() => setDialog({ open: true })} />} />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="site-roles-table" />
      <SiteRoleFormDialog isOpen={dialog.open} role={dialog.role} onClose={() => setDialog({ open: false })}
        onSaved={() => { setDialog({ open: false }); void list.reload(); }} />
    </section>
  );
});
