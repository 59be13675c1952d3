import { useState, type MouseEvent } from 'react';
import { Collapse, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuNode } from '@tessera/sdk';
import { containsPath } from './menu-model';
import { useGuardedNavigate } from '../router/use-guarded-navigate';
import { MenuIcon } from './menu-icon';

export interface MenuTreeItemProps {
  node: MenuNode;
  depth: number;
  /** Icons only: labels and nested lists are hidden. */
  compact: boolean;
}

/** One node of the side menu: a directory that opens in place, or a link to its route. */
export function MenuTreeItem({ node, depth, compact }: MenuTreeItemProps) {
  const { t } = useTranslation('core');
  const location = useLocation();
  const title = t(node.title ?? node.name);
  const [open, setOpen] = useState(() => containsPath(node, location.pathname));
  const indent = { paddingLeft: compact ? undefined : 12 + depth * 16 };
  const navigate = useGuardedNavigate();
  // A plain click goes through beforeNavigate; ctrl/shift/middle clicks keep the link's own behaviour (new tab).
  const follow = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(node.path ?? '/');
  };

  if (node.type === '0') {
    return (
      <li role="treeitem" aria-expanded={open} className="tessera-menu-dir">
        <button type="button" className="tessera-menu-entry" style={indent} title={compact ? title : undefined} onClick={() => setOpen(!open)}>
          <MenuIcon name={node.icon} />
          <span className="tessera-menu-label">{title}</span>
          <Icon className="tessera-menu-caret" icon={open ? 'chevron-up' : 'chevron-down'} size={12} />
        </button>
        <Collapse isOpen={open && !compact} keepChildrenMounted>
          <ul role="group" className="tessera-menu-list">
            {(node.children ?? []).map((child) => (
              <MenuTreeItem key={child.id ?? child.name} node={child} depth={depth + 1} compact={compact} />
            ))}
          </ul>
        </Collapse>
      </li>
    );
  }
  return (
    <li role="treeitem" className="tessera-menu-leaf">
      <NavLink
        to={node.path ?? '/'}
        className={({ isActive }) => `tessera-menu-entry${isActive ? ' is-active' : ''}`}
        style={indent}
        title={compact ? title : undefined}
        onClick={follow}
      >
        <MenuIcon name={node.icon} />
        <span className="tessera-menu-label">{title}</span>
      </NavLink>
    </li>
  );
}
