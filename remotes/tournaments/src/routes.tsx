import './styles.css';
import { Route, Routes } from 'react-router';
import { lazyPage } from '@tightlines/kit';
import { TournamentsPage } from './list/TournamentsPage.tsx';

// The list, the remote's first screen, comes with the remote (no round trip more before it paints,
// issue 14); a tournament's page loads when first visited, or with the remote when it is the page opened.
const TournamentPage = lazyPage(() => import('./detail/TournamentPage.tsx').then((m) => m.TournamentPage), /^\/tournaments\/[^/]+/i);

/** Exposed as `tournaments/routes` (spec part 2 §2). */
export default function TournamentsRoutes() {
  return (
    <Routes>
      <Route path="/tournaments" element={<TournamentsPage />} />
      <Route path="/tournaments/:id" element={<TournamentPage />} />
    </Routes>
  );
}
