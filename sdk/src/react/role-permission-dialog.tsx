import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { HttpClient } from '../services/http-client';
import { Notifier } from '../services/notifier';
import { fromSaved, halfChecked, indexTree, toggle, toSave } from '../shared/function-tree-state';
import { FunctionCheckTree, type FunctionTreeNode } from './function-check-tree';
import { useService, useT } from './hooks';
import { LoadState } from './load-state';
import { useLoad } from './use-load';
import { useSubmit } from './use-submit';

export interface RolePermissionDialogProps {
  role: { id: string; role_name: string } | null;
  /** The site whose role this is; `null`: a tenant-wide role; absent: the session's chosen site decides. */
  siteId?: string | null;
  onClose(): void;
}

interface Grants {
  nodes: FunctionTreeNode[];
  saved: Set<string>;
}

/**
 * Edits a role's permission set as a tree (the spec's permission rules); saves checked + half-checked ids via
 * `/casbin/role/function/update`. Shared by the system's role management and the sites' roles, so both grant exactly
 * the same way.
 */
export function RolePermissionDialog({ role, siteId, onClose }: RolePermissionDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const { saving, run } = useSubmit();
  const options = siteId === undefined ? undefined : { siteId };
  const loaded = useLoad<Grants | null>(async () => {
    if (!role) return null;
    const [nodes, granted] = await Promise.all([
      http.call<FunctionTreeNode[]>('/user/function/tree', {}, options),
      http.call<string[]>('/casbin/role/function/index', { role: role.id }, options),
    ]);
    return { nodes: nodes ?? [], saved: fromSaved(indexTree(nodes ?? []), granted ?? []) };
  }, [role?.id, siteId]);
  const grants = loaded.data ?? null;
  // Edits belong to the grants they were made on: a reload (or another role) starts again from what is saved.
  const [edit, setEdit] = useState<{ on: Grants; checked: Set<string> } | null>(null);
  const checked = useMemo(() => (edit && edit.on === grants ? edit.checked : (grants?.saved ?? new Set<string>())), [edit, grants]);
  const index = useMemo(() => indexTree(grants?.nodes ?? []), [grants]);
  const half = useMemo(() => halfChecked(index, checked), [index, checked]);

  const save = async () => {
    if (!role) return;
    if (await run(() => http.call('/casbin/role/function/update', { role: role.id, functions: toSave(index, checked) }, options))) {
      notifier.success(t('common.editSuccess'));
      onClose();
    }
  };

  return (
    <Dialog
      isOpen={!!role}
      title={t('permissionTree.title', { name: role?.role_name ?? '' })}
      onClose={onClose}
      canOutsideClickClose={false}
      style={{ width: 640 }}
    >
      {/* Blueprint's Dialog drops data-testid: the id goes on a wrapper of its content. */}
      <div data-testid="role-permissions">
        <DialogBody>
          <LoadState loading={loaded.loading} error={loaded.error} empty={!grants?.nodes.length} onRetry={() => void loaded.reload()} testId="role-permissions">
            <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
              <FunctionCheckTree
                nodes={grants?.nodes ?? []}
                checked={checked}
                half={half}
                onToggle={(id, on) => grants && setEdit({ on: grants, checked: toggle(index, checked, id, on) })}
              />
            </div>
          </LoadState>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} data-testid="role-permissions-cancel" />
              <Button
                intent="primary"
                text={t('common.save')}
                loading={saving}
                disabled={!grants || loaded.loading}
                onClick={() => void save()}
                data-testid="role-permissions-save"
              />
            </>
          }
        />
      </div>
    </Dialog>
  );
}
