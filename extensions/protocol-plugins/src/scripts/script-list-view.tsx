import { Button, ButtonGroup } from '@blueprintjs/core';
import { formatDateTime, HttpClient, Notifier, PagedTable, useHasAuth, usePagedList, useService, useT, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { protocolApi, type ScriptRow } from '../api/protocol-plugins-api';
import { BindDevicesDialog } from './bind-devices-dialog';
import { ScriptFormDialog } from './script-form-dialog';

/** Protocol scripts of the tenant: uplink and downlink per device plugin, their run counts, binding and trial runs. */
export function ScriptListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('protocol:script:add'), edit: useHasAuth('protocol:script:edit'), del: useHasAuth('protocol:script:del') };
  const list = usePagedList<ScriptRow>((q) => protocolApi.scripts(http, q));
  const [dialog, setDialog] = useState<{ open: boolean; script?: ScriptRow }>({ open: false });
  const [binding, setBinding] = useState<ScriptRow | null>(null);

  const remove = async (s: ScriptRow) => {
    if (!(await notifier.confirm(t('scripts.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await protocolApi.removeScript(http, s.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const stats = (s: ScriptRow) => t('scripts.statsText', { calls: s.run_stats?.calls ?? 0, errors: s.run_stats?.errors ?? 0 });
  const columns: PagedColumn<ScriptRow>[] = [
    { key: 'script_name', title: t('scripts.name') },
    { key: 'company', title: t('scripts.company') },
    { key: 'product_name', title: t('scripts.product') },
    { key: 'run_stats', title: t('scripts.stats'), render: (s) => <span title={s.run_stats?.last_error || undefined}>{stats(s)}</span> },
    { key: 'created_at', title: t('scripts.createdAt'), render: (s) => formatDateTime(s.created_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (s) => (
        <ButtonGroup variant="minimal">
          {can.edit && (
            <Button icon="edit" text={t('common.edit')} data-testid={`script-edit-${s.script_name}`} onClick={() => setDialog({ open: true, script: s })} />
          )}
          {can.edit && <Button icon="link" text={t('scripts.bind')} data-testid={`script-devices-${s.script_name}`} onClick={() => setBinding(s)} />}
          {can.del && (
            <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`script-delete-${s.script_name}`} onClick={() => void remove(s)} />
          )}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('scripts.title')} data-testid="protocol-scripts-view">
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        {can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="scripts-add" onClick={() => setDialog({ open: true })} />}
      </div>
      <PagedTable list={list} columns={columns} rowKey={(s) => s.id} testId="scripts-table" />
      <ScriptFormDialog
        isOpen={dialog.open}
        script={dialog.script}
        onClose={() => setDialog({ open: false })}
        onSaved={() => {
          setDialog({ open: false });
          void list.reload();
        }}
      />
      <BindDevicesDialog script={binding} onClose={() => setBinding(null)} />
    </section>
  );
}
