import './styles.css';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';

// Each page loads when first visited (the shell's page skeleton shows meanwhile): the remote's entry is
// only this router (issue 14's JavaScript budget).
const TournamentsPage = lazy(() => import('./list/TournamentsPage.tsx').then((m) => ({ default: m.TournamentsPage })));
const TournamentPage = lazy(() => import('./detail/TournamentPage.tsx').then((m) => ({ default: m.TournamentPage })));

/** Exposed as `tournaments/routes` (spec part 2 §2). */
export default function TournamentsRoutes() {
  return (
    <Routes>
      <Route path="/tournaments" element={<TournamentsPage />} />
      <Route path="/tournaments/:id" element={<TournamentPage />} />
    </Routes>
  );
}
