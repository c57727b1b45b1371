import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../api/query-client.ts';
import { KitProviders } from './KitProviders.tsx';

/**
 * Runs a remote on its own page (its bootstrap calls this), so a team can develop and
 * deploy it alone. The remote's routes sit under a root splat exactly as in the shell,
 * so they match the same paths below the basename.
 */
export function mountStandalone(RemoteRoutes: ComponentType, basename: string, element = document.getElementById('root')) {
  if (!element) throw new Error('No #root element to mount into');
  const router = createBrowserRouter([{ path: '*', element: <RemoteRoutes /> }], { basename });
  createRoot(element).render(
    <StrictMode>
      <KitProviders client={createQueryClient()}>
        <RouterProvider router={router} />
      </KitProviders>
    </StrictMode>,
  );
}
