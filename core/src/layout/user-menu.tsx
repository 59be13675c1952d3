import { useState } from 'react';
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthService, SessionStore, useService } from '@tessera/sdk';
import { ChangePasswordDialog } from '../auth/change-password-dialog';

/** The signed-in user: change password and logout (the spec's screens). */
export const UserMenu = observer(function UserMenu() {
  const session = useService<SessionStore>(SessionStore);
  const auth = useService<AuthService>(AuthService);
  const { t } = useTranslation('core');
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);

  const logout = async () => {
    try {
      await auth.logout();
    } finally {
      // Logout clears the session either way; the guard would redirect too, this just avoids a flash.
      navigate('/auth/login', { replace: true });
    }
  };

  const name = session.user?.name || session.user?.email || '';
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu>
            <MenuDivider title={name} />
            <MenuItem icon="key" text={t('layout.changePassword')} onClick={() => setChanging(true)} />
            <MenuItem icon="log-out" intent="danger" text={t('layout.logout')} onClick={() => void logout()} />
          </Menu>
        }
      >
        <Button variant="minimal" icon="user" endIcon="caret-down" text={name} aria-label={t('layout.userMenu')} />
      </PopoverNext>
      <ChangePasswordDialog isOpen={changing} onClose={() => setChanging(false)} />
    </>
  );
});
