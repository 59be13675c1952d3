import { Button, Callout, Card, Checkbox, FormGroup, H5, HTMLSelect, InputGroup, ProgressBar, SegmentedControl } from '@blueprintjs/core';
import { HttpClient, Notifier, SessionStore, useHasAuth, useService, useT, type Page, type ViewProps } from '@tessera/sdk';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { ExportJobList } from './export-job-list';
import { fractionOf, streamExport, type ExportProgress } from './stream-export';
import { useExportJobs, type ExportJob } from './use-export-jobs';

const DAY = 86_400_000;
const STEP = 5 * 60_000;
const INPUT = 'YYYY-MM-DDTHH:mm';
const snap = (ms: number) => Math.floor(ms / STEP) * STEP;
/** The default end rounds up: flooring it would leave out the last minutes, the points the user just saw. */
const snapUp = (ms: number) => Math.ceil(ms / STEP) * STEP;

interface Option { id: string; name: string }
interface ExportCount { rows_total: number; threshold: number; background: boolean }

function save(blob: Blob, name: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/**
 * Data management (§2): a device's or a group's telemetry for a range as CSV (streamed, percentage from the
 * server's row total) or XLSX. XLSX, exports above the server's threshold and those the user sends to the
 * background run as jobs listed below; a foreground XLSX job is followed and downloaded when done.
 */
export function ExportView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const session = useService<SessionStore>(SessionStore);
  const notifier = useService<Notifier>(Notifier);
  const canExport = useHasAuth('data:export');
  const [scope, setScope] = useState<'device' | 'group'>('device');
  const [projects, setProjects] = useState<Option[]>([]);
  const [project, setProject] = useState('');
  const [targets, setTargets] = useState<Option[]>([]);
  const [target, setTarget] = useState('');
  const [range, setRange] = useState<[number, number]>(() => [snap(Date.now() - DAY), snapUp(Date.now())]);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv');
  const [background, setBackground] = useState(false);
  /** A foreground XLSX job: downloaded as soon as the list shows it done. */
  const [follow, setFollow] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const jobs = useExportJobs();

  useEffect(() => {
    http.call<Page<{ id: string; name: string }>>('/business/index', { current_page: 1, per_page: 1000, page: 1, limit: 1000 })
      .then((p) => setProjects((p?.data ?? []).map((x) => ({ id: x.id, name: x.name }))), () => {});
  }, [http]);

  useEffect(() => {
    setTarget('');
    if (scope === 'group') {
      if (!project) return setTargets([]);
      http.call<{ data?: { id: string; name: string; parent_group?: string }[] }>('/asset/list/c', { business_id: project, current_page: 1, per_page: 1000 })
        .then((r) => setTargets((r?.data ?? []).map((g) => ({ id: g.id, name: g.parent_group || g.name }))), () => setTargets([]));
    } else {
      http.call<Page<{ device: string; device_name: string; children?: { device: string; device_name: string }[] }>>('/device/list/tree',
        { current_page: 1, per_page: 100, ...(project ? { business_id: project } : {}) })
        .then((p) => setTargets((p?.data ?? []).flatMap((d) => [d, ...(d.children ?? [])]).map((d) => ({ id: d.device, name: d.device_name }))), () => setTargets([]));
    }
  }, [http, scope, project]);

  const headers = () => {
    const h: Record<string, string> = {};
    if (session.token) h.Authorization = `Bearer ${session.token}`;
    if (session.authSiteId) h['X-Site-ID'] = session.authSiteId;
    return h;
  };
  const baseName = () => `${targets.find((x) => x.id === target)?.name ?? 'telemetry'}-${dayjs(range[0]).format('YYYYMMDDHHmm')}-${dayjs(range[1]).format('YYYYMMDDHHmm')}`;

  const download = async (job: ExportJob, name = `telemetry-${dayjs(job.created_at).format('YYYYMMDDHHmmss')}`) => {
    setError(null);
    setProgress({ bytes: 0, rows: 0, total: null, totalRows: null });
    try {
      save(await streamExport({ url: '/api/export/job/download', headers: headers(), onProgress: setProgress, body: { id: job.id } }), `${name}.${job.format}`);
    } catch (e) {
      setError((e as Error).message || String(e));
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

  const run = async () => {
    if (!target) return;
    setError(null);
    setNotice(null);
    setRunning(true);
    setProgress({ bytes: 0, rows: 0, total: null, totalRows: null });
    const body = { [scope === 'device' ? 'device_id' : 'asset_id']: target, start_time: range[0] * 1000, end_time: range[1] * 1000, format };
    let followed = false;
    try {
      const count = await http.call<ExportCount>('/kv/export/count', body);
      if (background || count.background || format === 'xlsx') {
        const job = await http.call<{ id: string }>('/export/job/create', body);
        jobs.setPage(1);
        void jobs.refresh();
        if (background) {
          notifier.success(t('export.queued'));
          setProgress(null);
        } else if (count.background) {
          setNotice(t('export.autoBackground', { rows: count.rows_total.toLocaleString(), threshold: count.threshold.toLocaleString() }));
          setProgress(null);
        } else {
          setFollow(job.id);
          followed = true;
        }
        return;
      }
      abort.current = new AbortController();
      const blob = await streamExport({ url: '/api/kv/export', headers: headers(), onProgress: setProgress, signal: abort.current.signal, body });
      save(blob, `${baseName()}.csv`);
      notifier.success(t('export.done'));
    } catch (e) {
      if ((e as Error).name !== 'AbortError') setError((e as Error).message || String(e));
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
      await http.call('/export/job/delete', { id: job.id });
      notifier.success(t('common.deleteSuccess'));
    } finally {
      void jobs.refresh();
    }
  };

  const fraction = progress ? fractionOf(progress) : null;

  const setTime = (i: 0 | 1, text: string) => {
    const ms = dayjs(text, INPUT).valueOf();
    if (!Number.isNaN(ms)) setRange((r) => (i === 0 ? [snap(ms), r[1]] : [r[0], snap(ms)]));
  };

  return (
    <section aria-label={t('export.title')} data-testid="export-view">
      <Card style={{ maxWidth: 720 }}>
        <FormGroup label={t('export.scope')}>
          <SegmentedControl value={scope} onValueChange={(v) => setScope(v as 'device' | 'group')} data-testid="export-scope"
            options={[{ value: 'device', label: t('export.device') }, { value: 'group', label: t('export.group') }]} />
        </FormGroup>
        <FormGroup label={t('export.project')} labelFor="export-project">
          <HTMLSelect id="export-project" data-testid="export-project" fill value={project} onChange={(e) => setProject(e.currentTarget.value)}
            options={[{ value: '', label: t('export.allProjects') }, ...projects.map((p) => ({ value: p.id, label: p.name }))]} />
        </FormGroup>
        <FormGroup label={t(scope === 'device' ? 'export.device' : 'export.group')} labelFor="export-target">
          <HTMLSelect id="export-target" data-testid="export-target" fill value={target} onChange={(e) => setTarget(e.currentTarget.value)}
            options={[{ value: '', label: t('export.choose') }, ...targets.map((x) => ({ value: x.id, label: x.name }))]} />
        </FormGroup>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <FormGroup label={t('export.start')} labelFor="export-start">
            <InputGroup id="export-start" data-testid="export-start" type="datetime-local" step={300} value={dayjs(range[0]).format(INPUT)} onChange={(e) => setTime(0, e.currentTarget.value)} />
          </FormGroup>
          <FormGroup label={t('export.end')} labelFor="export-end">
            <InputGroup id="export-end" data-testid="export-end" type="datetime-local" step={300} value={dayjs(range[1]).format(INPUT)} onChange={(e) => setTime(1, e.currentTarget.value)} />
          </FormGroup>
          <Button style={{ marginBottom: 15 }} text={t('export.last7Days')} data-testid="export-last7" onClick={() => setRange([Date.now() - 7 * DAY, Date.now()])} />
          <Button style={{ marginBottom: 15 }} text={t('export.last90Days')} data-testid="export-last90" onClick={() => setRange([Date.now() - 90 * DAY, Date.now()])} />
        </div>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
          <FormGroup label={t('export.format')} inline style={{ margin: 0 }}>
            <SegmentedControl value={format} onValueChange={(v) => setFormat(v as 'csv' | 'xlsx')} data-testid="export-format"
              options={[{ value: 'csv', label: t('export.formatCsv') }, { value: 'xlsx', label: t('export.formatXlsx') }]} />
          </FormGroup>
          <Checkbox style={{ margin: 0 }} checked={background} label={t('export.background')} data-testid="export-background"
            onChange={(e) => setBackground(e.currentTarget.checked)} />
        </div>
        <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
          {canExport && <Button intent="primary" icon="download" text={t('export.run')} data-testid="export-run" disabled={!target || running} loading={running} onClick={() => void run()} />}
          {running && <Button icon="stop" text={t('common.cancel')} data-testid="export-cancel" onClick={cancel} />}
        </div>
        {progress && (
          <div style={{ marginTop: 12 }} data-testid="export-progress">
            <ProgressBar intent={running ? 'primary' : 'success'} animate={running} stripes={running}
              value={fraction ?? (running ? undefined : 1)} />
            <div className="bp6-text-muted" data-testid="export-progress-text">
              {t('export.progress', { rows: progress.rows.toLocaleString(), size: (progress.bytes / 1024).toFixed(1) })}
              {fraction !== null && <span data-testid="export-progress-percent">{` · ${Math.floor(fraction * 100)}%`}</span>}
            </div>
          </div>
        )}
        {notice && <Callout intent="warning" style={{ marginTop: 12 }} data-testid="export-notice">{notice}</Callout>}
        {error && <Callout intent="danger" style={{ marginTop: 12 }} data-testid="export-error">{error}</Callout>}
      </Card>
      <Card style={{ maxWidth: 960, marginTop: 16 }}>
        <H5>{t('export.jobs')}</H5>
        <ExportJobList jobs={jobs.jobs} page={jobs.page} total={jobs.total} onPage={jobs.setPage}
          onDownload={(j) => void download(j)} onDelete={(j) => void remove(j)} />
      </Card>
    </section>
  );
}
