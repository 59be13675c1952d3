import { Callout, ProgressBar } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { InstallProgress } from './use-install';

/** The running install's stage, then its outcome: the server's reason when it was refused. */
export function InstallProgressPanel({ progress }: { progress: InstallProgress | null }) {
  const { t } = useT();
  if (!progress) return null;
  if (progress.stage === 'reading' || progress.stage === 'verifying') {
    return (
      <Callout data-testid="install-progress" icon="cloud-download">
        <div style={{ marginBottom: 6 }}>{t(`store.stage.${progress.stage}`, { name: progress.label })}</div>
        <ProgressBar intent="primary" value={progress.stage === 'reading' ? 0.3 : undefined} />
      </Callout>
    );
  }
  return (
    <Callout
      data-testid="install-result"
      intent={progress.stage === 'done' ? 'success' : 'danger'}
      title={progress.stage === 'done' ? t('store.stage.done', { name: progress.label }) : t('store.stage.failed', { name: progress.label })}
    >
      {progress.message}
    </Callout>
  );
}
