/**
 * What the shell and the remotes share of react-router, as one singleton (the share key 'react-router').
 *
 * A shared module cannot be tree-shaken: Module Federation loads it whole, because a remote built later may
 * use any export. react-router 8's whole entry (with server rendering, RSC and hydration) is ~64 KB of
 * brotli on every first visit; this list — what a browser app of ours routes with — is about half of that.
 * The build aliases 'react-router-package' to the real package (scripts/shared-modules/aliases.ts), so the
 * import below is not itself turned into a shared-module lookup. A name used in shell/ or remotes/ must be
 * listed here, and so must what react-router's own DOM provider imports from
 * 'react-router': test/shared-react-router.test.ts fails otherwise.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider, // the DOM RouterProvider (./react-router-dom.ts) wraps this one
  Routes,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
} from 'react-router-package';
export type { NavigateFunction, RouteObject } from 'react-router-package';
