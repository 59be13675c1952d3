import { Button, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { HttpClient, PagedTable, useLoad, usePagedList, useService, useT, type Page, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';

interface RunLog {
  id: string;
  trigger_time: string;
  process_description: string;
  process_result: string;
}
interface RunDetail {
  id: string;
  action_type: string;
  target_id: string;
  process_description: string;
  process_result: string;
}

export interface RunLogsProps {
  /** 'automation' or 'scenario': which log family. */
  kind: 'automation' | 'scenario';
  ownerId: string;
}

const ROUTES = {
  automation: { list: '/v1/automation/log/list', owner: 'automation_id', detail: '/v1/automation/log/detail/list', log: 'automation_log_id' },
  scenario: { list: '/v1/scenario/log/list', owner: 'scenario_strategy_id', detail: '/v1/scenario/log/detail/list', log: 'scenario_log_id' },
} as const;

const Result = ({ value }: { value: string }) => {
  const { t } = useT();
  return (
    <Tag minimal intent={value === '1' ? 'success' : 'danger'}>
      {t(value === '1' ? 'logs.ok' : 'logs.failed')}
    </Tag>
  );
};

function RunDetails({ kind, logId }: { kind: RunLogsProps['kind']; logId: string }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const r = ROUTES[kind];
  const details = useLoad(() => http.call<Page<RunDetail>>(r.detail, { current_page: 1, per_page: 100, [r.log]: logId }), [http, logId]);
  return (
    <HTMLTable compact data-testid={`log-details-${logId}`}>
      <tbody>
        {(details.data?.data ?? []).map((d) => (
          <tr key={d.id}>
            <td>{t(`logs.action.${kind}.${d.action_type}`)}</td>
            <td>
              <code>{d.process_description}</code>
            </td>
            <td>
              <Result value={d.process_result} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The runs of one automation or scene, each opening its per-action detail. */
export function RunLogs({ kind, ownerId }: RunLogsProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const r = ROUTES[kind];
  const list = usePagedList<RunLog>((q) => http.call<Page<RunLog>>(r.list, { ...q, [r.owner]: ownerId }), { perPage: 20 });
  const [open, setOpen] = useState<string | null>(null);
  const columns: PagedColumn<RunLog>[] = [
    { key: 'trigger_time', title: t('logs.time') },
    {
      key: 'process_description',
      title: t('logs.description'),
      render: (x) => (
        <>
          {x.process_description}
          {open === x.id && <RunDetails kind={kind} logId={x.id} />}
        </>
      ),
    },
    { key: 'process_result', title: t('logs.result'), render: (x) => <Result value={x.process_result} /> },
    {
      key: 'detail',
      title: '',
      render: (x) => (
        <Button
          small
          variant="minimal"
          icon={open === x.id ? 'chevron-up' : 'chevron-down'}
          aria-label={t('logs.detail')}
          onClick={() => setOpen(open === x.id ? null : x.id)}
          data-testid={`log-open-${x.id}`}
        />
      ),
    },
  ];
  return <PagedTable list={list} columns={columns} rowKey={(x) => x.id} testId={`${kind}-logs`} />;
}

/** Automation logs: pick an automation (or come from its row), read its runs. */
export function LogsView({ query }: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const automations = useLoad(
    () => http.call<Page<{ id: string; automation_name: string }>>('/v1/automation/list', { current_page: 1, per_page: 1000 }),
    [http],
  );
  const [id, setId] = useState(query.automation_id ?? '');
  const rows = automations.data?.data ?? [];
  const chosen = id || rows[0]?.id || '';
  return (
    <section aria-label={t('logs.title')} data-testid="automation-logs-view">
      <HTMLSelect
        aria-label={t('logs.automation')}
        data-testid="logs-automation"
        value={chosen}
        onChange={(e) => setId(e.currentTarget.value)}
        options={rows.map((a) => ({ value: a.id, label: a.automation_name }))}
      />
      {chosen ? <RunLogs key={chosen} kind="automation" ownerId={chosen} /> : <p>{t('logs.none')}</p>}
    </section>
  );
}
