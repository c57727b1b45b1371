import './styles.css';
import { Route, Routes } from 'react-router';
import { SpotsPage } from './list/SpotsPage.tsx';

/** Exposed as `spots/routes`: the spots directory and heat map (spec part 2 §2). */
export default function SpotsRoutes() {
  return (
    <Routes>
      <Route path="/spots" element={<SpotsPage />} />
    </Routes>
  );
}
