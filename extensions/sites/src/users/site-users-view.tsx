import { Button, ButtonGroup, NonIdealState } from '@blueprintjs/core';
import { HttpClient, ListToolbar, Notifier, PagedTable, useHasAuth, usePagedList, useService, useT, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { sitesApi, type SiteUserRow } from '../api/sites-api';
import { SitePicker } from '../common/site-picker';
import { GrantUserDialog } from './grant-user-dialog';
import { SiteUserRolesDialog } from './site-user-roles-dialog';

/** The users granted to a site: grant and revoke. */
export const SiteUsersView = observer(function SiteUsersView(_props: ViewProps) {
  const { t } = useT();
  const [siteId, setSiteId] = useState<string | null>(null);
  return (
    <section aria-label={t('siteUsers.title')} data-testid="site-users-view">
      <SitePicker value={siteId} onChange={setSiteId} />
      {siteId ? <SiteUsers key={siteId} siteId={siteId} /> : <NonIdealState icon="office" title={t('sites.pickSite')} />}
    </section>
  );
});

function SiteUsers({ siteId }: { siteId: string }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('site:user:add'), del: useHasAuth('site:user:del') };
  const [rolesOf, setRolesOf] = useState<SiteUserRow | null>(null);
  const list = usePagedList<SiteUserRow>((q) => sitesApi.users(http, { ...q, site_id: siteId }));
  const [granting, setGranting] = useState(false);

  const revoke = async (u: SiteUserRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await sitesApi.revoke(http, siteId, u.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const columns: PagedColumn<SiteUserRow>[] = [
    { key: 'name', title: t('siteUsers.name'), sortable: true },
    { key: 'email', title: t('siteUsers.email'), sortable: true },
    { key: 'mobile', title: t('siteUsers.mobile') },
    { key: 'authority', title: t('siteUsers.authority'), render: (u) => t(`siteUsers.authority_${u.authority}`) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (u) => (
        <ButtonGroup variant="minimal">
          {can.add && u.authority === 'TENANT_USER' && (
            <Button icon="people" text={t('siteUsers.roles')} data-testid={`site-user-roles-${u.id}`} onClick={() => setRolesOf(u)} />
          )}
          {can.del && (
            <Button icon="trash" intent="danger" text={t('siteUsers.revoke')} data-testid={`site-user-delete-${u.id}`} onClick={() => void revoke(u)} />
          )}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        testId="site-users"
        placeholder={t('siteUsers.searchPlaceholder')}
        onSearch={(search) => list.setFilters({ search })}
        actions={can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="site-users-add" onClick={() => setGranting(true)} />}
      />
      <PagedTable list={list} columns={columns} rowKey={(u) => u.id} testId="site-users-table" />
      <GrantUserDialog
        siteId={siteId}
        isOpen={granting}
        onClose={() => setGranting(false)}
        onSaved={() => {
          setGranting(false);
          void list.reload();
        }}
      />
      <SiteUserRolesDialog siteId={siteId} user={rolesOf} onClose={() => setRolesOf(null)} />
    </>
  );
}
