import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { exportApi, type ExportBody, type ExportJob } from './api/export-api';
import { readExport, type ExportProgress } from './read-export';
import { saveBlob } from './save-blob';
import type { ExportSettings } from './use-export-settings';
import type { ExportTargets } from './use-export-targets';
import type { useExportJobs } from './use-export-jobs';

const messageOf = (e: unknown) => (e as Error).message || String(e);
const stamp = (ms: number, format: string) => dayjs(ms).format(format);

/**
 * Running an export: CSV streams in the foreground with progress; XLSX, exports above the server's threshold and
 * those sent to the background run as jobs, a foreground XLSX job being followed and downloaded when done.
 */
export function useExportRun(targets: ExportTargets, settings: ExportSettings, jobs: ReturnType<typeof useExportJobs>) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** A foreground XLSX job: downloaded as soon as the list shows it done. */
  const [follow, setFollow] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const [from, to] = settings.range;
  const baseName = () => `${targets.targetName ?? 'telemetry'}-${stamp(from, 'YYYYMMDDHHmm')}-${stamp(to, 'YYYYMMDDHHmm')}`;

  const download = async (job: ExportJob, name = `telemetry-${stamp(job.created_at, 'YYYYMMDDHHmmss')}`) => {
    setError(null);
    setProgress({ bytes: 0, rows: 0, total: null, totalRows: null });
    try {
      saveBlob(await readExport(await exportApi.downloadJob(http, job.id), setProgress), `${name}.${job.format}`);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  useEffect(() => {
    const job = follow ? jobs.jobs.find((j) => j.id === follow) : undefined;
    if (!job) return;
    setProgress({ bytes: 0, rows: job.rows_done, total: null, totalRows: job.rows_total });
    if (job.status === 'done' || job.status === 'failed') {
      setFollow(null);
      setRunning(false);
      if (job.status === 'failed') setError(job.error);
      else void download(job, baseName()).then(() => notifier.success(t('export.done')));
    }
  }, [follow, jobs.jobs]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Queues a job; true when the view now follows it to download it. */
  const queue = async (body: ExportBody, autoBackground: { rows_total: number; threshold: number } | null): Promise<boolean> => {
    const job = await exportApi.createJob(http, body);
    jobs.setPage(1);
    void jobs.refresh();
    if (!settings.background && !autoBackground) {
      setFollow(job.id);
      return true;
    }
    setProgress(null);
    if (settings.background) notifier.success(t('export.queued'));
    else setNotice(t('export.autoBackground', { rows: autoBackground!.rows_total.toLocaleString(), threshold: autoBackground!.threshold.toLocaleString() }));
    return false;
  };

  const run = async () => {
    if (!targets.target) return;
    setError(null);
    setNotice(null);
    setRunning(true);
    setProgress({ bytes: 0, rows: 0, total: null, totalRows: null });
    const body: ExportBody = { [targets.scope === 'device' ? 'device_id' : 'asset_id']: targets.target, start_time: from * 1000, end_time: to * 1000, format: settings.format };
    let followed = false;
    try {
      const count = await exportApi.count(http, body);
      if (settings.background || count.background || settings.format === 'xlsx') {
        followed = await queue(body, count.background ? count : null);
        return;
      }
      abort.current = new AbortController();
      saveBlob(await readExport(await exportApi.streamCsv(http, body, abort.current.signal), setProgress), `${baseName()}.csv`);
      notifier.success(t('export.done'));
    } catch (e) {
      if ((e as Error).name !== 'AbortError') setError(messageOf(e));
    } finally {
      if (!followed) setRunning(false);
      abort.current = null;
    }
  };

  const cancel = () => {
    // A followed job keeps running on the server; the user finds it in the list.
    if (follow) { setFollow(null); setRunning(false); setProgress(null); }
    abort.current?.abort();
  };

  const remove = async (job: ExportJob) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await exportApi.deleteJob(http, job.id);
      notifier.success(t('common.deleteSuccess'));
    } finally {
      void jobs.refresh();
    }
  };

  return { run, cancel, download, remove, progress, running, error, notice };
}

export type ExportRun = ReturnType<typeof useExportRun>;
