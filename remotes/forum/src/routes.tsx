import './styles.css';
import { Route, Routes } from 'react-router';
import { lazyPage, openingOf } from '@tightlines/kit';
import { ForumPage } from './forum/ForumPage.tsx';

// The forum, the remote's first screen, comes with the remote (no round trip more before
// the first paint); the other pages load when first visited (the shell's page skeleton shows meanwhile), or
// with the remote when the page opened is theirs.
const QuestionPage = lazyPage(
  () => import(/* webpackChunkName: "question" */ './forum/QuestionPage.tsx').then((m) => m.QuestionPage),
  /^\/forum\/question\//i,
);
const MessagesPage = lazyPage(
  () => import(/* webpackChunkName: "messages" */ './messages/MessagesPage.tsx').then((m) => m.MessagesPage),
  /^\/messages\/?$/i,
);
const GroupsPage = lazyPage(
  () => import(/* webpackChunkName: "groups" */ './groups/GroupsPage.tsx').then((m) => m.GroupsPage),
  /^\/groups\/?$/i,
);

/** The chunk of the page being opened, which the shell waits for before drawing the remote. */
export const opening = openingOf(QuestionPage, MessagesPage, GroupsPage);

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
