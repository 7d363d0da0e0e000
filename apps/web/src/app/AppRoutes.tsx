import { useLayoutEffect } from 'react';
import { useNavigate, useRoutes } from 'react-router';
import { setNavigator } from '../routing/navigation';
import { routes } from './router';

/**
 * The app's routes under a <BrowserRouter> (declarative mode: the data router's loaders and
 * actions are unused, and leaving them out keeps ~17 KB gzipped off every screen). It installs the
 * navigator for code outside components, before any passive effect (the session check) can use it.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useLayoutEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return useRoutes(routes);
}
