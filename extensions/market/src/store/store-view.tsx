import { useEffect, useState } from 'react';
import { Callout, Card, FileInput, H3, HTMLSelect, InputGroup, NonIdealState } from '@blueprintjs/core';
import { HttpClient, LoadState, Realtime, SessionStore, useLoad, useOptionalService, useService, useT, type ViewProps } from '@tessera/sdk';
import { KINDS, marketApi, type MarketCatalog, type MarketPackage, type PluginKind } from '../api/market-api';
import { MarketAdmin } from '../admin/market-admin';
import { InstallProgressPanel } from './install-progress';
import { PackageCard } from './package-card';
import { PackageDetailDialog } from './package-detail-dialog';
import { useInstall } from './use-install';

/**
 * The plugin market: packages of every configured source, searchable and by plugin type, each with its detail
 * (readme, screenshots, versions) and an install (SYS_ADMIN) or "add to my plugins" (device plugins, tenants);
 * the SYS_ADMIN also uploads a `.tessera.json` by hand and manages sources, trusted keys and unsigned packages.
 */
export function StoreView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const session = useService<SessionStore>(SessionStore);
  const realtime = useOptionalService<Realtime>(Realtime);
  const sys = session.user?.authority === 'SYS_ADMIN';
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<PluginKind | ''>('');
  const [open, setOpen] = useState<MarketPackage | null>(null);
  const catalog = useLoad<MarketCatalog>(
    () => marketApi.catalog(http, { ...(keyword.trim() ? { keyword: keyword.trim() } : {}), ...(category ? { category } : {}) }),
    [http, keyword, category],
  );
  const installer = useInstall(() => void catalog.reload());
  useEffect(() => realtime?.subscribeTopic('extensions', () => void catalog.reload()), [realtime]); // eslint-disable-line react-hooks/exhaustive-deps
  const canInstall = (p: MarketPackage) => (p.devicePlugin ? !sys : sys);
  const install = (p: MarketPackage, version = p.version) => void installer.install({ source_id: p.source_id, id: p.id, version }, !!p.devicePlugin);
  const list = catalog.data?.list ?? [];

  return (
    <div style={{ display: 'grid', gap: 12 }} data-testid="market-store">
      <Card style={{ display: 'grid', gap: 10 }}>
        <H3 style={{ margin: 0 }}>{t('store.title')}</H3>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <InputGroup
            leftIcon="search"
            placeholder={t('store.search')}
            value={keyword}
            onValueChange={setKeyword}
            data-testid="search"
            style={{ minWidth: 240 }}
          />
          <HTMLSelect
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value as PluginKind | '')}
            data-testid="category"
            aria-label={t('store.category')}
            options={[{ value: '', label: t('store.allCategories') }, ...KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
          />
          {sys && (
            <FileInput
              text={t('store.upload')}
              buttonText={t('store.browse')}
              inputProps={{ accept: '.json,application/json', 'aria-label': t('store.upload'), id: 'market-upload' } as never}
              onInputChange={(e) => {
                const f = (e.target as HTMLInputElement).files?.[0];
                if (f) void installer.upload(f);
                (e.target as HTMLInputElement).value = '';
              }}
            />
          )}
        </div>
        <InstallProgressPanel progress={installer.progress} />
        {(catalog.data?.errors ?? []).map((e) => (
          <Callout key={e.source_id} intent="warning" data-testid="source-error">
            {e.message}
          </Callout>
        ))}
      </Card>
      <LoadState loading={catalog.loading && !catalog.data} error={catalog.error} onRetry={catalog.reload} empty={false} testId="catalog-state">
        {list.length === 0 ? (
          <NonIdealState icon="shop" title={t('store.empty')} description={sys ? t('store.emptyHintAdmin') : t('store.emptyHint')} />
        ) : (
          <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }} data-testid="packages">
            {list.map((p) => (
              <PackageCard
                key={`${p.source_id}/${p.id}`}
                pkg={p}
                canInstall={canInstall(p)}
                busy={installer.progress?.stage === 'verifying' && installer.progress.label === `${p.id}@${p.version}`}
                onDetail={() => setOpen(p)}
                onInstall={() => install(p)}
              />
            ))}
          </div>
        )}
      </LoadState>
      {sys && <MarketAdmin onChanged={() => void catalog.reload()} />}
      {open && (
        <PackageDetailDialog
          pkg={open}
          canInstall={canInstall(open)}
          onClose={() => setOpen(null)}
          onInstall={(v) => {
            install(open, v);
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}
