import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import {
  formatDateTime,
  HttpClient,
  ListToolbar,
  Notifier,
  PagedTable,
  useHasAuth,
  usePagedList,
  useService,
  useT,
  type PagedColumn,
  type ViewProps,
} from '@tessera/sdk';
import { useState } from 'react';
import { productsApi, type TaskRow } from '../api/products-api';
import { TaskDevicesPanel } from './task-devices-panel';
import { TaskFormDialog } from './task-form-dialog';

/** The upgrade tasks of one firmware package; choosing a task shows its devices live below the list. */
export function UpgradeTasksView({ query }: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('product:ota:add'), del: useHasAuth('product:ota:del') };
  const otaId = query.ota_id ?? '';
  const list = usePagedList<TaskRow>((q) => productsApi.tasks(http, q), { filters: { ota_id: otaId } });
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);

  const remove = async (task: TaskRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await productsApi.removeTask(http, task.id);
      notifier.success(t('common.deleteSuccess'));
      if (selected === task.id) setSelected(null);
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const columns: PagedColumn<TaskRow>[] = [
    { key: 'task_name', title: t('tasks.name') },
    {
      key: 'task_status',
      title: t('tasks.taskStatus'),
      render: (r) => (
        <Tag minimal intent={r.task_status === '1' ? 'primary' : r.task_status === '2' ? 'success' : 'none'}>
          {t(`taskStatus.${r.task_status}`)}
        </Tag>
      ),
    },
    { key: 'device_count', title: t('tasks.deviceCount') },
    {
      key: 'upgrade_time_type',
      title: t('tasks.when'),
      render: (r) =>
        r.upgrade_time_type === '1' ? `${t('tasks.scheduled')} ${r.start_time ? formatDateTime(Date.parse(r.start_time) / 1000) : ''}` : t('tasks.now'),
    },
    { key: 'created_at', title: t('tasks.createdAt'), render: (r) => formatDateTime(r.created_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (r) => (
        <ButtonGroup variant="minimal">
          <Button
            icon="eye-open"
            intent={selected === r.id ? 'primary' : 'none'}
            text={t('tasks.devicesButton')}
            data-testid={`task-open-${r.task_name}`}
            onClick={() => setSelected(r.id)}
          />
          {can.del && (
            <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`task-delete-${r.task_name}`} onClick={() => void remove(r)} />
          )}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('tasks.title')} data-testid="tasks-view">
      <ListToolbar
        testId="tasks"
        placeholder={t('tasks.name')}
        onSearch={(task_name) => list.setFilters({ ota_id: otaId, task_name })}
        actions={can.add && otaId && <Button intent="primary" icon="add" text={t('common.add')} data-testid="tasks-add" onClick={() => setOpen(true)} />}
      />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="tasks-table" />
      {selected && <TaskDevicesPanel taskId={selected} />}
      <TaskFormDialog
        isOpen={open}
        otaId={otaId}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void list.reload();
        }}
      />
    </section>
  );
}
