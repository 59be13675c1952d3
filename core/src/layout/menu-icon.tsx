import { Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
// The loader alone: the package index would bring the codepoint table into the first load.
import { Icons } from '@blueprintjs/icons/lib/esm/iconLoader';

/** A menu node's icon by Blueprint name; paths load on demand (see icon-loader). Unknown names get a neutral dot. */
export function MenuIcon({ name }: { name?: string }) {
  const icon: IconName = name && Icons.isValidIconName(name) ? (name as IconName) : 'dot';
  return <Icon icon={icon} className="tessera-menu-icon" />;
}
