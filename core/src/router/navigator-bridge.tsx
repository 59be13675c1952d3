import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppHooks, RouteService, useService } from '@tessera/sdk';

/** The part of RouteServiceImpl the router feeds: react-router's navigate, so named navigation works outside React. */
interface NavigatorAware {
  attachNavigator?(navigate: (path: string) => void): void;
}

/**
 * Lives inside the router: hands react-router's navigate to the RouteService and reports each location change
 * on the `navigated` hook.
 */
export function NavigatorBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const routes = useService<RouteService & NavigatorAware>(RouteService);
  const hooks = useService<AppHooks>(AppHooks);

  useEffect(() => {
    routes.attachNavigator?.((path: string) => navigate(path));
  }, [routes, navigate]);

  useEffect(() => {
    hooks.navigated.call(location.pathname);
  }, [hooks, location.pathname]);

  return null;
}
