import { Button, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { HttpClient } from '../services/http-client';
import { Notifier } from '../services/notifier';
import { fromSaved, halfChecked, indexTree, toggle, toSave } from '../shared/function-tree-state';
import { FunctionCheckTree, type FunctionTreeNode } from './function-check-tree';
import { useService, useT } from './hooks';
import { useSubmit } from './use-submit';

export interface RolePermissionDialogProps {
  role: { id: string; role_name: string } | null;
  /** The site whose role this is; `null`: a tenant-wide role; absent: the session's chosen site decides. */
  siteId?: string | null;
  onClose(): void;
}

/**
 * Edits a role's permission set as a tree (§6); saves checked + half-checked ids via `/casbin/role/function/update`.
 * Shared by the system's role management and the sites' roles, so both grant exactly the same way.
 */
export function RolePermissionDialog({ role, siteId, onClose }: RolePermissionDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [tree, setTree] = useState<FunctionTreeNode[] | null>(null);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const { saving, run } = useSubmit();
  const index = useMemo(() => indexTree(tree ?? []), [tree]);
  const half = useMemo(() => halfChecked(index, checked), [index, checked]);
  const options = siteId === undefined ? undefined : { siteId };

  const load = async (r: { id: string }) => {
    setTree(null);
    setError(null);
    try {
      const [nodes, granted] = await Promise.all([
        http.call<FunctionTreeNode[]>('/user/function/tree', {}, options),
        http.call<string[]>('/casbin/role/function/index', { role: r.id }, options),
      ]);
      setTree(nodes ?? []);
      setChecked(fromSaved(indexTree(nodes ?? []), granted ?? []));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  useEffect(() => {
    if (role) void load(role);
  }, [role, siteId]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async () => {
    if (!role) return;
    if (await run(() => http.call('/casbin/role/function/update', { role: role.id, functions: toSave(index, checked) }, options))) {
      notifier.success(t('common.editSuccess'));
      onClose();
    }
  };

  return (
    <Dialog isOpen={!!role} title={t('permissionTree.title', { name: role?.role_name ?? '' })} onClose={onClose}
      canOutsideClickClose={false} style={{ width: 640 }}>
      {/* Blueprint's Dialog drops data-testid: the id goes on a wrapper of its content. */}
      <div data-testid="role-permissions">
        <DialogBody>
          {error ? (
            <NonIdealState icon="error" title={t('common.error')} description={error}
              action={<Button text={t('common.retry')} onClick={() => role && void load(role)} />} />
          ) : !tree ? (
            <Spinner aria-label={t('common.loading')} />
          ) : tree.length === 0 ? (
            <NonIdealState icon="inbox" title={t('common.noData')} />
          ) : (
            <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
              <FunctionCheckTree nodes={tree} checked={checked} half={half} onToggle={(id, on) => setChecked(toggle(index, checked, id, on))} />
            </div>
          )}
        </DialogBody>
        <DialogFooter actions={<>
          <Button text={t('common.cancel')} onClick={onClose} data-testid="role-permissions-cancel" />
          <Button intent="primary" text={t('common.save')} loading={saving} disabled={!tree} onClick={() => void save()} data-testid="role-permissions-save" />
        </>} />
      </div>
    </Dialog>
  );
}
