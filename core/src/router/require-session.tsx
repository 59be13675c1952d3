import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Notifier, SessionStore, useService } from '@tessera/sdk';
import { checkRoute } from '../services/route-guard';

/**
 * The spec's route guard around everything under the main layout: no valid session → login (expired → toast
 * first).
 */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const session = useService<SessionStore>(SessionStore);
  const location = useLocation();
  // Reading token/expiresAt here makes the observer re-check when the session is cleared (logout, 401).
  void session.token;
  void session.expiresAt;
  const verdict = checkRoute(location.pathname, session);
  if (verdict.ok) return <>{children}</>;
  return <GuardRedirect to={verdict.redirect} message={verdict.message} from={location.pathname} />;
});

function GuardRedirect({ to, message, from }: { to: string; message?: string; from: string }) {
  const notifier = useService<Notifier>(Notifier);
  const { t } = useTranslation('core');
  useEffect(() => {
    // The guard's message may be a locale key or the spec's literal; t() passes a literal through.
    if (message) notifier.error(t(message));
  }, [message, notifier, t]);
  return <Navigate to={to} replace state={{ from }} />;
}
