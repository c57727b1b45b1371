/**
 * What the shell and the remotes share of react-router, as one singleton (the share key 'react-router').
 *
 * A shared module cannot be tree-shaken: Module Federation loads it whole, because a remote built later may
 * use any export. react-router 8's whole entry (with server rendering, RSC and hydration) is ~64 KB of
 * brotli on every first visit; this list — what a browser app of ours routes with — is about a third of that.
 * Declarative routing only (BrowserRouter, Routes): the data router (createBrowserRouter, RouterProvider,
 * loaders, actions, blockers) is most of the package and we use none of it — the shell's two routes and
 * each remote's own <Routes> need no more.
 * The build aliases 'react-router-package' to the real package (scripts/shared-modules/aliases.ts), so the
 * import below is not itself turned into a shared-module lookup. A name used in shell/ or remotes/ must be
 * listed here: test/shared-modules.test.ts fails otherwise.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-package';
export type { NavigateFunction, RouteObject } from 'react-router-package';
