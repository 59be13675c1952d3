import { Tag } from '@blueprintjs/core';
import { useT, type ExtensionStatus } from '@tessera/sdk';

/** Enabled / disabled from the server; failed (with the diagnostics page's reason) from this console's host. */
export function StateCell({ enabled, status }: { enabled: boolean; status?: ExtensionStatus }) {
  const { t } = useT();
  if (!enabled)
    return (
      <Tag data-testid="state" intent="none">
        {t('installed.state.disabled')}
      </Tag>
    );
  if (status?.state === 'failed' || status?.state === 'incompatible') {
    return (
      <div data-testid="state">
        <Tag intent="danger">{t('installed.state.failed')}</Tag>
        <div className="bp6-text-muted" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginTop: 4 }}>
          {status.error ?? ''}
        </div>
      </div>
    );
  }
  return (
    <Tag data-testid="state" intent="success">
      {t('installed.state.enabled')}
    </Tag>
  );
}
