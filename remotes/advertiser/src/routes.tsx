import './styles.css';
import { Route, Routes } from 'react-router';
import { AdvertiserLayout } from './AdvertiserLayout.tsx';
import { LoginPage } from './login/LoginPage.tsx';
import { RegisterPage } from './register/RegisterPage.tsx';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { PortalBaseProvider } from './portal-path.tsx';
import { ReviewPage } from './review/ReviewPage.tsx';

/**
 * Exposed as `advertiser/routes`. Paths are relative: the shell mounts the portal at
 * /advertiser/*, the standalone page at /remotes/advertiser/ — both show the login first.
 */
export default function AdvertiserRoutes() {
  return (
    <PortalBaseProvider>
      <Routes>
      <Route element={<AdvertiserLayout />}>
        <Route index element={<LoginPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path=":advertiserId/dashboard" element={<DashboardPage />} />
        <Route path="review" element={<ReviewPage />} />
        <Route path="*" element={<LoginPage />} />
      </Route>
      </Routes>
    </PortalBaseProvider>
  );
}
