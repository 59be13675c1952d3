import { Button, Callout, Card, H5 } from '@blueprintjs/core';
import { useHasAuth, useT, type ViewProps } from '@tessera/sdk';
import { ExportJobList } from './export-job-list';
import { ExportSettingsFields } from './export-settings-fields';
import { ExportStatus } from './export-status';
import { ExportTargetFields } from './export-target-fields';
import { useExportJobs } from './use-export-jobs';
import { useExportRun } from './use-export-run';
import { useExportSettings } from './use-export-settings';
import { useExportTargets } from './use-export-targets';

/**
 * Data management: a device's or a group's telemetry for a range as CSV (streamed, percentage from the server's row
 * total) or XLSX; background jobs are listed below. Without the export permission the page only says so.
 */
export function ExportView(_props: ViewProps) {
  const { t } = useT();
  const canExport = useHasAuth('data:export');
  if (!canExport) {
    return (
      <section aria-label={t('export.title')} data-testid="export-view">
        <Callout intent="primary" icon="lock" title={t('export.noPermissionTitle')} style={{ maxWidth: 720 }} data-testid="export-no-permission">
          {t('export.noPermission')}
        </Callout>
      </section>
    );
  }
  return <ExportPanel />;
}

function ExportPanel() {
  const { t } = useT();
  const targets = useExportTargets();
  const settings = useExportSettings();
  const jobs = useExportJobs();
  const run = useExportRun(targets, settings, jobs);
  const blocked = !targets.target ? t(targets.scope === 'device' ? 'export.chooseDeviceFirst' : 'export.chooseGroupFirst') : null;
  return (
    <section aria-label={t('export.title')} data-testid="export-view">
      <Card style={{ maxWidth: 720 }}>
        <ExportTargetFields targets={targets} />
        <ExportSettingsFields settings={settings} />
        <div style={{ display: 'flex', gap: 8, marginTop: 12, alignItems: 'center' }}>
          <Button intent="primary" icon="download" text={t('export.run')} data-testid="export-run" disabled={!!blocked || run.running} loading={run.running}
            title={blocked ?? undefined} onClick={() => void run.run()} />
          {run.running && <Button icon="stop" text={t('common.cancel')} data-testid="export-cancel" onClick={run.cancel} />}
          {blocked && !run.running && <span className="bp6-text-muted" data-testid="export-run-reason">{blocked}</span>}
        </div>
        <ExportStatus run={run} />
      </Card>
      <Card style={{ maxWidth: 960, marginTop: 16 }}>
        <H5>{t('export.jobs')}</H5>
        <ExportJobList jobs={jobs.jobs} page={jobs.page} total={jobs.total} onPage={jobs.setPage}
          onDownload={(j) => void run.download(j)} onDelete={(j) => void run.remove(j)} />
      </Card>
    </section>
  );
}
