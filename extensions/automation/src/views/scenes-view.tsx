import { Button, ButtonGroup, Dialog, DialogBody } from '@blueprintjs/core';
import { HttpClient, Notifier, PagedTable, useHasAuth, usePagedList, useService, useT, type Page, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { newStep, stepFromWire, stepToWire } from '../editor/device-steps';
import { StepListDialog, type StepListDraft } from '../editor/step-list-dialog';
import { RunLogs } from './logs-view';

interface SceneRow {
  id: string;
  scenario_name: string;
  scenario_description: string;
}
/** Scene management: named device-action lists run now with "activate"; edit, delete, and each scene's runs. */
export function ScenesView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canAdd = useHasAuth('automation:scene:add');
  const canEdit = useHasAuth('automation:scene:edit');
  const canDelete = useHasAuth('automation:scene:del');
  const list = usePagedList<SceneRow>((q) => http.call<Page<SceneRow>>('/scenario/strategy/list', q), { perPage: 20 });
  const [editing, setEditing] = useState<StepListDraft | null>(null);
  const [logsOf, setLogsOf] = useState<string | null>(null);
  const edit = async (id: string) => {
    const s = await http.call<
      SceneRow & {
        scenario_actions: Array<{ action_type: string; device_id?: string; asset_id?: string; business_id?: string; device_model?: string; instruct?: string }>;
      }
    >('/scenario/strategy/detail', { id });
    setEditing({
      id,
      name: s.scenario_name,
      description: s.scenario_description,
      steps: s.scenario_actions.filter((a) => a.action_type === '1').map((a) => stepFromWire(a)),
    });
  };
  const activate = async (id: string) => notifier.success(await http.post('/scenario/strategy/activate', { id }).then((r) => r.message));
  const remove = async (r: SceneRow) => {
    if (await notifier.confirm(t('scenes.confirmDelete', { name: r.scenario_name })))
      await http.call('/scenario/strategy/delete', { id: r.id }).then(() => list.reload());
  };
  const columns: PagedColumn<SceneRow>[] = [
    { key: 'scenario_name', title: t('scenes.name') },
    { key: 'scenario_description', title: t('scenes.description') },
    {
      key: 'actions',
      title: t('linkage.actions'),
      render: (r) => (
        <ButtonGroup minimal>
          <Button small icon="play" text={t('scenes.activate')} onClick={() => void activate(r.id)} data-testid={`scene-activate-${r.id}`} />
          {canEdit && <Button small icon="edit" aria-label={t('linkage.edit')} onClick={() => void edit(r.id)} />}
          <Button small icon="history" aria-label={t('linkage.logs')} onClick={() => setLogsOf(r.id)} />
          {canDelete && <Button small icon="trash" intent="danger" aria-label={t('linkage.delete')} onClick={() => void remove(r)} />}
        </ButtonGroup>
      ),
    },
  ];
  return (
    <section aria-label={t('scenes.title')} data-testid="scenes-view">
      {canAdd && (
        <Button
          intent="primary"
          icon="add"
          text={t('scenes.add')}
          style={{ marginBottom: 8 }}
          data-testid="scene-add"
          onClick={() => setEditing({ name: '', description: '', steps: [newStep()] })}
        />
      )}
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="scene-table" />
      {editing && (
        <StepListDialog
          initial={editing}
          area="scenes"
          prefix="scene"
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.reload();
          }}
          save={(d, catalog) =>
            http.call(d.id ? '/scenario/strategy/edit' : '/scenario/strategy/add', {
              ...(d.id ? { id: d.id } : {}),
              scenario_name: d.name,
              scenario_description: d.description,
              scenario_actions: d.steps.map((st) => ({ action_type: '1', ...stepToWire(st, catalog) })),
            })
          }
        />
      )}
      <Dialog isOpen={Boolean(logsOf)} onClose={() => setLogsOf(null)} title={t('logs.title')} style={{ width: 900 }}>
        <DialogBody>{logsOf && <RunLogs kind="scenario" ownerId={logsOf} />}</DialogBody>
      </Dialog>
    </section>
  );
}
