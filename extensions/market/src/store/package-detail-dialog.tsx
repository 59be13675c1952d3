import { Button, Classes, Dialog, H6, HTMLTable } from '@blueprintjs/core';
import { HttpClient, LoadState, useLoad, useService, useT } from '@tessera/sdk';
import { marketApi, type MarketPackage, type PackageDetail } from '../api/market-api';
import { localText } from '../local-text';

export interface PackageDetailDialogProps {
  pkg: MarketPackage;
  canInstall: boolean;
  onInstall(version: string): void;
  onClose(): void;
}

/** A package's readme, screenshots and version history; any version can be installed from here. */
export function PackageDetailDialog({ pkg, canInstall, onInstall, onClose }: PackageDetailDialogProps) {
  const { t, language } = useT();
  const http = useService<HttpClient>(HttpClient);
  const detail = useLoad<PackageDetail>(() => marketApi.detail(http, { source_id: pkg.source_id, id: pkg.id }), [http, pkg.source_id, pkg.id]);
  const d = detail.data;
  return (
    <Dialog isOpen onClose={onClose} title={localText(pkg.displayName, language)} style={{ width: 760 }}>
      <div className={Classes.DIALOG_BODY} data-testid="package-detail">
        <LoadState loading={detail.loading} error={detail.error} onRetry={detail.reload} empty={false} testId="detail-state">
          {d && (
            <div style={{ display: 'grid', gap: 12 }}>
              <div className="bp6-text-muted">
                {d.id} · {t(`kinds.${d.kind}`)} · {d.publisher ?? d.id.split('.')[0]} · {pkg.source_name}
              </div>
              <H6>{t('store.readme')}</H6>
              <pre data-testid="readme" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {d.readme ?? t('store.noReadme')}
              </pre>
              {!!d.screenshots?.length && (
                <>
                  <H6>{t('store.screenshots')}</H6>
                  <div style={{ display: 'flex', gap: 8, overflowX: 'auto' }}>
                    {d.screenshots.map((src, i) => (
                      <img key={src} src={src} alt={t('store.screenshotAlt', { n: i + 1 })} style={{ maxHeight: 200 }} />
                    ))}
                  </div>
                </>
              )}
              <H6>{t('store.versions')}</H6>
              <HTMLTable compact data-testid="versions">
                <tbody>
                  {d.versions.map((v) => (
                    <tr key={v.version}>
                      <td>{v.version}</td>
                      <td>{v.version === pkg.installed_version ? t('store.installedVersion', { version: v.version }) : ''}</td>
                      <td>{canInstall && <Button size="small" text={t('store.installVersion')} onClick={() => onInstall(v.version)} />}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </LoadState>
      </div>
    </Dialog>
  );
}
