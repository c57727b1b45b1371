/**
 * What the shell and the remotes share of @tanstack/react-query, as one singleton (the share key
 * '@tanstack/react-query'): the query cache must be one for the whole page.
 *
 * A shared module cannot be tree-shaken (react-router.ts beside this says why), and react-query's whole
 * entry carries what no screen of ours uses — hydration for server rendering, the suspense hooks, useQueries,
 * streamed queries, mutation-state selectors. This list is what the browser code imports; the rest stays
 * out of the one chunk every signed-in screen downloads and evaluates before its first paint.
 * The build aliases 'react-query-package' to the real package. A name used in shell/ or remotes/ must be
 * listed here: test/shared-modules.test.ts fails otherwise.
 */
export {
  hashKey,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from 'react-query-package';
export type { InfiniteData, Query, QueryFunction, QueryKey, UseInfiniteQueryResult } from 'react-query-package';
