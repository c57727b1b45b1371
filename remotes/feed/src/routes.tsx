import './styles.css';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { FeedPage } from './feed/FeedPage.tsx';

// The home loads with the remote; a profile and a trip's page when first visited (the shell's page
// skeleton shows meanwhile), so the signed-in home does not carry them (issue 14's JavaScript budget).
const ProfilePage = lazy(() => import('./profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));
const TripDetailPage = lazy(() => import('./trips/TripDetailPage.tsx').then((m) => ({ default: m.TripDetailPage })));

/** Exposed as `feed/routes`: the home feed and profiles (spec part 1 §2). */
export default function FeedRoutes() {
  return (
    <Routes>
      <Route path="/" element={<FeedPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/:id" element={<ProfilePage />} />
      <Route path="/trips/:id" element={<TripDetailPage />} />
    </Routes>
  );
}
