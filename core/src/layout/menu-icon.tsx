import { Icon } from '@blueprintjs/core';
import { Icons, type IconName } from '@blueprintjs/icons';

/** A menu node's icon by Blueprint name; paths load on demand (see icon-loader). Unknown names get a neutral dot. */
export function MenuIcon({ name }: { name?: string }) {
  const icon: IconName = name && Icons.isValidIconName(name) ? (name as IconName) : 'dot';
  return <Icon icon={icon} className="tessera-menu-icon" />;
}
