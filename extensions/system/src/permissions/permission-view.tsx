import { Button, ButtonGroup, Callout, HTMLTable, Icon, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { HttpClient, Notifier, SessionStore, useHasAuth, useService, useT, type ViewProps } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { functionsApi, type FunctionNode } from '../api/functions-api';
import { PermissionFormDialog } from './permission-form-dialog';

const TYPE_KEYS = { '0': 'functions.typeDirectory', '1': 'functions.typeMenu', '2': 'functions.typeRoute', '3': 'functions.typeButton' } as const;

/** The tree flattened to the rows currently visible (collapsed subtrees are not rendered at all). */
function visibleRows(nodes: FunctionNode[], open: Set<string>, depth = 0): { node: FunctionNode; depth: number }[] {
  return nodes.flatMap((n) => [{ node: n, depth }, ...(open.has(n.id) ? visibleRows(n.children ?? [], open, depth + 1) : [])]);
}

/** Permission management (SYS_ADMIN only): the function tree with add, edit and delete. */
export const PermissionView = observer(function PermissionView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const session = useService<SessionStore>(SessionStore);
  const can = { add: useHasAuth('sys:function:add'), edit: useHasAuth('sys:function:edit'), del: useHasAuth('sys:function:del') };
  const [tree, setTree] = useState<FunctionNode[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<{ open: boolean; node?: FunctionNode; parentId?: string }>({ open: false });
  const isSysAdmin = session.user?.authority === 'SYS_ADMIN';

  const load = useCallback(async () => {
    setError(null);
    try {
      setTree((await functionsApi.tree(http)) ?? []);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [http]);

  useEffect(() => {
    if (isSysAdmin) void load();
  }, [isSysAdmin, load]);

  const rows = useMemo(() => visibleRows(tree ?? [], open), [tree, open]);

  if (!isSysAdmin) return <div data-testid="permissions-forbidden"><NonIdealState icon="lock" title={t('functions.sysAdminOnly')} /></div>;

  const toggle = (id: string) => setOpen((prev) => {
    const next = new Set(prev);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  const remove = async (n: FunctionNode) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await functionsApi.remove(http, n.id);
      notifier.success(t('common.deleteSuccess'));
      await load();
    } catch { /* shown by the http client */ }
  };

  let body;
  if (error) {
    body = <tr><td colSpan={7}><div data-testid="permissions-error"><NonIdealState icon="error" title={t('common.error')} description={error}
      action={<Button text={t('common.retry')} onClick={() => void load()} />} /></div></td></tr>;
  } else if (!tree) {
    body = <tr><td colSpan={7}><div data-testid="permissions-loading"><Spinner aria-label={t('common.loading')} /></div></td></tr>;
  } else if (!rows.length) {
    body = <tr><td colSpan={7}><div data-testid="permissions-empty"><NonIdealState icon="inbox" title={t('common.noData')} /></div></td></tr>;
  } else {
    body = rows.map(({ node: n, depth }) => (
      <tr key={n.id} data-testid={`permission-row-${n.name}`}>
        <td style={{ paddingLeft: 8 + depth * 20 }}>
          {n.children?.length ? (
            <Button variant="minimal" size="small" icon={open.has(n.id) ? 'chevron-down' : 'chevron-right'}
              aria-label={t(open.has(n.id) ? 'functions.collapse' : 'functions.expand')} aria-expanded={open.has(n.id)}
              data-testid={`permission-toggle-${n.name}`} onClick={() => toggle(n.id)} />
          ) : <span style={{ display: 'inline-block', width: 24 }} />}
          {n.icon && <Icon icon={n.icon as IconName} style={{ marginRight: 6 }} />}
          {t(n.title || n.name)}
        </td>
        <td>{n.name}</td>
        <td><Tag minimal>{t(TYPE_KEYS[n.type] ?? 'functions.typeMenu')}</Tag></td>
        <td>{n.component || n.function_code}</td>
        <td>{n.sort ?? 0}</td>
        <td>{n.access ? t(`functions.access_${n.access}`) : ''}</td>
        <td>
          <ButtonGroup variant="minimal">
            {can.add && n.type !== '3' && <Button icon="add" aria-label={t('functions.addChild')} title={t('functions.addChild')}
              data-testid={`permission-add-child-${n.name}`} onClick={() => setDialog({ open: true, parentId: n.id })} />}
            {can.edit && <Button icon="edit" aria-label={t('common.edit')} title={t('common.edit')} data-testid={`permission-edit-${n.name}`}
              onClick={() => setDialog({ open: true, node: n })} />}
            {can.del && <Button icon="trash" intent="danger" aria-label={t('common.delete')} title={t('common.delete')}
              data-testid={`permission-delete-${n.name}`} onClick={() => void remove(n)} />}
          </ButtonGroup>
        </td>
      </tr>
    ));
  }

  return (
    <section aria-label={t('functions.title')} data-testid="permissions-view">
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <Callout icon="info-sign" style={{ flex: 1 }}>{t('functions.hint')}</Callout>
        {can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="permissions-add" onClick={() => setDialog({ open: true, parentId: '0' })} />}
      </div>
      <HTMLTable striped style={{ width: '100%' }} data-testid="permissions-table">
        <thead><tr>
          <th>{t('functions.titleKey')}</th><th>{t('functions.name')}</th><th>{t('functions.type')}</th>
          <th>{t('functions.componentOrCode')}</th><th>{t('functions.sort')}</th><th>{t('functions.access')}</th><th>{t('common.actions')}</th>
        </tr></thead>
        <tbody>{body}</tbody>
      </HTMLTable>
      <PermissionFormDialog isOpen={dialog.open} tree={tree ?? []} node={dialog.node} parentId={dialog.parentId}
        onClose={() => setDialog({ open: false })} onSaved={() => { setDialog({ open: false }); void load(); }} />
    </section>
  );
});
