import { HashRouter } from 'react-router-dom';
import { AppRoutes } from './router/app-routes';
import { NavigatorBridge } from './router/navigator-bridge';

/** The console: a hash router (§2) whose table follows the server's trees; providers wrap it in main.tsx. */
export function App() {
  return (
    <HashRouter>
      <NavigatorBridge />
      <AppRoutes />
    </HashRouter>
  );
}
