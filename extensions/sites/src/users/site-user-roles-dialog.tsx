import { Button, Checkbox, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useSubmit, useT } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { sitesApi, type RoleRow, type SiteUserRow } from '../api/sites-api';

export interface SiteUserRolesDialogProps {
  siteId: string;
  user: SiteUserRow | null;
  onClose(): void;
}

/** Which of the site's roles a user holds there; the user's tenant-wide roles are left as they are. */
export function SiteUserRolesDialog({ siteId, user, onClose }: SiteUserRolesDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [roles, setRoles] = useState<RoleRow[] | null>(null);
  const [held, setHeld] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const { saving, run } = useSubmit();

  const load = async (u: SiteUserRow) => {
    setRoles(null);
    setError(null);
    try {
      const [page, mine] = await Promise.all([sitesApi.roles(http, siteId, { current_page: 1, per_page: 1000 }), sitesApi.userRoles(http, siteId, u.id)]);
      setRoles(page.data ?? []);
      setHeld(new Set(mine ?? []));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  useEffect(() => {
    if (user) void load(user);
  }, [user, siteId]); // eslint-disable-line react-hooks/exhaustive-deps

  const flip = (id: string, on: boolean) => setHeld((prev) => {
    const next = new Set(prev);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });

  const save = async () => {
    if (!user || !roles) return;
    if (await run(() => sitesApi.setUserRoles(http, siteId, user.id, roles.filter((r) => held.has(r.id)).map((r) => r.id)))) {
      notifier.success(t('common.editSuccess'));
      onClose();
    }
  };

  let body;
  if (error) body = <NonIdealState icon="error" title={t('common.error')} description={error} action={<Button text={t('common.retry')} onClick={() => user && void load(user)} />} />;
  else if (!roles) body = <Spinner aria-label={t('common.loading')} />;
  else if (!roles.length) body = <NonIdealState icon="inbox" title={t('siteUsers.noRoles')} />;
  else {
    body = roles.map((r) => (
      <Checkbox key={r.id} checked={held.has(r.id)} label={r.role_name} data-testid={`site-user-role-${r.id}`}
        onChange={(e) => flip(r.id, e.currentTarget.checked)} />
    ));
  }

  return (
    <Dialog isOpen={!!user} title={t('siteUsers.rolesTitle', { name: user?.name || user?.email || '' })} onClose={onClose} canOutsideClickClose={false}>
      {/* Blueprint's Dialog drops data-testid: the id goes on a wrapper of its content. */}
      <div data-testid="site-user-roles">
        <DialogBody>{body}</DialogBody>
        <DialogFooter actions={<>
          <Button text={t('common.cancel')} onClick={onClose} data-testid="site-user-roles-cancel" />
          <Button intent="primary" text={t('common.save')} loading={saving} disabled={!roles} onClick={() => void save()} data-testid="site-user-roles-save" />
        </>} />
      </div>
    </Dialog>
  );
}
