import './styles.css';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AdvertiserLayout } from './AdvertiserLayout.tsx';
import { LoginPage } from './login/LoginPage.tsx';
import { PortalBaseProvider } from './portal-path.tsx';
import { ReviewMoved } from './review/ReviewMoved.tsx';

// The login page (the portal's first screen) comes with the remote; the others load when first visited,
// with their forms' schemas (the JavaScript budget).
const RegisterPage = lazy(() => import('./register/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })));
const PortalQueries = lazy(() => import('./api/PortalQueries.tsx'));

/**
 * The portal's pages, drawn by ./mount.tsx. Paths are relative: the app's page mounts the portal at
 * /advertiser, the standalone page at /remotes/advertiser/ — both show the login first.
 */
export default function AdvertiserRoutes() {
  return (
    <PortalBaseProvider>
      <Routes>
        <Route element={<AdvertiserLayout />}>
          <Route index element={<LoginPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route element={<PortalQueries />}>
            <Route path="register" element={<RegisterPage />} />
            <Route path=":advertiserId/dashboard" element={<DashboardPage />} />
          </Route>
          {/* The review moved to the operator console. */}
          <Route path="review" element={<ReviewMoved />} />
          <Route path="*" element={<LoginPage />} />
        </Route>
      </Routes>
    </PortalBaseProvider>
  );
}
