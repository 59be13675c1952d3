import { useEffect } from 'react';
import { HttpClient, SessionStore, useService, type LogoSettings } from '@tessera/sdk';

// One fetch per session store, however many brand blocks mount (login page, top bar).
const requested = new WeakSet<object>();

/** Logo and system name from `/system/logo/index` (the spec's call conventions), cached in the session store. */
export function useSystemLogo(): LogoSettings | null {
  const session = useService<SessionStore>(SessionStore);
  const http = useService<HttpClient>(HttpClient);
  useEffect(() => {
    if (session.logo || requested.has(session)) return;
    requested.add(session);
    http
      .post<LogoSettings>('/system/logo/index', {}, { silent: true })
      .then((res) => {
        if (res.code === 200 && res.data) session.setLogo(res.data);
      })
      .catch(() => {
        // Without settings the brand falls back to the default name; allow a retry on the next mount.
        requested.delete(session);
      });
  }, [session, http]);
  return session.logo;
}
