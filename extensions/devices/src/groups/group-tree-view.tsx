import { Button, ButtonGroup, HTMLTable, Icon } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, RouteService, useHasAuth, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useMemo, useState } from 'react';
import { devicesApi, type GroupRow } from '../api/devices-api';
import { ProjectSelect } from '../common/project-select';
import { GroupFormDialog } from './group-form-dialog';
import { buildGroupTree, flattenGroups } from './group-tree';

interface DialogState {
  open: boolean;
  group?: GroupRow;
  parentId?: string;
}

/**
 * The groups of a project as a tree (the spec's device group: name, parent, project). A group with sub-groups or
 * devices cannot be deleted (the spec's validation rules); the server refuses and its message is shown as it came.
 */
export function GroupTreeView({ query }: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const routes = useService<RouteService>(RouteService);
  const can = { add: useHasAuth('device:group:add'), edit: useHasAuth('device:group:edit'), del: useHasAuth('device:group:del') };
  const [businessId, setBusinessId] = useState(query.business_id ?? '');
  const groups = useLoad(() => (businessId ? devicesApi.groups(http, businessId) : Promise.resolve([])), [http, businessId]);
  const rows = useMemo(() => flattenGroups(buildGroupTree(groups.data ?? [])), [groups.data]);
  const [dialog, setDialog] = useState<DialogState>({ open: false });

  const remove = async (g: GroupRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await devicesApi.removeGroup(http, g.id);
      notifier.success(t('common.deleteSuccess'));
      await groups.reload();
    } catch {
      /* e.g. 请先删除下一级: the http client showed the server's message */
    }
  };

  return (
    <section aria-label={t('groups.title')} data-testid="groups-view">
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <ProjectSelect value={businessId} onChange={setBusinessId} testId="groups-project" />
        <span style={{ flex: 1 }} />
        {can.add && businessId && (
          <Button intent="primary" icon="add" text={t('groups.addRoot')} data-testid="groups-add" onClick={() => setDialog({ open: true, parentId: '0' })} />
        )}
      </div>
      <LoadState loading={groups.loading} error={groups.error} empty={rows.length === 0} onRetry={() => void groups.reload()} testId="groups">
        <HTMLTable striped style={{ width: '100%' }} data-testid="groups-table">
          <thead>
            <tr>
              <th>{t('groups.name')}</th>
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((g) => (
              <tr key={g.id} data-testid="groups-row">
                <td style={{ paddingLeft: 12 + g.depth * 24 }}>
                  <Icon icon={g.children.length ? 'folder-open' : 'folder-close'} /> {g.name}
                </td>
                <td>
                  <ButtonGroup variant="minimal">
                    <Button
                      icon="cube"
                      text={t('projects.devices')}
                      data-testid={`group-devices-${g.id}`}
                      onClick={() => void routes.navigate({ name: 'deviceList', query: { business_id: businessId, asset_id: g.id } })}
                    />
                    {can.add && (
                      <Button
                        icon="add"
                        text={t('groups.addChild')}
                        data-testid={`group-add-child-${g.id}`}
                        onClick={() => setDialog({ open: true, parentId: g.id })}
                      />
                    )}
                    {can.edit && (
                      <Button icon="edit" text={t('common.edit')} data-testid={`group-edit-${g.id}`} onClick={() => setDialog({ open: true, group: g })} />
                    )}
                    {can.del && (
                      <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`group-delete-${g.id}`} onClick={() => void remove(g)} />
                    )}
                  </ButtonGroup>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadState>
      <GroupFormDialog
        isOpen={dialog.open}
        businessId={businessId}
        groups={groups.data ?? []}
        group={dialog.group}
        parentId={dialog.parentId}
        onClose={() => setDialog({ open: false })}
        onSaved={() => {
          setDialog({ open: false });
          void groups.reload();
        }}
      />
    </section>
  );
}
