import { Button, Card, H5, Tag } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { MarketPackage } from '../api/market-api';
import { localText } from '../local-text';

export interface PackageCardProps {
  pkg: MarketPackage;
  /** The caller may install it: SYS_ADMIN for console extensions, a tenant for device plugins. */
  canInstall: boolean;
  busy: boolean;
  onDetail(): void;
  onInstall(): void;
}

export function PackageCard({ pkg, canInstall, busy, onDetail, onInstall }: PackageCardProps) {
  const { t, language } = useT();
  const action = pkg.devicePlugin
    ? t('store.addDevicePlugin')
    : pkg.update_available
      ? t('store.update')
      : pkg.installed_version
        ? t('store.reinstall')
        : t('store.install');
  return (
    <Card data-package={pkg.id} style={{ display: 'grid', gap: 6, alignContent: 'start' }}>
      <H5 style={{ margin: 0 }}>{localText(pkg.displayName, language)}</H5>
      <div className="bp6-text-muted">
        {pkg.id} · {pkg.version} · {pkg.publisher ?? pkg.id.split('.')[0]}
      </div>
      <div>{localText(pkg.description, language)}</div>
      <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Tag minimal>{t(`kinds.${pkg.kind}`)}</Tag>
        <Tag minimal intent={pkg.trusted ? 'success' : 'warning'} data-testid="trust">
          {pkg.trusted ? t('store.trusted') : pkg.signed ? t('store.untrusted') : t('store.unsigned')}
        </Tag>
        {pkg.installed_version && (
          <Tag minimal intent="primary">
            {t('store.installedVersion', { version: pkg.installed_version })}
          </Tag>
        )}
        {pkg.update_available && (
          <Tag minimal intent="warning">
            {t('installed.updateAvailable', { version: pkg.version })}
          </Tag>
        )}
      </div>
      <div style={{ display: 'flex', gap: 6 }}>
        <Button size="small" text={t('store.details')} onClick={onDetail} data-testid="detail" />
        {canInstall && <Button size="small" intent="primary" text={action} loading={busy} onClick={onInstall} data-testid="install" />}
      </div>
    </Card>
  );
}
