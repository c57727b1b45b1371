import './styles.css';
import { Route, Routes } from 'react-router';
import { ForumPage } from './forum/ForumPage.tsx';
import { QuestionPage } from './forum/QuestionPage.tsx';
import { MessagesPage } from './messages/MessagesPage.tsx';
import { GroupsPage } from './groups/GroupsPage.tsx';

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
