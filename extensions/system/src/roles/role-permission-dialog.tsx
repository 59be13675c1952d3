import { Button, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useSubmit, useT } from '@tessera/sdk';
import { useEffect, useMemo, useState } from 'react';
import { functionsApi, type FunctionNode } from '../api/functions-api';
import { rolesApi, type RoleRow } from '../api/roles-api';

import { FunctionCheckTree } from './function-check-tree';
import { fromSaved, halfChecked, indexTree, toggle, toSave } from './function-tree-state';

export interface RolePermissionDialogProps {
  role: RoleRow | null;
  onClose(): void;
}

/** Edits a role's permission set as a tree; saves checked + half-checked ids via `/casbin/role/function/update`. */
export function RolePermissionDialog({ role, onClose }: RolePermissionDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [tree, setTree] = useState<FunctionNode[] | null>(null);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const { saving, run } = useSubmit();
  const index = useMemo(() => indexTree(tree ?? []), [tree]);
  const half = useMemo(() => halfChecked(index, checked), [index, checked]);

  const load = async (r: RoleRow) => {
    setTree(null);
    setError(null);
    try {
      const [nodes, granted] = await Promise.all([functionsApi.tree(http), rolesApi.functions(http, r.id)]);
      setTree(nodes ?? []);
      setChecked(fromSaved(indexTree(nodes ?? []), granted ?? []));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  useEffect(() => {
    if (role) void load(role);
  }, [role]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async () => {
    if (!role) return;
    if (await run(() => rolesApi.saveFunctions(http, role.id, toSave(index, checked)))) {
      notifier.success(t('common.editSuccess'));
      onClose();
    }
  };

  return (
    <Dialog isOpen={!!role} title={t('roles.permissionsTitle', { name: role?.role_name ?? '' })} onClose={onClose}
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
