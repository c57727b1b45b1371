import './styles.css';
import { Route, Routes } from 'react-router';
import { lazyPage, openingOf } from '@tightlines/kit';
import { TournamentsPage } from './list/TournamentsPage.tsx';

// The list, the remote's first screen, comes with the remote (no round trip more before it paints);
// a tournament's page loads when first visited, or with the remote when it is the page opened.
const TournamentPage = lazyPage(
  () => import(/* webpackChunkName: "event" */ './detail/TournamentPage.tsx').then((m) => m.TournamentPage),
  /^\/tournaments\/[^/]+/i,
);

/** The chunk of the page being opened, which the shell waits for before drawing the remote. */
export const opening = openingOf(TournamentPage);

/** Exposed as `tournaments/routes` (spec part 2 §2). */
export default function TournamentsRoutes() {
  return (
    <Routes>
      <Route path="/tournaments" element={<TournamentsPage />} />
      <Route path="/tournaments/:id" element={<TournamentPage />} />
    </Routes>
  );
}
