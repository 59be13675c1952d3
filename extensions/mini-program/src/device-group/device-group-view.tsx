import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, SitePicker, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { miniApi, type ShownGroup } from '../api/mini-program-api';
import { GroupAddForm } from './group-add-form';
import { GroupRow } from './group-row';

/** Which groups of the site's project tree the mini-program shows, under which name, in which order. */
export function DeviceGroupView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [siteId, setSiteId] = useState('');
  const shown = useLoad(() => (siteId ? miniApi.groups(http, siteId) : Promise.resolve([] as ShownGroup[])), [siteId]);
  const candidates = useLoad(() => (siteId ? miniApi.candidates(http, siteId) : Promise.resolve([])), [siteId]);
  const rows = shown.data ?? [];

  const move = async (g: ShownGroup, by: -1 | 1) => {
    const i = rows.indexOf(g);
    const other = rows[i + by];
    if (!other) return;
    try {
      // Positions are rewritten in steps of 10 so that the two rows simply swap.
      await Promise.all(rows.map((r, j) => miniApi.editGroup(http, { id: r.id, sort: 10 * (r === g ? i + by : r === other ? i : j) })));
      await shown.reload();
    } catch {
      /* shown by the http client */
    }
  };
  const remove = async (g: ShownGroup) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await miniApi.removeGroup(http, g.id);
      notifier.success(t('common.deleteSuccess'));
      await shown.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const free = (candidates.data ?? []).filter((c) => !rows.some((r) => r.asset_id === c.id));
  return (
    <section aria-label={t('group.title')} data-testid="mini-group-view">
      <div style={{ marginBottom: 12 }}>
        <SitePicker testId="mini-site" value={siteId} onChange={setSiteId} />
      </div>
      {siteId && !candidates.loading && !candidates.data?.length && <NonIdealState icon="folder-close" description={t('group.noProjects')} />}
      {siteId && free.length > 0 && <GroupAddForm siteId={siteId} candidates={free} nextSort={10 * rows.length} onAdded={() => void shown.reload()} />}
      <LoadState loading={shown.loading} error={shown.error} onRetry={() => void shown.reload()} empty={!rows.length} testId="group-state">
        <HTMLTable striped style={{ width: '100%' }} data-testid="group-table">
          <thead>
            <tr>
              <th>{t('group.order')}</th>
              <th>{t('group.displayName')}</th>
              <th>{t('group.group')}</th>
              <th>{t('group.devices')}</th>
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((g, i) => (
              <GroupRow
                key={g.id}
                group={g}
                first={i === 0}
                last={i === rows.length - 1}
                onMove={(by) => void move(g, by)}
                onDelete={() => void remove(g)}
                onRenamed={() => void shown.reload()}
              />
            ))}
          </tbody>
        </HTMLTable>
      </LoadState>
    </section>
  );
}
