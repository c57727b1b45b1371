import './styles.css';
import { Route, Routes } from 'react-router';
import { lazyPage, openingOf } from '@tightlines/kit';

// Every page in a chunk of its own, the home too (the shell's page skeleton shows meanwhile): the home
// does not carry a profile or a trip's page, nor a profile opened cold the home's feed (the JavaScript
// budget) — each fetched as soon as this module runs when the page opened is its own.
// The home's chunk is named: a profile's post card, opened from its grid, comes from the same one
// (profile/later-parts.ts), so the home's cards are not a chunk of their own, one request more.
const FeedPage = lazyPage(() => import(/* webpackChunkName: "home" */ './feed/FeedPage.tsx').then((m) => m.FeedPage), /^\/$/);
const ProfilePage = lazyPage(
  () => import(/* webpackChunkName: "profile" */ './profile/ProfilePage.tsx').then((m) => m.ProfilePage),
  /^\/profile(\/|$)/i,
);
const TripDetailPage = lazyPage(() => import('./trips/TripDetailPage.tsx').then((m) => m.TripDetailPage), /^\/trips\//i);
// The community guidelines and the angler's moderation decisions: rarely visited, each in a chunk of its own.
const GuidelinesPage = lazyPage(() => import('./moderation/GuidelinesPage.tsx').then((m) => m.GuidelinesPage), /^\/guidelines\/?$/i);
const SettingsPage = lazyPage(() => import('./settings/SettingsPage.tsx').then((m) => m.SettingsPage), /^\/settings\/?$/i);
const StatementsPage = lazyPage(() => import('./moderation/StatementsPage.tsx').then((m) => m.StatementsPage), /^\/moderation\/?$/i);

/** The chunk of the page being opened, which the shell waits for before drawing the remote. */
export const opening = openingOf(FeedPage, ProfilePage, TripDetailPage, GuidelinesPage, StatementsPage, SettingsPage);

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
