import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
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
import { sitesApi, type SiteRow } from '../api/sites-api';
import { useEnterSite } from '../common/use-enter-site';
import { SiteFormDialog } from './site-form-dialog';

/** The multisite list (landing page of SYS_ADMIN and SITE_ADMIN): search, add, edit, delete, and enter a site. */
export const SiteListView = observer(function SiteListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const session = useService<SessionStore>(SessionStore);
  const enter = useEnterSite();
  const can = { add: useHasAuth('site:add'), edit: useHasAuth('site:edit'), del: useHasAuth('site:del') };
  const list = usePagedList<SiteRow>((q) => sitesApi.list(http, q));
  const [dialog, setDialog] = useState<{ open: boolean; site?: SiteRow }>({ open: false });

  const remove = async (s: SiteRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await sitesApi.remove(http, s.id);
      if (session.authSiteId === (s.auth_site_id || s.id)) session.setAuthSiteId(null);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const columns: PagedColumn<SiteRow>[] = [
    {
      key: 'name',
      title: t('sites.name'),
      sortable: true,
      render: (s) => (
        <>
          {s.name}{' '}
          {session.authSiteId === (s.auth_site_id || s.id) && (
            <Tag intent="success" minimal data-testid={`site-current-${s.id}`}>
              {t('sites.current')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'address', title: t('sites.address') },
    { key: 'remark', title: t('sites.remark') },
    { key: 'created_at', title: t('sites.createdAt'), sortable: true, render: (s) => formatDateTime(s.created_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (s) => (
        <ButtonGroup variant="minimal">
          <Button icon="log-in" intent="primary" text={t('sites.enter')} data-testid={`site-enter-${s.id}`} onClick={() => void enter(s)} />
          {can.edit && <Button icon="edit" text={t('common.edit')} data-testid={`site-edit-${s.id}`} onClick={() => setDialog({ open: true, site: s })} />}
          {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`site-delete-${s.id}`} onClick={() => void remove(s)} />}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('sites.title')} data-testid="sites-view">
      <ListToolbar
        testId="sites"
        placeholder={t('sites.searchPlaceholder')}
        onSearch={(name) => list.setFilters({ name })}
        actions={
          <>
            {session.authSiteId && <Button icon="cross" text={t('sites.leave')} data-testid="sites-leave" onClick={() => session.setAuthSiteId(null)} />}
            {can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="sites-add" onClick={() => setDialog({ open: true })} />}
          </>
        }
      />
      <PagedTable list={list} columns={columns} rowKey={(s) => s.id} testId="sites-table" />
      <SiteFormDialog
        isOpen={dialog.open}
        site={dialog.site}
        onClose={() => setDialog({ open: false })}
        onSaved={() => {
          setDialog({ open: false });
          void list.reload();
        }}
      />
    </section>
  );
});
