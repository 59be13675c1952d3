import { Button, ButtonGroup } from '@blueprintjs/core';
import { HttpClient, Notifier, PagedTable, useHasAuth, usePagedList, useService, useT, type Page, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { newStep, stepFromWire, stepToWire } from '../editor/device-steps';
import { StepListDialog, type StepListDraft } from '../editor/step-list-dialog';

interface ControlRow {
  id: string;
  strategy_name: string;
  strategy_description: string;
  actions: Array<Parameters<typeof stepFromWire>[0]>;
}
/** Control strategies: reusable device-action lists an automation runs as one action. */
export function ControlStrategyView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canAdd = useHasAuth('automation:control:add');
  const canEdit = useHasAuth('automation:control:edit');
  const canDelete = useHasAuth('automation:control:del');
  const list = usePagedList<ControlRow>((q) => http.call<Page<ControlRow>>('/v1/control/strategy/list', q), { perPage: 20 });
  const [editing, setEditing] = useState<StepListDraft | null>(null);
  const remove = async (r: ControlRow) => {
    if (await notifier.confirm(t('control.confirmDelete', { name: r.strategy_name })))
      await http.call('/v1/control/strategy/delete', { id: r.id }).then(() => list.reload());
  };
  const columns: PagedColumn<ControlRow>[] = [
    { key: 'strategy_name', title: t('control.name') },
    { key: 'strategy_description', title: t('control.description') },
    { key: 'steps', title: t('control.steps'), render: (r) => r.actions.length },
    {
      key: 'actions',
      title: t('linkage.actions'),
      render: (r) => (
        <ButtonGroup minimal>
          {canEdit && (
            <Button
              small
              icon="edit"
              aria-label={t('linkage.edit')}
              onClick={() => setEditing({ id: r.id, name: r.strategy_name, description: r.strategy_description, steps: r.actions.map((a) => stepFromWire(a)) })}
            />
          )}
          {canDelete && <Button small icon="trash" intent="danger" aria-label={t('linkage.delete')} onClick={() => void remove(r)} />}
        </ButtonGroup>
      ),
    },
  ];
  return (
    <section aria-label={t('control.title')} data-testid="control-strategy-view">
      {canAdd && (
        <Button
          intent="primary"
          icon="add"
          text={t('control.add')}
          style={{ marginBottom: 8 }}
          data-testid="control-add"
          onClick={() => setEditing({ name: '', description: '', steps: [newStep()] })}
        />
      )}
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="control-table" />
      {editing && (
        <StepListDialog
          initial={editing}
          area="control"
          prefix="control"
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.reload();
          }}
          save={(d, catalog) =>
            http.call(d.id ? '/v1/control/strategy/edit' : '/v1/control/strategy/add', {
              ...(d.id ? { id: d.id } : {}),
              strategy_name: d.name,
              strategy_description: d.description,
              actions: d.steps.map((st) => stepToWire(st, catalog)),
            })
          }
        />
      )}
    </section>
  );
}
