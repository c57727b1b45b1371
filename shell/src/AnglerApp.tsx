import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@tightlines/kit';
import { matchAnglerRoute } from './routing/remote-routes.ts';
import { SignedInLayout } from './layout/SignedInLayout.tsx';
import { RemoteSlot } from './remotes/RemoteSlot.tsx';
import { Landing } from './screens/Landing.tsx';
import { NotFound } from './screens/NotFound.tsx';
import { PageSkeleton } from './screens/PageSkeleton.tsx';
import { RedirectToLogin } from './screens/RedirectToLogin.tsx';

// Loaded when first searched, not with every screen (the JavaScript budget).
const SearchResults = lazy(() => import('./search/SearchResults.tsx').then((m) => ({ default: m.SearchResults })));

/** The header search's results: drawn by the shell itself (it spans anglers, catches and the forum). */
const SEARCH_PATH = '/search';

/**
 * The sign-in gate for every angler route. Remotes render under this root-level splat route,
 * so their own <Routes> match the full path ('/forum/question/:id', not a remainder).
 */
export function AnglerApp() {
  const location = useLocation();
  const { user, isLoading } = useAuth();
  const route = matchAnglerRoute(location.pathname);

  if (location.pathname === SEARCH_PATH) {
    if (!user) return isLoading ? <PageSkeleton /> : <RedirectToLogin returnTo={location.pathname + location.search} />;
    return (
      <SignedInLayout user={user}>
        <Suspense fallback={<PageSkeleton />}>
          <SearchResults />
        </Suspense>
      </SignedInLayout>
    );
  }

  if (!route) {
    if (user) {
      return (
        <SignedInLayout user={user}>
          <NotFound />
        </SignedInLayout>
      );
    }
    // While sign-in state loads, the skeleton: a visitor's 404 drawn first would give way to the
    // signed-in frame's skeleton and come back inside it (a flash of the page, then of nothing).
    return isLoading ? <PageSkeleton /> : <NotFound />;
  }
  if (!user) {
    // Spec part 1 §2: '/' shows the landing screen to visitors and while sign-in state loads.
    if (route.public) return <Landing />;
    if (isLoading) return <PageSkeleton />;
    return <RedirectToLogin returnTo={location.pathname + location.search} />;
  }
  return (
    <SignedInLayout user={user}>
      <RemoteSlot key={route.remote} name={route.remote} />
    </SignedInLayout>
  );
}
