import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { recordRecentVisit, SessionStore, useService } from '@tessera/sdk';
import { findMenuLeaf } from './menu-model';
import { useMenuTree } from './use-menu-tree';

/**
 * Records each menu route the user opens under `tessera.recent.<userId>` (last 10), the contract the home
 * extension reads. Pages outside the menu (details) are not recorded: they need query context to make sense.
 */
export function useRecordVisits(): void {
  const session = useService<SessionStore>(SessionStore);
  const { pathname } = useLocation();
  const userId = session.user?.id;
  const menuTree = useMenuTree();
  useEffect(() => {
    if (!userId) return;
    const leaf = findMenuLeaf(menuTree, pathname);
    if (!leaf?.path) return;
    recordRecentVisit(userId, { path: leaf.path, title: leaf.title ?? leaf.name, at: Date.now() });
  }, [userId, menuTree, pathname]);
}
