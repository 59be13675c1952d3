import { Button, Dialog, DialogBody, DialogFooter, Radio } from '@blueprintjs/core';
import { HttpClient, ListToolbar, Notifier, PagedTable, usePagedList, useService, useSubmit, useT, type PagedColumn } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { sitesApi, type SiteUserRow } from '../api/sites-api';

export interface GrantUserDialogProps {
  siteId: string | null;
  isOpen: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Grants a tenant user access to a site: search the users, pick one, confirm. */
export function GrantUserDialog({ siteId, isOpen, onClose, onSaved }: GrantUserDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const list = usePagedList<SiteUserRow>((q) => sitesApi.candidates(http, q), { perPage: 10 });
  const [picked, setPicked] = useState<string | null>(null);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) setPicked(null);
  }, [isOpen]);

  const save = async () => {
    if (!siteId || !picked) return;
    if (!(await run(() => sitesApi.grant(http, siteId, picked)))) return;
    notifier.success(t('common.addSuccess'));
    onSaved();
  };

  const columns: PagedColumn<SiteUserRow>[] = [
    {
      key: 'pick',
      title: '',
      width: 32,
      render: (u) => <Radio checked={picked === u.id} aria-label={u.email} data-testid={`grant-pick-${u.id}`} onChange={() => setPicked(u.id)} />,
    },
    { key: 'name', title: t('siteUsers.name') },
    { key: 'email', title: t('siteUsers.email') },
  ];

  return (
    <Dialog isOpen={isOpen} title={t('siteUsers.grantTitle')} onClose={onClose} canOutsideClickClose={false} style={{ width: 640 }}>
      {/* Blueprint's Dialog drops data-testid: the id goes on a wrapper of its content. */}
      <div data-testid="grant-user">
        <DialogBody>
          <ListToolbar testId="grant-user" placeholder={t('siteUsers.searchPlaceholder')} onSearch={(search) => list.setFilters({ search })} />
          <PagedTable list={list} columns={columns} rowKey={(u) => u.id} testId="grant-user-table" />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} data-testid="grant-user-cancel" />
              <Button
                intent="primary"
                text={t('common.confirm')}
                disabled={!picked || !siteId}
                loading={saving}
                onClick={() => void save()}
                data-testid="grant-user-submit"
              />
            </>
          }
        />
      </div>
    </Dialog>
  );
}
