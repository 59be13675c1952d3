import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RouteService, useService } from '@tessera/sdk';
import { AuthLayout } from '../auth/auth-layout';
import { LoginPage } from '../auth/login-page';
import { ExtensionRoute } from '../extensions/extension-route';
import { FIXED_PATHS, HOME_PATH, HOME_VIEW_PATH, SHARE_PATH } from './fixed-routes';
import { NotFoundPage } from './not-found-page';
import { RegisterPage, ResetPage, SharePage, SignedInShell } from './lazy-pages';
import { RequireSession } from './require-session';

/**
 * The route table: fixed routes (the spec's screens) plus one route per menu leaf and page-tree item from RouteService.
 * An observer: when a runtime install changes `routes`, the table re-renders in place, no reload.
 */
export const AppRoutes = observer(function AppRoutes() {
  const routeService = useService<RouteService>(RouteService);
  const dynamic = routeService.routes.filter((r) => r.path && !FIXED_PATHS.includes(r.path));
  return (
    <Routes>
      <Route path="/auth" element={<AuthLayout />}>
        <Route index element={<Navigate to="login" replace />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="reset" element={<ResetPage />} />
      </Route>
      <Route path={SHARE_PATH} element={<SharePage />} />
      <Route
        path="/"
        element={
          <RequireSession>
            <SignedInShell />
          </RequireSession>
        }
      >
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        <Route path={HOME_PATH} element={<ExtensionRoute key={HOME_PATH} viewPath={HOME_VIEW_PATH} path={HOME_PATH} />} />
        {dynamic.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            // Keyed by path: two routes served by one extension must not share component state.
            element={<ExtensionRoute key={route.path} viewPath={route.viewPath ?? ''} path={route.path} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
});
