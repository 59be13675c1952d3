import { Button, Card, H5, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { HttpClient, ListToolbar, SessionStore, usePagedList, useService, useT, type ViewProps } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { sitesApi, type SiteRow } from '../api/sites-api';
import { useEnterSite } from '../common/use-enter-site';

/** Multi-site overview: one card per site (a page at a time), each entering its site. */
export const SiteOverviewView = observer(function SiteOverviewView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const session = useService<SessionStore>(SessionStore);
  const enter = useEnterSite();
  const list = usePagedList<SiteRow>((q) => sitesApi.list(http, q), { perPage: 12 });
  const pages = Math.max(1, Math.ceil(list.total / list.perPage));

  let body;
  if (list.error && !list.rows.length) {
    body = (
      <div data-testid="site-overview-error">
        <NonIdealState
          icon="error"
          title={t('common.error')}
          description={list.error}
          action={<Button text={t('common.retry')} onClick={() => void list.reload()} />}
        />
      </div>
    );
  } else if (list.loading && !list.rows.length) {
    body = (
      <div data-testid="site-overview-loading">
        <Spinner aria-label={t('common.loading')} />
      </div>
    );
  } else if (!list.rows.length) {
    body = (
      <div data-testid="site-overview-empty">
        <NonIdealState icon="inbox" title={t('common.noData')} />
      </div>
    );
  } else {
    body = (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }}>
        {list.rows.map((s) => (
          <Card key={s.id} data-testid={`site-card-${s.id}`} aria-label={s.name}>
            <H5>
              {s.name}{' '}
              {session.authSiteId === (s.auth_site_id || s.id) && (
                <Tag intent="success" minimal>
                  {t('sites.current')}
                </Tag>
              )}
            </H5>
            <p className="bp6-text-muted">{s.address || '-'}</p>
            {s.device_count !== undefined && (
              <p data-testid={`site-card-counts-${s.id}`}>
                {t('sites.deviceCount', { count: s.device_count })} · {t('sites.userCount', { count: s.user_count ?? 0 })}
              </p>
            )}
            <Button icon="log-in" intent="primary" text={t('sites.enter')} data-testid={`site-card-enter-${s.id}`} onClick={() => void enter(s)} />
          </Card>
        ))}
      </div>
    );
  }

  return (
    <section aria-label={t('sites.overviewTitle')} data-testid="site-overview-view">
      <ListToolbar testId="site-overview" placeholder={t('sites.searchPlaceholder')} onSearch={(name) => list.setFilters({ name })} />
      {body}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12, alignItems: 'center' }}>
        <Button icon="chevron-left" aria-label={t('common.previousPage')} disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)} />
        <span>
          {list.page} / {pages}
        </span>
        <Button icon="chevron-right" aria-label={t('common.nextPage')} disabled={list.page >= pages} onClick={() => list.setPage(list.page + 1)} />
      </div>
    </section>
  );
});
