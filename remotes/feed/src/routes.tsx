import './styles.css';
import { Route, Routes } from 'react-router';
import { lazyPage, openingOf } from '@tightlines/kit';
import { FeedPage } from './feed/FeedPage.tsx';

// The home loads with the remote; a profile and a trip's page in chunks of their own (the shell's page
// skeleton shows meanwhile), so the signed-in home does not carry them (the JavaScript budget) —
// fetched with the remote when the page opened is theirs.
const ProfilePage = lazyPage(() => import('./profile/ProfilePage.tsx').then((m) => m.ProfilePage), /^\/profile(\/|$)/i);
const TripDetailPage = lazyPage(() => import('./trips/TripDetailPage.tsx').then((m) => m.TripDetailPage), /^\/trips\//i);

/** The chunk of the page being opened, which the shell waits for before drawing the remote. */
export const opening = openingOf(ProfilePage, TripDetailPage);

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
