import { Button, ButtonGroup, Switch } from '@blueprintjs/core';
import { HttpClient, Notifier, PagedTable, useHasAuth, usePagedList, useService, useT, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { forwardingApi, type Rule, type TestAnswer } from '../api/forwarding-api';
import { RuleDialog } from './rule-dialog';
import { draftOf, emptyDraft, type RuleDraft } from './rule-model';
import { StatsCell } from './stats-cell';
import { TestAnswerDialog } from './test-answer-dialog';

export const targetsText = (r: Rule) =>
  [r.target_info.url, r.target_info.mqtt && `mqtt://${r.target_info.mqtt.host}:${r.target_info.mqtt.port}/${r.target_info.mqtt.topic}`]
    .filter(Boolean)
    .join(' · ');

/** Forwarding rules (new layout): sources, targets, start/pause, delivery counters, test, edit, delete. */
export function ForwardingView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canAdd = useHasAuth('rule:forwarding:add');
  const canEdit = useHasAuth('rule:forwarding:edit');
  const canDelete = useHasAuth('rule:forwarding:del');
  const list = usePagedList<Rule>((q) => forwardingApi.list(http, q), { perPage: 20 });
  const [editing, setEditing] = useState<RuleDraft | null>(null);
  const [answer, setAnswer] = useState<TestAnswer | null>(null);
  const edit = async (r: Rule) => setEditing(draftOf(await forwardingApi.detail(http, r.id)));
  const remove = async (r: Rule) => {
    if (await notifier.confirm(t('fwd.confirmDelete', { name: r.name }))) await forwardingApi.remove(http, r.id).then(() => list.reload());
  };
  const toggle = async (r: Rule) => forwardingApi.setSwitch(http, r.id, r.status !== 1).then(() => list.reload());
  const columns: PagedColumn<Rule>[] = [
    { key: 'name', title: t('fwd.name') },
    { key: 'desc', title: t('fwd.desc') },
    { key: 'targets', title: t('fwd.targets'), render: (r) => <code style={{ fontSize: 12 }}>{targetsText(r)}</code> },
    { key: 'sources', title: t('fwd.sources'), render: (r) => r.device_info.length },
    { key: 'stats', title: t('fwd.stats'), render: (r) => <StatsCell stats={r.stats} testId={`rule-stats-${r.name}`} /> },
    {
      key: 'status',
      title: t('fwd.status'),
      render: (r) => (
        <Switch
          checked={r.status === 1}
          disabled={!canEdit}
          label={t(r.status === 1 ? 'status.started' : 'status.paused')}
          onChange={() => void toggle(r)}
          data-testid={`rule-switch-${r.name}`}
        />
      ),
    },
    {
      key: 'actions',
      title: t('fwd.actions'),
      render: (r) => (
        <ButtonGroup minimal>
          {canEdit && (
            <Button
              small
              icon="send-message"
              aria-label={t('fwd.test')}
              title={t('fwd.test')}
              onClick={() => void forwardingApi.test(http, r.id).then(setAnswer)}
              data-testid={`rule-test-${r.name}`}
            />
          )}
          {canEdit && <Button small icon="edit" aria-label={t('fwd.edit')} onClick={() => void edit(r)} data-testid={`rule-edit-${r.name}`} />}
          {canDelete && (
            <Button small icon="trash" intent="danger" aria-label={t('fwd.delete')} onClick={() => void remove(r)} data-testid={`rule-delete-${r.name}`} />
          )}
        </ButtonGroup>
      ),
    },
  ];
  return (
    <section aria-label={t('fwd.title')} data-testid="forwarding-view">
      <ButtonGroup style={{ marginBottom: 8, gap: 8 }}>
        {canAdd && <Button intent="primary" icon="add" text={t('fwd.add')} onClick={() => setEditing(emptyDraft())} data-testid="rule-add" />}
        <Button icon="refresh" text={t('fwd.refresh')} onClick={() => void list.reload()} data-testid="rule-refresh" />
      </ButtonGroup>
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="rule-table" />
      {editing && (
        <RuleDialog
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.reload();
          }}
        />
      )}
      {answer && <TestAnswerDialog answer={answer} onClose={() => setAnswer(null)} />}
    </section>
  );
}
