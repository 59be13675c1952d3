import { Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { HttpClient, Notifier, SessionStore, useHasAuth, useService, useT, type ViewProps } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { functionsApi, type FunctionNode } from '../api/functions-api';
import { PermissionFormDialog } from './permission-form-dialog';
import { PermissionRow } from './permission-row';

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

  if (!isSysAdmin)
    return (
      <div data-testid="permissions-forbidden">
        <NonIdealState icon="lock" title={t('functions.sysAdminOnly')} />
      </div>
    );

  const toggle = (id: string) =>
    setOpen((prev) => {
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
    } catch {
      /* shown by the http client */
    }
  };

  let body;
  if (error) {
    body = (
      <tr>
        <td colSpan={7}>
          <div data-testid="permissions-error">
            <NonIdealState
              icon="error"
              title={t('common.error')}
              description={error}
              action={<Button text={t('common.retry')} onClick={() => void load()} />}
            />
          </div>
        </td>
      </tr>
    );
  } else if (!tree) {
    body = (
      <tr>
        <td colSpan={7}>
          <div data-testid="permissions-loading">
            <Spinner aria-label={t('common.loading')} />
          </div>
        </td>
      </tr>
    );
  } else if (!rows.length) {
    body = (
      <tr>
        <td colSpan={7}>
          <div data-testid="permissions-empty">
            <NonIdealState icon="inbox" title={t('common.noData')} />
          </div>
        </td>
      </tr>
    );
  } else {
    body = rows.map(({ node, depth }) => (
      <PermissionRow
        key={node.id}
        node={node}
        depth={depth}
        open={open.has(node.id)}
        can={can}
        onToggle={toggle}
        onAddChild={(parentId) => setDialog({ open: true, parentId })}
        onEdit={(n) => setDialog({ open: true, node: n })}
        onRemove={(n) => void remove(n)}
      />
    ));
  }

  return (
    <section aria-label={t('functions.title')} data-testid="permissions-view">
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <Callout icon="info-sign" style={{ flex: 1 }}>
          {t('functions.hint')}
        </Callout>
        {can.add && (
          <Button intent="primary" icon="add" text={t('common.add')} data-testid="permissions-add" onClick={() => setDialog({ open: true, parentId: '0' })} />
        )}
      </div>
      <HTMLTable striped style={{ width: '100%' }} data-testid="permissions-table">
        <thead>
          <tr>
            <th>{t('functions.titleKey')}</th>
            <th>{t('functions.name')}</th>
            <th>{t('functions.type')}</th>
            <th>{t('functions.componentOrCode')}</th>
            <th>{t('functions.sort')}</th>
            <th>{t('functions.access')}</th>
            <th>{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </HTMLTable>
      <PermissionFormDialog
        isOpen={dialog.open}
        tree={tree ?? []}
        node={dialog.node}
        parentId={dialog.parentId}
        onClose={() => setDialog({ open: false })}
        onSaved={() => {
          setDialog({ open: false });
          void load();
        }}
      />
    </section>
  );
});
