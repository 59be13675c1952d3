import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppHooks, useService } from '@tessera/sdk';

/**
 * The shell's own navigation (menu, breadcrumbs, quick search) passes the `beforeNavigate` hook like
 * `RouteService.navigate`: a tap may redirect (return another path) or cancel (return false, or throw).
 */
export function useGuardedNavigate(): (path: string) => void {
  const navigate = useNavigate();
  const hooks = useService<AppHooks>(AppHooks);
  return useCallback(
    (path: string) => {
      // Untapped, the navigation stays synchronous, as a plain link's.
      if (!hooks.beforeNavigate.isUsed()) return navigate(path);
      hooks.beforeNavigate.promise(path).then(
        (finalPath) => {
          if (finalPath) navigate(finalPath);
        },
        () => undefined,
      );
    },
    [hooks, navigate],
  );
}
