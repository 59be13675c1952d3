import { Button, HTMLSelect, HTMLTable, Switch, Tag } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, SitePicker, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { miniApi, type Source } from '../api/mini-program-api';
import { Pager } from '../shared/pager';
import { SourceDialog } from './source-dialog';

const PER_PAGE = 50;

/** Banners and guides the mini-program shows: title, image, link, order and whether it is published. */
export function SourceView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [siteId, setSiteId] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Source | 'new' | null>(null);
  const list = useLoad(
    () => (siteId ? miniApi.sources(http, { current_page: page, per_page: PER_PAGE, site_id: siteId, ...(kind ? { kind } : {}) }) : Promise.resolve(null)),
    [siteId, kind, page],
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
  const remove = async (s: Source) => {
    if (await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' })) await run(() => miniApi.removeSource(http, s.id), 'common.deleteSuccess');
  };
  const rows = list.data?.data ?? [];
  return (
    <section aria-label={t('source.title')} data-testid="mini-source-view">
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
          value={kind}
          aria-label={t('source.kind')}
          data-testid="source-kind-filter"
          onChange={(e) => {
            setKind(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('source.allKinds')}</option>
          <option value="banner">{t('source.kind_banner')}</option>
          <option value="guide">{t('source.kind_guide')}</option>
        </HTMLSelect>
        <Button intent="primary" icon="add" text={t('common.add')} disabled={!siteId} data-testid="source-add" onClick={() => setEditing('new')} />
      </div>
      <LoadState loading={list.loading} error={list.error} onRetry={() => void list.reload()} empty={!rows.length} testId="source-state">
        <HTMLTable striped style={{ width: '100%' }} data-testid="source-table">
          <thead>
            <tr>
              <th>{t('source.image')}</th>
              <th>{t('source.titleField')}</th>
              <th>{t('source.kind')}</th>
              <th>{t('source.order')}</th>
              <th>{t('source.published')}</th>
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id} data-testid={`source-row-${s.id}`}>
                <td>{s.image ? <img src={s.image} alt={s.title} style={{ maxWidth: 96, maxHeight: 54 }} /> : '—'}</td>
                <td>
                  {s.title}
                  {s.link && <div className="bp6-text-muted">{s.link}</div>}
                </td>
                <td>
                  <Tag minimal>{t(`source.kind_${s.kind}`)}</Tag>
                </td>
                <td>{s.sort}</td>
                <td>
                  <Switch
                    checked={s.published}
                    aria-label={t('source.published')}
                    data-testid={`source-published-${s.id}`}
                    onChange={() => void run(() => miniApi.saveSource(http, { ...s, published: !s.published }), 'common.editSuccess')}
                  />
                </td>
                <td>
                  <Button variant="minimal" icon="edit" aria-label={t('common.edit')} data-testid={`source-edit-${s.id}`} onClick={() => setEditing(s)} />
                  <Button
                    variant="minimal"
                    icon="trash"
                    intent="danger"
                    aria-label={t('common.delete')}
                    data-testid={`source-delete-${s.id}`}
                    onClick={() => void remove(s)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager page={page} perPage={PER_PAGE} total={list.data?.total ?? 0} onPage={setPage} testId="source-pager" />
      </LoadState>
      {editing && (
        <SourceDialog
          siteId={siteId}
          source={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.reload();
          }}
        />
      )}
    </section>
  );
}
