import { Button, HTMLTable, NonIdealState, Switch, Tag } from '@blueprintjs/core';
import { HttpClient, LoadState, useHasAuth, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { Fragment, useEffect } from 'react';
import { forwardingApi, type Rule } from '../api/forwarding-api';

const REFRESH_MS = 5000;
const STATE_INTENT = { idle: 'none', sending: 'primary', retrying: 'warning' } as const;

function RuleRows({ r, canEdit, onToggle }: { r: Rule; canEdit: boolean; onToggle(): void }) {
  const { t } = useT();
  const targets = r.status === 1 ? r.stats.targets : [];
  return (
    <Fragment>
      <tr data-testid={`switch-rule-${r.name}`}>
        <td rowSpan={Math.max(1, targets.length) + 1}>
          <strong>{r.name}</strong>
        </td>
        <td rowSpan={Math.max(1, targets.length) + 1}>
          <Switch
            checked={r.status === 1}
            disabled={!canEdit}
            label={t(r.status === 1 ? 'status.started' : 'status.paused')}
            onChange={onToggle}
            data-testid={`switch-toggle-${r.name}`}
          />
        </td>
        <td colSpan={6}>{t('sw.inbox', { received: r.stats.received, filtered: r.stats.filtered, scriptErrors: r.stats.script_errors })}</td>
      </tr>
      {targets.map((tg, i) => (
        <tr key={i} data-testid={`switch-target-${r.name}-${tg.kind}`}>
          <td>{t(`target.${tg.kind}`)}</td>
          <td>
            <Tag minimal intent={STATE_INTENT[tg.state]}>
              {t(`state.${tg.state}`)}
            </Tag>
          </td>
          <td>{tg.queued}</td>
          <td>{tg.delivered}</td>
          <td>
            {tg.failed} / {tg.dropped}
          </td>
          <td style={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' }} title={tg.last_error}>
            {tg.last_error}
          </td>
        </tr>
      ))}
      {!targets.length && (
        <tr>
          <td colSpan={6}>{t('sw.notRunning')}</td>
        </tr>
      )}
    </Fragment>
  );
}

/** Data switching: each rule's live delivery per target (queue, state, counters, last error), refreshed every 5 s. */
export function SwitchingView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const canSwitch = useHasAuth('rule:switching:edit');
  const canForward = useHasAuth('rule:forwarding:edit');
  const canEdit = canSwitch || canForward;
  const rules = useLoad(() => forwardingApi.list(http, { current_page: 1, per_page: 1000 }), []);
  const { reload } = rules;
  useEffect(() => {
    const timer = setInterval(() => void reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const toggle = (r: Rule) => void forwardingApi.setSwitch(http, r.id, r.status !== 1).then(() => rules.reload());
  return (
    <section aria-label={t('sw.title')} data-testid="switching-view">
      <Button icon="refresh" text={t('fwd.refresh')} onClick={() => void rules.reload()} style={{ marginBottom: 8 }} data-testid="switch-refresh" />
      <LoadState loading={rules.loading} error={rules.error} empty={!rules.data} onRetry={() => void rules.reload()} testId="switching">
        {rules.data?.data.length ? (
          <HTMLTable compact striped style={{ width: '100%' }}>
            <thead>
              <tr>
                {['fwd.name', 'fwd.status', 'sw.target', 'sw.state', 'sw.queued', 'stats.delivered', 'sw.failedDropped', 'sw.lastError'].map((k) => (
                  <th key={k}>{t(k)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rules.data.data.map((r) => (
                <RuleRows key={r.id} r={r} canEdit={canEdit} onToggle={() => toggle(r)} />
              ))}
            </tbody>
          </HTMLTable>
        ) : (
          <NonIdealState icon="swap-horizontal" title={t('sw.empty')} />
        )}
      </LoadState>
    </section>
  );
}
