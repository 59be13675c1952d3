import { HashRouter } from 'react-router-dom';
import { AppRoutes } from './router/app-routes';
import { NavigatorBridge } from './router/navigator-bridge';
import { OverlayOutlet } from './services/overlay-outlet';

/**
 * The console: a hash router (the spec's screens) whose table follows the server's trees, and the outlet of OverlayHost
 * content; providers wrap it in main.tsx.
 */
export function App() {
  return (
    <HashRouter>
      <NavigatorBridge />
      <AppRoutes />
      <OverlayOutlet />
    </HashRouter>
  );
}
