import { HTMLSelect, Tab, Tabs, Tag } from '@blueprintjs/core';
import { formatDateTime, HttpClient, ListToolbar, PagedTable, usePagedList, useService, useT, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { notificationsApi, RECORD_TYPES, type RecordRow } from '../api/notifications-api';
import { InboxList } from './inbox-list';

/** Notice records (every delivery attempt, with its result and error) and the user's own in-console notices. */
export function RecordListView(_props: ViewProps) {
  const { t } = useT();
  const [tab, setTab] = useState<'records' | 'inbox'>('records');
  return (
    <section aria-label={t('records.title')} data-testid="records-view">
      <Tabs id="notice-records-tabs" selectedTabId={tab} onChange={(id) => setTab(id as 'records' | 'inbox')}>
        <Tab id="records" title={t('records.title')} panel={<RecordTable />} />
        <Tab id="inbox" title={t('inbox.title')} panel={<InboxList />} data-testid="records-inbox-tab" />
      </Tabs>
    </section>
  );
}

function RecordTable() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const list = usePagedList<RecordRow>((q) => notificationsApi.records(http, q));
  const [type, setType] = useState('');
  const [result, setResult] = useState('');
  const [target, setTarget] = useState('');
  const apply = (next: { type?: string; result?: string; target?: string }) => {
    const f = { type, result, target, ...next };
    setType(f.type);
    setResult(f.result);
    setTarget(f.target);
    list.setFilters({ notification_type: f.type ? Number(f.type) : '', send_result: f.result ? Number(f.result) : '', receive_target: f.target });
  };

  const columns: PagedColumn<RecordRow>[] = [
    { key: 'send_time', title: t('records.sendTime'), render: (r) => formatDateTime(r.send_time) },
    { key: 'notification_type', title: t('records.type'), render: (r) => t(`records.type_${r.notification_type}`) },
    { key: 'send_target', title: t('records.target') },
    { key: 'send_content', title: t('records.content'), render: (r) => <span style={{ whiteSpace: 'pre-wrap' }}>{r.send_content}</span> },
    {
      key: 'send_result',
      title: t('records.result'),
      render: (r) => (
        <Tag intent={r.send_result === 1 ? 'success' : 'danger'} data-testid={`record-result-${r.id}`}>
          {t(r.send_result === 1 ? 'records.success' : 'records.failure')}
        </Tag>
      ),
    },
    { key: 'attempt', title: t('records.attempt') },
    { key: 'error', title: t('records.answer') },
  ];

  return (
    <>
      <ListToolbar
        testId="records"
        placeholder={t('records.targetPlaceholder')}
        onSearch={(text) => apply({ target: text })}
        filters={
          <>
            <HTMLSelect
              aria-label={t('records.type')}
              data-testid="records-type"
              value={type}
              onChange={(e) => apply({ type: e.currentTarget.value })}
              options={[{ value: '', label: t('records.allTypes') }, ...RECORD_TYPES.map((n) => ({ value: String(n), label: t(`records.type_${n}`) }))]}
            />
            <HTMLSelect
              aria-label={t('records.result')}
              data-testid="records-result"
              value={result}
              onChange={(e) => apply({ result: e.currentTarget.value })}
              options={[
                { value: '', label: t('records.allResults') },
                { value: '1', label: t('records.success') },
                { value: '2', label: t('records.failure') },
              ]}
            />
          </>
        }
      />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="records-table" />
    </>
  );
}
