import './styles.css';
import { Route, Routes } from 'react-router';
import { FeedPage } from './feed/FeedPage.tsx';
import { ProfilePage } from './profile/ProfilePage.tsx';
import { TripDetailPage } from './trips/TripDetailPage.tsx';

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
