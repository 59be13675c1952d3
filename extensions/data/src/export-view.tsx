import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup, ProgressBar, SegmentedControl } from '@blueprintjs/core';
import { HttpClient, Notifier, SessionStore, useHasAuth, useService, useT, type Page, type ViewProps } from '@tessera/sdk';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { streamExport, type ExportProgress } from './stream-export';

const DAY = 86_400_000;
const STEP = 5 * 60_000;
const INPUT = 'YYYY-MM-DDTHH:mm';
const snap = (ms: number) => Math.floor(ms / STEP) * STEP;
/** The default end rounds up: flooring it would leave out the last minutes, the points the user just saw. */
const snapUp = (ms: number) => Math.ceil(ms / STEP) * STEP;

interface Option { id: string; name: string }

/** Data management (§2): a device's or a group's telemetry for a range, streamed as CSV with progress. */
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
  const abort = useRef<AbortController | null>(null);

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

  const run = async () => {
    if (!target) return;
    setError(null);
    setRunning(true);
    setProgress({ bytes: 0, rows: 0, total: null });
    abort.current = new AbortController();
    const headers: Record<string, string> = {};
    if (session.token) headers.Authorization = `Bearer ${session.token}`;
    if (session.authSiteId) headers['X-Site-ID'] = session.authSiteId;
    try {
      const blob = await streamExport({
        url: '/api/kv/export', headers, onProgress: setProgress, signal: abort.current.signal,
        body: { [scope === 'device' ? 'device_id' : 'asset_id']: target, start_time: range[0] * 1000, end_time: range[1] * 1000 },
      });
      const name = `${targets.find((x) => x.id === target)?.name ?? 'telemetry'}-${dayjs(range[0]).format('YYYYMMDDHHmm')}-${dayjs(range[1]).format('YYYYMMDDHHmm')}.csv`;
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
      notifier.success(t('export.done'));
    } catch (e) {
      if ((e as Error).name !== 'AbortError') setError((e as Error).message || String(e));
    } finally {
      setRunning(false);
      abort.current = null;
    }
  };

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
        <div style={{ display: 'flex', gap: 8 }}>
          {canExport && <Button intent="primary" icon="download" text={t('export.csv')} data-testid="export-run" disabled={!target || running} loading={running} onClick={() => void run()} />}
          {running && <Button icon="stop" text={t('common.cancel')} data-testid="export-cancel" onClick={() => abort.current?.abort()} />}
        </div>
        {progress && (
          <div style={{ marginTop: 12 }} data-testid="export-progress">
            <ProgressBar intent={running ? 'primary' : 'success'} animate={running} stripes={running}
              value={progress.total ? progress.bytes / progress.total : running ? undefined : 1} />
            <div className="bp6-text-muted" data-testid="export-progress-text">
              {t('export.progress', { rows: progress.rows.toLocaleString(), size: (progress.bytes / 1024).toFixed(1) })}
            </div>
          </div>
        )}
        {error && <Callout intent="danger" style={{ marginTop: 12 }} data-testid="export-error">{error}</Callout>}
      </Card>
    </section>
  );
}
