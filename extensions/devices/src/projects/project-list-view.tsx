import { Button, ButtonGroup } from '@blueprintjs/core';
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
  type PagedColumn,
  type ViewProps,
} from '@tessera/sdk';
import { useState } from 'react';
import { devicesApi, type ProjectRow } from '../api/devices-api';
import { ProjectFormDialog } from './project-form-dialog';

/** Device access (the spec's screens): the projects of the tenant, each leading to its groups and devices. */
export function ProjectListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const routes = useService<RouteService>(RouteService);
  const can = { add: useHasAuth('device:project:add'), edit: useHasAuth('device:project:edit'), del: useHasAuth('device:project:del') };
  const list = usePagedList<ProjectRow>((q) => devicesApi.projects(http, q));
  const [dialog, setDialog] = useState<{ open: boolean; project?: ProjectRow }>({ open: false });

  const remove = async (p: ProjectRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await devicesApi.removeProject(http, p.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* the http client showed the server's message */
    }
  };

  const columns: PagedColumn<ProjectRow>[] = [
    { key: 'name', title: t('projects.name') },
    { key: 'created_at', title: t('projects.createdAt'), render: (p) => formatDateTime(p.created_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (p) => (
        <ButtonGroup variant="minimal">
          <Button
            icon="folder-close"
            text={t('projects.groups')}
            data-testid={`project-groups-${p.id}`}
            onClick={() => void routes.navigate({ name: 'deviceGroups', query: { business_id: p.id } })}
          />
          <Button
            icon="cube"
            text={t('projects.devices')}
            data-testid={`project-devices-${p.id}`}
            onClick={() => void routes.navigate({ name: 'deviceList', query: { business_id: p.id } })}
          />
          {can.edit && (
            <Button icon="edit" text={t('common.edit')} data-testid={`project-edit-${p.id}`} onClick={() => setDialog({ open: true, project: p })} />
          )}
          {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`project-delete-${p.id}`} onClick={() => void remove(p)} />}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('projects.title')} data-testid="projects-view">
      <ListToolbar
        testId="projects"
        placeholder={t('projects.searchPlaceholder')}
        onSearch={(name) => list.setFilters({ name })}
        actions={can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="projects-add" onClick={() => setDialog({ open: true })} />}
      />
      <PagedTable list={list} columns={columns} rowKey={(p) => p.id} testId="projects-table" />
      <ProjectFormDialog
        isOpen={dialog.open}
        project={dialog.project}
        onClose={() => setDialog({ open: false })}
        onSaved={() => {
          setDialog({ open: false });
          void list.reload();
        }}
      />
    </section>
  );
}
