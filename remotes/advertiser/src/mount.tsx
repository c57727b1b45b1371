import './styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Toaster } from '@tightlines/kit';
import AdvertiserRoutes from './routes.tsx';

/**
 * Exposed as `advertiser/mount`: the portal draws itself, with its own React, router and providers, into
 * a page's element at `basename` (`/advertiser` on the app's origin, `/remotes/advertiser` on its own
 * page). It shares nothing with the angler app, so a business partner downloads the portal alone. The
 * toaster is the only provider its login needs; the query cache comes with the pages that read
 * (./api/PortalQueries.tsx).
 */
export function mount(element: Element, basename: string): void {
  createRoot(element).render(
    <StrictMode>
      <Suspense fallback={null}>
        <BrowserRouter basename={basename}>
          <Routes>
            <Route path="*" element={<AdvertiserRoutes />} />
          </Routes>
        </BrowserRouter>
      </Suspense>
      <Toaster />
    </StrictMode>,
  );
}
