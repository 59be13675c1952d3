import { Card } from '@blueprintjs/core';
import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../layout/language-switch';
import { SystemBrand } from '../layout/system-brand';

/** Frame of the auth pages: the configured logo and system name over a card; no session needed. */
export function AuthLayout() {
  return (
    <div className="tessera-auth">
      <div className="tessera-auth-language">
        <LanguageSwitch />
      </div>
      <Card className="tessera-auth-card" elevation={2}>
        <SystemBrand />
        <Outlet />
      </Card>
    </div>
  );
}
