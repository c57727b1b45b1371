import './styles.css';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';

// Each page loads when first visited (the shell's page skeleton shows meanwhile): the remote's entry is
// only this router (issue 14's JavaScript budget).
const ForumPage = lazy(() => import('./forum/ForumPage.tsx').then((m) => ({ default: m.ForumPage })));
const QuestionPage = lazy(() => import('./forum/QuestionPage.tsx').then((m) => ({ default: m.QuestionPage })));
const MessagesPage = lazy(() => import('./messages/MessagesPage.tsx').then((m) => ({ default: m.MessagesPage })));
const GroupsPage = lazy(() => import('./groups/GroupsPage.tsx').then((m) => ({ default: m.GroupsPage })));

/** Exposed as `forum/routes`: the community pages (spec part 2 §2). */
export default function ForumRoutes() {
  return (
    <Routes>
      <Route path="/forum" element={<ForumPage />} />
      <Route path="/forum/question/:id" element={<QuestionPage />} />
      <Route path="/messages" element={<MessagesPage />} />
      <Route path="/groups" element={<GroupsPage />} />
    </Routes>
  );
}
