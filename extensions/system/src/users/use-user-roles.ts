import type { HttpClient } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { rolesApi, type RoleRow } from '../api/roles-api';
import { takesRoles, usersApi, type UserRow } from '../api/users-api';

/**
 * The tenant's roles (names for the table, choices for the picker) and the role ids of each user on the visible
 * page only (casbin bindings are per user; a page is at most 100 rows).
 */
export function useUserRoles(http: HttpClient, rows: readonly UserRow[]) {
  const [roles, setRoles] = useState<RoleRow[]>([]);
  const [userRoles, setUserRoles] = useState<Record<string, string[]>>({});

  useEffect(() => {
    let live = true;
    const wanted = rows.filter((u) => takesRoles(u.authority));
    Promise.all(
      wanted.map((u) =>
        usersApi.roles(http, u.email).then(
          (r) => [u.id, r ?? []] as const,
          () => [u.id, []] as const,
        ),
      ),
    ).then((pairs) => {
      if (live) setUserRoles(Object.fromEntries(pairs));
    });
    return () => {
      live = false;
    };
  }, [http, rows]);

  useEffect(() => {
    // A failure leaves the picker empty (already toasted).
    rolesApi.list(http, { current_page: 1, per_page: 100 }).then(
      (p) => setRoles(p.data ?? []),
      () => setRoles([]),
    );
  }, [http]);

  return { roles, userRoles };
}
