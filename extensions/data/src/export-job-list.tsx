import { Button, ButtonGroup, HTMLTable, ProgressBar, Tag, type Intent } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import dayjs from 'dayjs';
import type { ExportJob, JobStatus } from './api/export-api';
import { JOBS_PER_PAGE } from './use-export-jobs';

const INTENT: Record<JobStatus, Intent> = { queued: 'none', running: 'primary', done: 'success', failed: 'danger' };
const when = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '');
const sizeOf = (bytes: number | null) => (bytes === null ? '' : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export interface ExportJobListProps {
  jobs: ExportJob[];
  page: number;
  total: number;
  onPage(page: number): void;
  onDownload(job: ExportJob): void;
  onDelete(job: ExportJob): void;
}

/** The background export jobs of the current user: status, progress, download and delete. */
export function ExportJobList({ jobs, page, total, onPage, onDownload, onDelete }: ExportJobListProps) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / JOBS_PER_PAGE));
  if (!total) return <p className="bp6-text-muted" data-testid="export-jobs-empty">{t('export.noJobs')}</p>;
  return (
    <div data-testid="export-jobs">
      <HTMLTable compact striped style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>{t('export.colCreated')}</th><th>{t('export.format')}</th><th>{t('export.colStatus')}</th>
            <th>{t('export.colProgress')}</th><th>{t('export.colSize')}</th><th>{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((j) => {
            const fraction = j.rows_total ? Math.min(1, j.rows_done / j.rows_total) : j.status === 'done' ? 1 : 0;
            return (
              <tr key={j.id} data-testid={`export-job-${j.id}`}>
                <td>{when(j.created_at)}</td>
                <td>{j.format.toUpperCase()}</td>
                <td>
                  <Tag intent={INTENT[j.status]} data-testid="export-job-status">{t(`export.status.${j.status}`)}</Tag>
                  {j.error && <div className="bp6-text-muted" data-testid="export-job-error">{j.error}</div>}
                </td>
                <td style={{ minWidth: 140 }}>
                  {(j.status === 'running' || j.status === 'queued') && <ProgressBar intent="primary" value={fraction} />}
                  <span data-testid="export-job-progress">
                    {t('export.jobProgress', { done: j.rows_done.toLocaleString(), total: (j.rows_total ?? 0).toLocaleString(), percent: Math.floor(fraction * 100) })}
                  </span>
                </td>
                <td>{sizeOf(j.file_size)}</td>
                <td>
                  <ButtonGroup minimal>
                    <Button icon="download" text={t('export.download')} disabled={j.status !== 'done'} data-testid="export-job-download" onClick={() => onDownload(j)} />
                    <Button icon="trash" intent="danger" text={t('common.delete')} data-testid="export-job-delete" onClick={() => onDelete(j)} />
                  </ButtonGroup>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
        <Button small icon="chevron-left" disabled={page <= 1} data-testid="export-jobs-prev" aria-label={t('export.prevPage')} onClick={() => onPage(page - 1)} />
        <span data-testid="export-jobs-page">{t('export.pageOf', { page, pages })}</span>
        <Button small icon="chevron-right" disabled={page >= pages} data-testid="export-jobs-next" aria-label={t('export.nextPage')} onClick={() => onPage(page + 1)} />
      </div>
    </div>
  );
}
