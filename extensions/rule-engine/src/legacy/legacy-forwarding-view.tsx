import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import { HttpClient, Notifier, PagedTable, useHasAuth, usePagedList, useService, useT, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { forwardingApi, type Rule } from '../api/forwarding-api';
import { RuleDialog } from '../forwarding/rule-dialog';
import { draftOf, emptyDraft, type RuleDraft } from '../forwarding/rule-model';

/**
 * Forwarding rules in the older layout: one flat row per rule with its data source, parsing script, the MQTT
 * target's fields (host, port, client id, username, topic) or the push URL, and the status with start and pause.
 * The same rules as the new page, through the spec's `/gg_data/transpond/*` routes.
 */
export function LegacyForwardingView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canAdd = useHasAuth('rule:forwarding:add');
  const canEdit = useHasAuth('rule:forwarding:edit');
  const canDelete = useHasAuth('rule:forwarding:del');
  const list = usePagedList<Rule>((q) => forwardingApi.list(http, q, true), { perPage: 20 });
  const [editing, setEditing] = useState<RuleDraft | null>(null);
  const remove = async (r: Rule) => {
    if (await notifier.confirm(t('fwd.confirmDelete', { name: r.name }))) await forwardingApi.remove(http, r.id, true).then(() => list.reload());
  };
  const m = (r: Rule) => r.target_info.mqtt;
  const source = (r: Rule) => r.device_info.map((d) => `${t(`messageType.${d.message_type}`)}`).join(', ') || '—';
  const columns: PagedColumn<Rule>[] = [
    { key: 'name', title: t('fwd.name') },
    { key: 'desc', title: t('fwd.desc') },
    { key: 'source', title: t('legacy.source'), render: (r) => t('legacy.sourceN', { n: r.device_info.length, types: source(r) }) },
    { key: 'script', title: t('legacy.script'), render: (r) => <Tag minimal>{t(r.script ? 'legacy.yes' : 'legacy.no')}</Tag> },
    { key: 'host', title: t('form.host'), render: (r) => m(r)?.host ?? '' },
    { key: 'port', title: t('form.port'), render: (r) => m(r)?.port ?? '' },
    { key: 'client', title: t('form.clientId'), render: (r) => m(r)?.client_id ?? '' },
    { key: 'username', title: t('form.username'), render: (r) => m(r)?.username ?? '' },
    { key: 'topic', title: t('form.topic'), render: (r) => m(r)?.topic ?? '' },
    { key: 'url', title: t('legacy.pushUrl'), render: (r) => r.target_info.url },
    {
      key: 'status',
      title: t('fwd.status'),
      render: (r) => <Tag intent={r.status === 1 ? 'success' : 'none'}>{t(r.status === 1 ? 'status.started' : 'status.paused')}</Tag>,
    },
    {
      key: 'actions',
      title: t('fwd.actions'),
      render: (r) => (
        <ButtonGroup minimal>
          {canEdit && (
            <Button
              small
              text={t(r.status === 1 ? 'legacy.pause' : 'legacy.start')}
              data-testid={`legacy-switch-${r.name}`}
              onClick={() => void forwardingApi.setSwitch(http, r.id, r.status !== 1).then(() => list.reload())}
            />
          )}
          {canEdit && (
            <Button small icon="edit" aria-label={t('fwd.edit')} onClick={() => void forwardingApi.detail(http, r.id).then((x) => setEditing(draftOf(x)))} />
          )}
          {canDelete && (
            <Button small icon="trash" intent="danger" aria-label={t('fwd.delete')} data-testid={`legacy-delete-${r.name}`} onClick={() => void remove(r)} />
          )}
        </ButtonGroup>
      ),
    },
  ];
  return (
    <section aria-label={t('legacy.title')} data-testid="legacy-forwarding-view">
      {canAdd && (
        <Button intent="primary" icon="add" text={t('fwd.add')} style={{ marginBottom: 8 }} onClick={() => setEditing(emptyDraft())} data-testid="legacy-add" />
      )}
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="legacy-table" />
      {editing && (
        <RuleDialog
          initial={editing}
          legacy
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.reload();
          }}
        />
      )}
    </section>
  );
}
