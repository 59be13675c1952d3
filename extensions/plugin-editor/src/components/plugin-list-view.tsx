import { Button, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { HttpClient, Notifier, ResponseCode, useHasAuth, useService, type ViewProps } from '@tessera/sdk';
import { useCallback, useEffect, useState } from 'react';
import { PluginApi, type PluginRow } from '../api/plugin-api';
import { useEditorT } from '../i18n';
import { PluginTable } from './plugin-table';
import { PluginWizardDialog } from './plugin-wizard-dialog';

const PER_PAGE = 10;

interface WizardState {
  row?: PluginRow;
}

/** Application management → device editor: the tenant's plugins, with add/edit/delete opening the wizard. */
export function PluginListView(_props: ViewProps) {
  const t = useEditorT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [api] = useState(() => new PluginApi(http));
  const canAdd = useHasAuth('plugin:add');
  const canEdit = useHasAuth('plugin:edit');
  const canDel = useHasAuth('plugin:del');
  const [rows, setRows] = useState<PluginRow[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [loading, setLoading] = useState(false);
  const [wizard, setWizard] = useState<WizardState | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await api.list({ current_page: page, per_page: PER_PAGE, ...(name.trim() ? { model_name: name.trim() } : {}) });
      setRows(res?.data ?? []);
      setTotal(res?.total ?? 0);
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, [api, page, name]);

  useEffect(() => {
    void load();
  }, [load]);

  const edit = async (row: PluginRow) => {
    try {
      setWizard({ row: await api.getMap(row.id) });
    } catch {
      setWizard({ row });
    }
  };
  const remove = async (row: PluginRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete')))) return;
    const env = await api.del(row.id);
    if (env.code === ResponseCode.OK) {
      notifier.success(t('common.deleteSuccess'));
      void load();
    }
  };
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));

  return (
    <div className="tessera-plugin-editor" style={{ padding: 16 }}>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <InputGroup
          leftIcon="search"
          placeholder={t('list.searchName')}
          aria-label={t('list.searchName')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setPage(1);
          }}
        />
        {canAdd && (
          <Button intent="primary" icon="add" onClick={() => setWizard({})}>
            {t('list.add')}
          </Button>
        )}
      </div>
      {loading && !rows.length ? (
        <Spinner />
      ) : !rows.length ? (
        <NonIdealState icon="box" description={t('list.empty')} />
      ) : (
        <PluginTable rows={rows} canEdit={canEdit} canDel={canDel} onEdit={(r) => void edit(r)} onRemove={(r) => void remove(r)} />
      )}
      {pages > 1 && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 12 }}>
          <Button icon="chevron-left" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={t('list.prevPage')} />
          <span>
            {page} / {pages}
          </span>
          <Button icon="chevron-right" disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label={t('list.nextPage')} />
        </div>
      )}
      <PluginWizardDialog isOpen={!!wizard} row={wizard?.row} onClose={() => setWizard(null)} onSaved={() => void load()} />
    </div>
  );
}
