import { Button, Tag } from '@blueprintjs/core';
import { formatDateTime, HttpClient, PagedTable, usePagedList, useService, useT, type PagedColumn } from '@tessera/sdk';
import { useState } from 'react';
import { notificationsApi, type UserNotice } from '../api/notifications-api';

/** The signed-in user's in-console notices (groups where the user is a member with the in-console flag). */
export function InboxList() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const [unread, setUnread] = useState(0);
  const list = usePagedList<UserNotice>(async (q) => {
    const page = await notificationsApi.inbox(http, q);
    setUnread(page.unread);
    return page;
  });
  const read = async (id?: string) => {
    try {
      await notificationsApi.markRead(http, id);
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const columns: PagedColumn<UserNotice>[] = [
    { key: 'created_at', title: t('inbox.time'), render: (n) => formatDateTime(n.created_at) },
    { key: 'subject', title: t('inbox.subject'), render: (n) => (n.read_at ? n.subject : <strong>{n.subject}</strong>) },
    { key: 'content', title: t('inbox.content') },
    { key: 'source', title: t('inbox.source') },
    {
      key: 'read_at',
      title: t('common.status'),
      render: (n) =>
        n.read_at ? (
          <Tag minimal>{t('inbox.read')}</Tag>
        ) : (
          <Button variant="minimal" icon="tick" text={t('inbox.markRead')} data-testid={`inbox-read-${n.id}`} onClick={() => void read(n.id)} />
        ),
    },
  ];
  return (
    <div data-testid="inbox">
      <p>
        <span data-testid="inbox-unread">{t('inbox.unread', { count: unread })}</span>{' '}
        <Button
          variant="minimal"
          icon="tick-circle"
          text={t('inbox.markAllRead')}
          disabled={!unread}
          data-testid="inbox-read-all"
          onClick={() => void read()}
        />
      </p>
      <PagedTable list={list} columns={columns} rowKey={(n) => n.id} testId="inbox-table" />
    </div>
  );
}
