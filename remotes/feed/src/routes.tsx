import './styles.css';
import { Route, Routes } from 'react-router';
import { lazyPage, openingOf } from '@tightlines/kit';
import { FeedPage } from './feed/FeedPage.tsx';

// The home loads with the remote; a profile and a trip's page in chunks of their own (the shell's page
// skeleton shows meanwhile), so the signed-in home does not carry them (the JavaScript budget) —
// fetched with the remote when the page opened is theirs.
const ProfilePage = lazyPage(() => import('./profile/ProfilePage.tsx').then((m) => m.ProfilePage), /^\/profile(\/|$)/i);
const TripDetailPage = lazyPage(() => import('./trips/TripDetailPage.tsx').then((m) => m.TripDetailPage), /^\/trips\//i);
// The community guidelines and the angler's moderation decisions: rarely visited, each in a chunk of its own.
const GuidelinesPage = lazyPage(() => import('./moderation/GuidelinesPage.tsx').then((m) => m.GuidelinesPage), /^\/guidelines\/?$/i);
const SettingsPage = lazyPage(() => import('./settings/SettingsPage.tsx').then((m) => m.SettingsPage), /^\/settings\/?$/i);
const StatementsPage = lazyPage(() => import('./moderation/StatementsPage.tsx').then((m) => m.StatementsPage), /^\/moderation\/?$/i);

/** The chunk of the page being opened, which the shell waits for before drawing the remote. */
export const opening = openingOf(ProfilePage, TripDetailPage, GuidelinesPage, StatementsPage, SettingsPage);

/** Exposed as `feed/routes`: the home feed and profiles (spec part 1 §2), Settings, the guidelines and the angler's decisions. */
export default function FeedRoutes() {
  return (
    <Routes>
      <Route path="/" element={<FeedPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/:id" element={<ProfilePage />} />
      <Route path="/trips/:id" element={<TripDetailPage />} />
      <Route path="/guidelines" element={<GuidelinesPage />} />
      <Route path="/moderation" element={<StatementsPage />} />
      <Route path="/settings" element={<SettingsPage />} />
    </Routes>
  );
}
