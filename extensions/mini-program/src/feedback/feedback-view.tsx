import { Button, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, SitePicker, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { miniApi, type Feedback } from '../api/mini-program-api';
import { Pager } from '../shared/pager';
import { StatusTag } from '../shared/status-tag';
import { FeedbackDialog } from './feedback-dialog';
import { SiteKeyPanel } from './site-key-panel';

const PER_PAGE = 20;
const when = (ms: number) => new Date(ms).toLocaleString();

/** End-user feedback of a site: filter by state or text, open one to read its images and reply, close or delete. */
export function FeedbackView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [siteId, setSiteId] = useState('');
  const [status, setStatus] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Feedback | null>(null);
  const list = useLoad(
    () =>
      siteId
        ? miniApi.feedback(http, {
            current_page: page,
            per_page: PER_PAGE,
            site_id: siteId,
            ...(status ? { status } : {}),
            ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
          })
        : Promise.resolve(null),
    [siteId, status, keyword, page],
  );

  const remove = async (f: Feedback) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await miniApi.removeFeedback(http, f.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };
  const rows = list.data?.data ?? [];
  return (
    <section aria-label={t('feedback.title')} data-testid="mini-feedback-view">
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
          value={status}
          aria-label={t('feedback.status')}
          data-testid="feedback-status-filter"
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('feedback.allStates')}</option>
          {(['new', 'replied', 'closed'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`feedback.status_${s}`)}
            </option>
          ))}
        </HTMLSelect>
        <InputGroup
          leftIcon="search"
          value={keyword}
          placeholder={t('feedback.search')}
          data-testid="feedback-search"
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {siteId && <SiteKeyPanel siteId={siteId} />}
      <LoadState loading={list.loading} error={list.error} onRetry={() => void list.reload()} empty={!rows.length} testId="feedback-state">
        <HTMLTable striped style={{ width: '100%' }} data-testid="feedback-table">
          <thead>
            <tr>
              <th>{t('feedback.time')}</th>
              <th>{t('feedback.content')}</th>
              <th>{t('feedback.device')}</th>
              <th>{t('feedback.contact')}</th>
              <th>{t('feedback.status')}</th>
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((f) => (
              <tr key={f.id} data-testid={`feedback-row-${f.id}`}>
                <td>{when(f.created_at)}</td>
                <td style={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {f.content}
                  {f.image_count > 0 && ` (${t('feedback.imageCount', { count: f.image_count })})`}
                </td>
                <td>{f.device_name}</td>
                <td>{f.contact}</td>
                <td>
                  <StatusTag status={f.status} />
                </td>
                <td>
                  <Button variant="minimal" icon="comment" aria-label={t('feedback.open')} data-testid={`feedback-open-${f.id}`} onClick={() => setOpen(f)} />
                  <Button
                    variant="minimal"
                    icon="trash"
                    intent="danger"
                    aria-label={t('common.delete')}
                    data-testid={`feedback-delete-${f.id}`}
                    onClick={() => void remove(f)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager page={page} perPage={PER_PAGE} total={list.data?.total ?? 0} onPage={setPage} testId="feedback-pager" />
      </LoadState>
      {open && (
        <FeedbackDialog
          feedback={open}
          onClose={() => setOpen(null)}
          onChanged={() => {
            setOpen(null);
            void list.reload();
          }}
        />
      )}
    </section>
  );
}
