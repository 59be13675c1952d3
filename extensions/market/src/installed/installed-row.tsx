import { Button, Tag } from '@blueprintjs/core';
import { useT, type ExtensionStatus } from '@tessera/sdk';
import type { InstalledEntry, MarketPackage } from '../api/market-api';
import { localText } from '../local-text';
import { ContributionsCell } from './contributions-cell';
import { StateCell } from './state-cell';

export interface InstalledRowProps {
  entry: InstalledEntry;
  status?: ExtensionStatus;
  update?: MarketPackage;
  /** Core extensions stay enabled. */
  core: boolean;
  canManage: boolean;
  busy: boolean;
  onEnable(enabled: boolean): void;
  onUninstall(): void;
  onUpdate(): void;
}

export function InstalledRow({ entry, status, update, core, canManage, busy, onEnable, onUninstall, onUpdate }: InstalledRowProps) {
  const { t, language } = useT();
  const m = entry.manifest;
  return (
    <tr data-extension={m.id}>
      <td>
        <strong>{localText(m.displayName, language)}</strong>
        <div className="bp6-text-muted">{m.id}</div>
      </td>
      <td>
        {m.version}
        {update && (
          <Tag data-testid="update-available" intent="warning" minimal style={{ marginLeft: 6 }}>
            {t('installed.updateAvailable', { version: update.version })}
          </Tag>
        )}
      </td>
      <td>
        {m.publisher ?? m.id.split('.')[0]}
        {entry.signer && <div className="bp6-text-muted">{t('installed.signedBy', { name: entry.signer.name ?? entry.signer.key_id })}</div>}
      </td>
      <td>
        {t(`kinds.${m.kind}`)}
        {entry.builtin && (
          <Tag minimal style={{ marginLeft: 6 }}>
            {t('installed.builtin')}
          </Tag>
        )}
      </td>
      <td>
        <StateCell enabled={entry.enabled} status={status} />
      </td>
      <td>
        <ContributionsCell manifest={m} />
      </td>
      {canManage && (
        <td style={{ whiteSpace: 'nowrap' }}>
          {update && (
            <Button size="small" intent="primary" icon="refresh" text={t('installed.update')} loading={busy} onClick={onUpdate} data-testid="update" />
          )}
          {!core && (
            <Button
              size="small"
              variant="minimal"
              text={entry.enabled ? t('installed.disable') : t('installed.enable')}
              disabled={busy}
              onClick={() => onEnable(!entry.enabled)}
              data-testid="toggle"
            />
          )}
          {!entry.builtin && (
            <Button
              size="small"
              variant="minimal"
              intent="danger"
              text={t('installed.uninstall')}
              disabled={busy}
              onClick={onUninstall}
              data-testid="uninstall"
            />
          )}
        </td>
      )}
    </tr>
  );
}
