import { Button, ButtonGroup, Callout, NonIdealState } from '@blueprintjs/core';
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
import { sitesApi, type RoleRow } from '../api/sites-api';
import { SitePicker } from '../common/site-picker';

/** A site's own roles: they grant their permissions only inside that site, on top of a user's tenant-wide roles. */
export const SiteRolesView = observer(function SiteRolesView(_props: ViewProps) {
  const { t } = useT();
  const [siteId, setSiteId] = useState<string | null>(null);
  return (
    <section aria-label={t('siteRoles.title')} data-testid="site-roles-view">
      <SitePicker value={siteId} onChange={setSiteId} />
      <Callout icon="info-sign" style={{ marginBottom: 12 }}>
        {t('siteRoles.scopeHint')}
      </Callout>
      {siteId ? <SiteRoles key={siteId} siteId={siteId} /> : <NonIdealState icon="office" title={t('sites.pickSite')} />}
    </section>
  );
});

function SiteRoles({ siteId }: { siteId: string }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('site:role:add'), edit: useHasAuth('site:role:edit'), del: useHasAuth('site:role:del') };
  const list = usePagedList<RoleRow>((q) => sitesApi.roles(http, siteId, q));
  const [dialog, setDialog] = useState<{ open: boolean; role?: RoleRow }>({ open: false });
  const [permissionsOf, setPermissionsOf] = useState<RoleRow | null>(null);

  const remove = async (r: RoleRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await sitesApi.removeRole(http, siteId, r.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* a role still bound to users is refused with the server's message */
    }
  };

  const columns: PagedColumn<RoleRow>[] = [
    { key: 'role_name', title: t('siteRoles.name'), sortable: true },
    { key: 'role_describe', title: t('siteRoles.description') },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (r) => (
        <ButtonGroup variant="minimal">
          {can.edit && (
            <Button icon="key" text={t('siteRoles.permissions')} data-testid={`site-role-permissions-${r.id}`} onClick={() => setPermissionsOf(r)} />
          )}
          {can.edit && <Button icon="edit" text={t('common.edit')} data-testid={`site-role-edit-${r.id}`} onClick={() => setDialog({ open: true, role: r })} />}
          {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`site-role-delete-${r.id}`} onClick={() => void remove(r)} />}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        testId="site-roles"
        placeholder={t('siteRoles.searchPlaceholder')}
        onSearch={(role_name) => list.setFilters({ role_name })}
        actions={
          can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="site-roles-add" onClick={() => setDialog({ open: true })} />
        }
      />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="site-roles-table" />
      <RoleFormDialog
        isOpen={dialog.open}
        role={dialog.role}
        onClose={() => setDialog({ open: false })}
        title={t(dialog.role ? 'siteRoles.editTitle' : 'siteRoles.addTitle')}
        nameLabel={t('siteRoles.name')}
        descriptionLabel={t('siteRoles.description')}
        testId="site-role-form"
        save={(values, id) => (id ? sitesApi.editRole(http, siteId, { ...values, id }) : sitesApi.addRole(http, siteId, values))}
        onSaved={() => {
          setDialog({ open: false });
          void list.reload();
        }}
      />
      <RolePermissionDialog role={permissionsOf} siteId={siteId} onClose={() => setPermissionsOf(null)} />
    </>
  );
}
