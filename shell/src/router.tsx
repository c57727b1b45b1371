import { useRoutes, type RouteObject } from 'react-router';
import { AnglerApp } from './AnglerApp.tsx';
import { PortalNavigation } from './portal/PortalNavigation.tsx';

/**
 * Top-level routes. The advertiser portal is a page of its own (./portal): reached by a full navigation;
 * everything else goes through the angler gate, which also owns the not-found screen.
 */
export const routes: RouteObject[] = [
  { path: '/advertiser/*', element: <PortalNavigation /> },
  { path: '*', element: <AnglerApp /> },
];

/** The top-level routes, under the BrowserRouter of bootstrap.tsx (declarative routing: no data router). */
export function ShellRoutes() {
  return useRoutes(routes);
}
