import { useRoutes, type RouteObject } from 'react-router';
import { AnglerApp } from './AnglerApp.tsx';
import { RemoteSlot } from './remotes/RemoteSlot.tsx';

/**
 * Top-level routes. The advertiser portal is public and drawn without the angler header;
 * everything else goes through the angler gate, which also owns the not-found screen.
 */
export const routes: RouteObject[] = [
  { path: '/advertiser/*', element: <RemoteSlot name="advertiser" /> },
  { path: '*', element: <AnglerApp /> },
];

/** The top-level routes, under the BrowserRouter of bootstrap.tsx (declarative routing: no data router). */
export function ShellRoutes() {
  return useRoutes(routes);
}
