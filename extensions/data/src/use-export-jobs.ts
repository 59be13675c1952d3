import { HttpClient, useService, type Page } from '@tessera/sdk';
import { useCallback, useEffect, useState } from 'react';
import { exportApi, type ExportJob } from './api/export-api';

export type { ExportJob, JobStatus } from './api/export-api';

export const JOBS_PER_PAGE = 10;
/** How often the list refreshes while a job is queued or running. */
export const JOBS_POLL_MS = 2000;

/** The caller's export jobs, one page, refreshed on a timer only while some job is still in progress. */
export function useExportJobs() {
  const http = useService<HttpClient>(HttpClient);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<ExportJob> | null>(null);
  const refresh = useCallback(() => exportApi.jobs(http, page, JOBS_PER_PAGE).then((p) => setData(p), () => undefined), [http, page]);
  useEffect(() => { void refresh(); }, [refresh]);
  const active = (data?.data ?? []).some((j) => j.status === 'queued' || j.status === 'running');
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => void refresh(), JOBS_POLL_MS);
    return () => clearInterval(timer);
  }, [active, refresh]);
  return { page, setPage, jobs: data?.data ?? [], total: data?.total ?? 0, refresh };
}
