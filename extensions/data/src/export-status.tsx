import { Callout, ProgressBar } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { fractionOf } from './read-export';
import type { ExportRun } from './use-export-run';

/** The running export's progress (rows, size, percentage when the total is known), the background notice, the error. */
export function ExportStatus({ run }: { run: ExportRun }) {
  const { t } = useT();
  const { progress, running, notice, error } = run;
  const fraction = progress ? fractionOf(progress) : null;
  return (
    <>
      {progress && (
        <div style={{ marginTop: 12 }} data-testid="export-progress">
          <ProgressBar intent={running ? 'primary' : 'success'} animate={running} stripes={running} value={fraction ?? (running ? undefined : 1)} />
          <div className="bp6-text-muted" data-testid="export-progress-text">
            {t('export.progress', { rows: progress.rows.toLocaleString(), size: (progress.bytes / 1024).toFixed(1) })}
            {fraction !== null && <span data-testid="export-progress-percent">{` · ${Math.floor(fraction * 100)}%`}</span>}
          </div>
        </div>
      )}
      {notice && <Callout intent="warning" style={{ marginTop: 12 }} data-testid="export-notice">{notice}</Callout>}
      {error && <Callout intent="danger" style={{ marginTop: 12 }} data-testid="export-error">{error}</Callout>}
    </>
  );
}
