import { Button, ButtonGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { FormDialog, HttpClient, Notifier, PagedTable, useHasAuth, usePagedList, useService, useSubmit, useT, type Page, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import type { DeviceActionValue } from '../editor/device-action-fields';
import { DeviceSteps, newStep, stepFromWire, stepToWire } from '../editor/device-steps';
import { usePlaceCatalog } from '../editor/place-catalog';

interface ControlRow { id: string; strategy_name: string; strategy_description: string; actions: Array<Parameters<typeof stepFromWire>[0]> }
interface ControlDraft { id?: string; strategy_name: string; strategy_description: string; steps: DeviceActionValue[] }

function ControlDialog({ initial, onClose, onSaved }: { initial: ControlDraft; onClose(): void; onSaved(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const catalog = usePlaceCatalog();
  const [d, setD] = useState(initial);
  const submit = useSubmit();
  const save = async () => {
    const body = { ...(d.id ? { id: d.id } : {}), strategy_name: d.strategy_name, strategy_description: d.strategy_description, actions: d.steps.map((s) => stepToWire(s, catalog)) };
    if (await submit.run(() => http.call(d.id ? '/v1/control/strategy/edit' : '/v1/control/strategy/add', body))) onSaved();
  };
  return (
    <FormDialog isOpen width={1000} title={t(d.id ? 'control.edit' : 'control.add')} saving={submit.saving} onClose={onClose} onSubmit={() => void save()} testId="control-editor">
      <FormGroup label={t('control.name')} labelFor="control-name"><InputGroup id="control-name" value={d.strategy_name} onChange={(e) => setD({ ...d, strategy_name: e.currentTarget.value })} /></FormGroup>
      <FormGroup label={t('control.description')} labelFor="control-description"><InputGroup id="control-description" value={d.strategy_description} onChange={(e) => setD({ ...d, strategy_description: e.currentTarget.value })} /></FormGroup>
      <DeviceSteps steps={d.steps} catalog={catalog} onChange={(steps) => setD({ ...d, steps })} testId="control-step" />
    </FormDialog>
  );
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
  const [editing, setEditing] = useState<ControlDraft | null>(null);
  const remove = async (r: ControlRow) => {
    if (await notifier.confirm(t('control.confirmDelete', { name: r.strategy_name }))) await http.call('/v1/control/strategy/delete', { id: r.id }).then(() => list.reload());
  };
  const columns: PagedColumn<ControlRow>[] = [
    { key: 'strategy_name', title: t('control.name') },
    { key: 'strategy_description', title: t('control.description') },
    { key: 'steps', title: t('control.steps'), render: (r) => r.actions.length },
    { key: 'actions', title: t('linkage.actions'), render: (r) => (
      <ButtonGroup minimal>
        {canEdit && <Button small icon="edit" aria-label={t('linkage.edit')}
          onClick={() => setEditing({ id: r.id, strategy_name: r.strategy_name, strategy_description: r.strategy_description, steps: r.actions.map((a) => stepFromWire(a)) })} />}
        {canDelete && <Button small icon="trash" intent="danger" aria-label={t('linkage.delete')} onClick={() => void remove(r)} />}
      </ButtonGroup>
    ) },
  ];
  return (
    <section aria-label={t('control.title')} data-testid="control-strategy-view">
      {canAdd && <Button intent="primary" icon="add" text={t('control.add')} style={{ marginBottom: 8 }} data-testid="control-add"
        onClick={() => setEditing({ strategy_name: '', strategy_description: '', steps: [newStep()] })} />}
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="control-table" />
      {editing && <ControlDialog initial={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void list.reload(); }} />}
    </section>
  );
}
