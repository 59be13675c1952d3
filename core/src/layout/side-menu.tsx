import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MENU_HOVER_COLLAPSE_MS, MENU_HOVER_EXPAND_MS, type MenuNode } from '@tessera/sdk';
import { visibleMenu } from './menu-model';
import { MenuTreeItem } from './menu-tree-item';
import { useMenuTree } from './use-menu-tree';

export interface SideMenuProps {
  /** Minimized to icons (user toggle, or the viewport is below md). */
  minimized: boolean;
}

/**
 * The side menu from `permissions.menu_tree`. When minimized, hovering expands it after MENU_HOVER_EXPAND_MS and
 * leaving collapses it after MENU_HOVER_COLLAPSE_MS (the spec's constants), so passing the pointer over it does not
 * flicker.
 */
export const SideMenu = observer(function SideMenu({ minimized }: SideMenuProps) {
  const { t } = useTranslation('core');
  const nodes: MenuNode[] = visibleMenu(useMenuTree());
  const [hoverOpen, setHoverOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = (open: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHoverOpen(open), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!minimized) {
      clearTimeout(timer.current);
      setHoverOpen(false);
    }
  }, [minimized]);

  const compact = minimized && !hoverOpen;
  const state = !minimized ? 'expanded' : hoverOpen ? 'hover-expanded' : 'minimized';
  return (
    <nav
      className={`tessera-side-menu is-${state}`}
      data-state={state}
      aria-label={t('layout.menu')}
      onMouseEnter={minimized ? () => schedule(true, MENU_HOVER_EXPAND_MS) : undefined}
      onMouseLeave={minimized ? () => schedule(false, MENU_HOVER_COLLAPSE_MS) : undefined}
    >
      <ul className="tessera-menu-list" role="tree">
        {nodes.map((node) => (
          <MenuTreeItem key={node.id ?? node.name} node={node} depth={0} compact={compact} />
        ))}
      </ul>
    </nav>
  );
});
