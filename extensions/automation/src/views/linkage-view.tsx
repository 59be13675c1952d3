import { Button, ButtonGroup, Switch } from '@blueprintjs/core';
import {
  formatDateTime,
  HttpClient,
  ListToolbar,
  Notifier,
  PagedTable,
  RouteService,
  useHasAuth,
  usePagedList,
  useService,
  useT,
  type Page,
  type PagedColumn,
  type ViewProps,
} from '@tessera/sdk';
import { useState } from 'react';
import { AutomationEditor } from '../editor/automation-editor';
import { fromWire, type AutomationDraft, type WireAutomation } from '../editor/model';

interface AutomationRow {
  id: string;
  automation_name: string;
  automation_described: string;
  priority: number;
  enabled: string;
  created_at: number;
}

/** Scene linkage: the automations, switched on and off in place; add, edit, copy, delete, and their logs. */
export function LinkageView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const routes = useService<RouteService>(RouteService);
  const canAdd = useHasAuth('automation:linkage:add');
  const canEdit = useHasAuth('automation:linkage:edit');
  const canDelete = useHasAuth('automation:linkage:del');
  const list = usePagedList<AutomationRow>((q) => http.call<Page<AutomationRow>>('/v1/automation/list', q), { perPage: 20 });
  const [editing, setEditing] = useState<AutomationDraft | 'new' | null>(null);
  const act = async (url: string, body: unknown) => {
    await http.call(url, body);
    await list.reload();
  };
  const edit = async (id: string) => setEditing(fromWire(await http.call<WireAutomation>('/v1/automation/detail', { id })));
  const remove = async (r: AutomationRow) => {
    if (await notifier.confirm(t('linkage.confirmDelete', { name: r.automation_name }))) await act('/v1/automation/delete', { id: r.id });
  };
  const columns: PagedColumn<AutomationRow>[] = [
    { key: 'automation_name', title: t('linkage.name') },
    { key: 'automation_described', title: t('linkage.description') },
    { key: 'priority', title: t('linkage.priority') },
    {
      key: 'enabled',
      title: t('linkage.enabled'),
      render: (r) => (
        <Switch
          checked={r.enabled === '1'}
          disabled={!canEdit}
          aria-label={t('linkage.enabled')}
          onChange={(e) => void act('/v1/automation/enabled', { id: r.id, enabled: e.currentTarget.checked ? '1' : '0' })}
          data-testid={`automation-enabled-${r.id}`}
        />
      ),
    },
    { key: 'created_at', title: t('linkage.created'), render: (r) => formatDateTime(r.created_at) },
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
              title={t('linkage.edit')}
              onClick={() => void edit(r.id)}
              data-testid={`automation-edit-${r.id}`}
            />
          )}
          {canAdd && (
            <Button
              small
              icon="duplicate"
              aria-label={t('linkage.copy')}
              title={t('linkage.copy')}
              onClick={() => void act('/v1/automation/copy', { id: r.id })}
            />
          )}
          <Button
            small
            icon="history"
            aria-label={t('linkage.logs')}
            title={t('linkage.logs')}
            onClick={() => void routes.navigate({ name: 'automationLogs', query: { automation_id: r.id } })}
            data-testid={`automation-logs-${r.id}`}
          />
          {canDelete && (
            <Button small icon="trash" intent="danger" aria-label={t('linkage.delete')} title={t('linkage.delete')} onClick={() => void remove(r)} />
          )}
        </ButtonGroup>
      ),
    },
  ];
  return (
    <section aria-label={t('linkage.title')} data-testid="linkage-view">
      <ListToolbar
        testId="linkage"
        placeholder={t('linkage.search')}
        onSearch={(automation_name) => list.setFilters({ automation_name })}
        actions={
          canAdd ? <Button intent="primary" icon="add" text={t('linkage.add')} onClick={() => setEditing('new')} data-testid="automation-add" /> : undefined
        }
      />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="automation-table" />
      {editing && (
        <AutomationEditor
          initial={editing === 'new' ? undefined : editing}
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
