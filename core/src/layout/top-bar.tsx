import { Alignment, Button, Navbar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { HeaderItems } from './header-items';
import { LanguageSwitch } from './language-switch';
import { QuickSearch } from './quick-search';
import { SiteScope } from './site-scope';
import { SystemBrand } from './system-brand';
import { ThemeSwitch } from './theme-switch';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  menuMinimized: boolean;
  onToggleMenu(): void;
}

export function TopBar({ menuMinimized, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation('core');
  const toggleLabel = t(menuMinimized ? 'layout.expandMenu' : 'layout.collapseMenu');
  return (
    <Navbar className="tessera-top-bar">
      <Navbar.Group align={Alignment.START}>
        <Button variant="minimal" icon={menuMinimized ? 'menu-open' : 'menu-closed'} aria-label={toggleLabel} title={toggleLabel} onClick={onToggleMenu} />
        <SystemBrand />
        <SiteScope />
      </Navbar.Group>
      <Navbar.Group align={Alignment.END}>
        <HeaderItems />
        <QuickSearch />
        <LanguageSwitch />
        <ThemeSwitch />
        <Navbar.Divider />
        <UserMenu />
      </Navbar.Group>
    </Navbar>
  );
}
