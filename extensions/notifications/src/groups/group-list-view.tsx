import { Button, ButtonGroup, Switch } from '@blueprintjs/core';
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
import { useState } from 'react';
import { notificationsApi, type GroupRow } from '../api/notifications-api';
import { GroupFormDialog } from './group-form-dialog';

/** Notice groups of the tenant: start / pause, edit, send a test notice, delete. */
export function GroupListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('notice:group:add'), edit: useHasAuth('notice:group:edit'), del: useHasAuth('notice:group:del') };
  const list = usePagedList<GroupRow>((q) => notificationsApi.groups(http, q));
  const [dialog, setDialog] = useState<{ open: boolean; group?: GroupRow }>({ open: false });

  const act = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notifier.success(success);
      await list.reload();
    } catch {
      /* the http client showed the server's message */
    }
  };
  const edit = async (row: GroupRow) => {
    try {
      setDialog({ open: true, group: await notificationsApi.group(http, row.id) });
    } catch {
      /* shown by the http client */
    }
  };
  const remove = async (row: GroupRow) => {
    if (await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))
      await act(() => notificationsApi.removeGroup(http, row.id), t('common.deleteSuccess'));
  };
  const test = async (row: GroupRow) => {
    try {
      const r = await notificationsApi.testGroup(http, row.id);
      notifier.success(t('groups.testQueued', { count: r.queued }));
    } catch {
      /* shown by the http client */
    }
  };

  const columns: PagedColumn<GroupRow>[] = [
    { key: 'group_name', title: t('groups.name') },
    { key: 'notification_type', title: t('groups.type'), render: (r) => t(`groups.type_${r.notification_type}`) },
    { key: 'desc', title: t('groups.desc') },
    {
      key: 'status',
      title: t('groups.status'),
      render: (r) => (
        <Switch
          checked={r.status === 1}
          disabled={!can.edit}
          label={t(r.status === 1 ? 'groups.started' : 'groups.paused')}
          data-testid={`group-status-${r.id}`}
          onChange={(e) => void act(() => notificationsApi.switchGroup(http, r.id, e.currentTarget.checked), t('common.editSuccess'))}
        />
      ),
    },
    { key: 'create_time', title: t('common.createdAt'), render: (r) => formatDateTime(r.create_time) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (r) => (
        <ButtonGroup variant="minimal">
          {can.edit && <Button icon="edit" text={t('common.edit')} data-testid={`group-edit-${r.id}`} onClick={() => void edit(r)} />}
          {can.edit && (
            <Button icon="send-message" text={t('groups.test')} disabled={r.status !== 1} data-testid={`group-test-${r.id}`} onClick={() => void test(r)} />
          )}
          {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`group-delete-${r.id}`} onClick={() => void remove(r)} />}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('groups.title')} data-testid="groups-view">
      <ListToolbar
        testId="groups"
        placeholder={t('groups.searchPlaceholder')}
        onSearch={(group_name) => list.setFilters({ group_name })}
        actions={can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="groups-add" onClick={() => setDialog({ open: true })} />}
      />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="groups-table" />
      <GroupFormDialog
        isOpen={dialog.open}
        group={dialog.group}
        onClose={() => setDialog({ open: false })}
        onSaved={() => {
          setDialog({ open: false });
          void list.reload();
        }}
      />
    </section>
  );
}
