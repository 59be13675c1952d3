import { Button, Checkbox, Dialog, DialogBody, DialogFooter, NonIdealState } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, useLoad, useService, useSubmit, useT } from '@tessera/sdk';
import { useState } from 'react';
import { sitesApi, type RoleRow, type SiteUserRow } from '../api/sites-api';

export interface SiteUserRolesDialogProps {
  siteId: string;
  user: SiteUserRow | null;
  onClose(): void;
}

interface Holding {
  roles: RoleRow[];
  held: Set<string>;
}

/** Which of the site's roles a user holds there; the user's tenant-wide roles are left as they are. */
export function SiteUserRolesDialog({ siteId, user, onClose }: SiteUserRolesDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const { saving, run } = useSubmit();
  const loaded = useLoad<Holding | null>(async () => {
    if (!user) return null;
    const [page, mine] = await Promise.all([sitesApi.roles(http, siteId, { current_page: 1, per_page: 1000 }), sitesApi.userRoles(http, siteId, user.id)]);
    return { roles: page.data ?? [], held: new Set(mine ?? []) };
  }, [user?.id, siteId]);
  const holding = loaded.data ?? null;
  // Ticks belong to what they were made on: a reload (or another user) starts again from what is stored.
  const [edit, setEdit] = useState<{ on: Holding; held: Set<string> } | null>(null);
  const held = edit && edit.on === holding ? edit.held : (holding?.held ?? new Set<string>());

  const flip = (id: string, on: boolean) => {
    if (!holding) return;
    const next = new Set(held);
    if (on) next.add(id);
    else next.delete(id);
    setEdit({ on: holding, held: next });
  };

  const save = async () => {
    if (!user || !holding) return;
    if (
      await run(() =>
        sitesApi.setUserRoles(
          http,
          siteId,
          user.id,
          holding.roles.filter((r) => held.has(r.id)).map((r) => r.id),
        ),
      )
    ) {
      notifier.success(t('common.editSuccess'));
      onClose();
    }
  };

  return (
    <Dialog isOpen={!!user} title={t('siteUsers.rolesTitle', { name: user?.name || user?.email || '' })} onClose={onClose} canOutsideClickClose={false}>
      {/* Blueprint's Dialog drops data-testid: the id goes on a wrapper of its content. */}
      <div data-testid="site-user-roles">
        <DialogBody>
          <LoadState loading={loaded.loading} error={loaded.error} empty={!holding} onRetry={() => void loaded.reload()} testId="site-user-roles">
            {holding && !holding.roles.length && <NonIdealState icon="inbox" title={t('siteUsers.noRoles')} />}
            {holding?.roles.map((r) => (
              <Checkbox
                key={r.id}
                checked={held.has(r.id)}
                label={r.role_name}
                data-testid={`site-user-role-${r.id}`}
                onChange={(e) => flip(r.id, e.currentTarget.checked)}
              />
            ))}
          </LoadState>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} data-testid="site-user-roles-cancel" />
              <Button
                intent="primary"
                text={t('common.save')}
                loading={saving}
                disabled={!holding || loaded.loading}
                onClick={() => void save()}
                data-testid="site-user-roles-save"
              />
            </>
          }
        />
      </div>
    </Dialog>
  );
}
