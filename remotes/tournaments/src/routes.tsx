import './styles.css';
import { Route, Routes } from 'react-router';
import { TournamentsPage } from './list/TournamentsPage.tsx';
import { TournamentPage } from './detail/TournamentPage.tsx';

/** Exposed as `tournaments/routes` (spec part 2 §2). */
export default function TournamentsRoutes() {
  return (
    <Routes>
      <Route path="/tournaments" element={<TournamentsPage />} />
      <Route path="/tournaments/:id" element={<TournamentPage />} />
    </Routes>
  );
}
