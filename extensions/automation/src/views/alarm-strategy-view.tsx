import { Button, ButtonGroup, ControlGroup, Tag } from '@blueprintjs/core';
import {
  FormDialog,
  HttpClient,
  Notifier,
  PagedTable,
  useHasAuth,
  usePagedList,
  useService,
  useSubmit,
  useT,
  type Page,
  type PagedColumn,
  type ViewProps,
} from '@tessera/sdk';
import { useState } from 'react';
import { AlarmFields } from '../editor/alarm-fields';
import { newStrategy, type StrategyDraft } from '../editor/model';

type StrategyRow = StrategyDraft & { id: string };

function StrategyDialog({ initial, onClose, onSaved }: { initial: StrategyDraft; onClose(): void; onSaved(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const [d, setD] = useState(initial);
  const submit = useSubmit();
  const save = async () => {
    if (await submit.run(() => http.call(d.id ? '/v1/warning/strategy/edit' : '/v1/warning/strategy/add', d))) onSaved();
  };
  return (
    <FormDialog
      isOpen
      width={900}
      title={t(d.id ? 'alarm.edit' : 'alarm.add')}
      saving={submit.saving}
      onClose={onClose}
      onSubmit={() => void save()}
      testId="strategy-editor"
    >
      <ControlGroup fill={false} style={{ flexWrap: 'wrap', gap: 4 }}>
        <AlarmFields value={d} onChange={(p) => setD({ ...d, ...p })} testId="strategy" />
      </ControlGroup>
    </FormDialog>
  );
}

/** Alarm strategies: saved, reusable alarms (level, counts, notice group) that automations raise. */
export function AlarmStrategyView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canAdd = useHasAuth('automation:alarm:add');
  const canEdit = useHasAuth('automation:alarm:edit');
  const canDelete = useHasAuth('automation:alarm:del');
  const list = usePagedList<StrategyRow>((q) => http.call<Page<StrategyRow>>('/v1/warning/strategy/list', q), { perPage: 20 });
  const [editing, setEditing] = useState<StrategyDraft | null>(null);
  const remove = async (r: StrategyRow) => {
    if (await notifier.confirm(t('alarm.confirmDelete', { name: r.warning_strategy_name })))
      await http.call('/v1/warning/strategy/delete', { id: r.id }).then(() => list.reload());
  };
  const columns: PagedColumn<StrategyRow>[] = [
    { key: 'warning_strategy_name', title: t('alarm.name') },
    { key: 'warning_level', title: t('alarm.level'), render: (r) => <Tag minimal>{t(`level.${r.warning_level}`)}</Tag> },
    { key: 'trigger_count', title: t('alarm.triggerCount') },
    { key: 'repeat_count', title: t('alarm.repeatCount') },
    { key: 'warning_description', title: t('alarm.description') },
    {
      key: 'actions',
      title: t('linkage.actions'),
      render: (r) => (
        <ButtonGroup minimal>
          {canEdit && <Button small icon="edit" aria-label={t('linkage.edit')} onClick={() => setEditing(r)} />}
          {canDelete && <Button small icon="trash" intent="danger" aria-label={t('linkage.delete')} onClick={() => void remove(r)} />}
        </ButtonGroup>
      ),
    },
  ];
  return (
    <section aria-label={t('alarm.title')} data-testid="alarm-strategy-view">
      {canAdd && (
        <Button
          intent="primary"
          icon="add"
          text={t('alarm.add')}
          style={{ marginBottom: 8 }}
          onClick={() => setEditing(newStrategy())}
          data-testid="strategy-add"
        />
      )}
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="strategy-table" />
      {editing && (
        <StrategyDialog
          initial={editing}
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
