import { Button, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, SitePicker, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { miniApi, type Notice } from '../api/mini-program-api';
import { Pager } from '../shared/pager';
import { NoticeDialog } from './notice-dialog';
import { PublishDialog } from './publish-dialog';

const PER_PAGE = 20;

/** Notices of a site's mini-program: write them (rich text), publish now or later, withdraw, delete. */
export function NoticesView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [siteId, setSiteId] = useState('');
  const [published, setPublished] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const [publishing, setPublishing] = useState<Notice | null>(null);
  const list = useLoad(
    () =>
      siteId
        ? miniApi.notices(http, { current_page: page, per_page: PER_PAGE, site_id: siteId, ...(published ? { published: published === '1' } : {}) })
        : Promise.resolve(null),
    [siteId, published, page],
  );

  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      notifier.success(t(done));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };
  const remove = async (n: Notice) => {
    if (await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' })) await run(() => miniApi.removeNotice(http, n.id), 'common.deleteSuccess');
  };
  const state = (n: Notice) => (!n.published ? 'draft' : n.publish_at && n.publish_at > Date.now() ? 'scheduled' : 'published');
  const rows = list.data?.data ?? [];
  return (
    <section aria-label={t('notice.title')} data-testid="mini-notices-view">
      <div style={{ display: 'flex', gap: 12, marginBottom: 12, flexWrap: 'wrap' }}>
        <SitePicker
          testId="mini-site"
          value={siteId}
          onChange={(v) => {
            setSiteId(v);
            setPage(1);
          }}
        />
        <HTMLSelect
          value={published}
          aria-label={t('notice.state')}
          data-testid="notice-published-filter"
          onChange={(e) => {
            setPublished(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('notice.allStates')}</option>
          <option value="1">{t('notice.state_published')}</option>
          <option value="0">{t('notice.state_draft')}</option>
        </HTMLSelect>
        <Button intent="primary" icon="add" text={t('common.add')} disabled={!siteId} data-testid="notice-add" onClick={() => setEditing('new')} />
      </div>
      <LoadState loading={list.loading} error={list.error} onRetry={() => void list.reload()} empty={!rows.length} testId="notice-state">
        <HTMLTable striped style={{ width: '100%' }} data-testid="notice-table">
          <thead>
            <tr>
              <th>{t('notice.titleField')}</th>
              <th>{t('notice.audience')}</th>
              <th>{t('notice.state')}</th>
              <th>{t('notice.publishAt')}</th>
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((n) => (
              <tr key={n.id} data-testid={`notice-row-${n.id}`}>
                <td data-testid={`notice-title-${n.id}`}>{n.title}</td>
                <td>{t(`notice.audience_${n.audience}`)}</td>
                <td>
                  <Tag
                    intent={state(n) === 'published' ? 'success' : state(n) === 'scheduled' ? 'primary' : 'none'}
                    minimal
                    data-testid={`notice-state-${n.id}`}
                  >
                    {t(`notice.state_${state(n)}`)}
                  </Tag>
                </td>
                <td>{n.published && n.publish_at ? new Date(n.publish_at).toLocaleString() : '—'}</td>
                <td>
                  <Button variant="minimal" icon="edit" aria-label={t('common.edit')} data-testid={`notice-edit-${n.id}`} onClick={() => setEditing(n)} />
                  {n.published ? (
                    <Button
                      variant="minimal"
                      icon="eye-off"
                      aria-label={t('notice.unpublish')}
                      data-testid={`notice-unpublish-${n.id}`}
                      onClick={() => void run(() => miniApi.publishNotice(http, n.id, false), 'common.editSuccess')}
                    />
                  ) : (
                    <Button
                      variant="minimal"
                      icon="send-message"
                      aria-label={t('notice.publish')}
                      data-testid={`notice-publish-${n.id}`}
                      onClick={() => setPublishing(n)}
                    />
                  )}
                  <Button
                    variant="minimal"
                    icon="trash"
                    intent="danger"
                    aria-label={t('common.delete')}
                    data-testid={`notice-delete-${n.id}`}
                    onClick={() => void remove(n)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager page={page} perPage={PER_PAGE} total={list.data?.total ?? 0} onPage={setPage} testId="notice-pager" />
      </LoadState>
      {editing && (
        <NoticeDialog
          siteId={siteId}
          notice={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.reload();
          }}
        />
      )}
      {publishing && (
        <PublishDialog
          notice={publishing}
          onClose={() => setPublishing(null)}
          onDone={() => {
            setPublishing(null);
            void list.reload();
          }}
        />
      )}
    </section>
  );
}
