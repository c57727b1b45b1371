import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../api/query-client.ts';
import { KitProviders } from './KitProviders.tsx';

/**
 * Runs a remote on its own page (its bootstrap calls this), so a team can develop and
 * deploy it alone. The remote's routes sit under a root splat exactly as in the shell,
 * so they match the same paths below the basename.
 */
export function mountStandalone(RemoteRoutes: ComponentType, basename: string, element = document.getElementById('root')) {
  if (!element) throw new Error('No #root element to mount into');
  createRoot(element).render(
    <StrictMode>
      <KitProviders client={createQueryClient()}>
        {/* A remote's screens load lazily; in the shell its remote slot waits for them, here this does. */}
        <Suspense fallback={null}>
          <BrowserRouter basename={basename}>
            <Routes>
              <Route path="*" element={<RemoteRoutes />} />
            </Routes>
          </BrowserRouter>
        </Suspense>
      </KitProviders>
    </StrictMode>,
  );
}
