import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiErrorOf } from './api-error.ts';

/**
 * Spec part 1 §7: a default read joins the key segments into the path and GETs it.
 * Screens normally pass their own queryFn built on `api.call`; this keeps plain keys working.
 */
export const readByKey: QueryFunction = async ({ queryKey, signal }) => {
  const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
  if (!response.ok) throw await apiErrorOf(response);
  return response.json();
};

/** Data is never stale, never retried, never refetched on focus, never polled unless a screen says so. */
export function createQueryClient(overrides: { gcTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: readByKey,
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        ...(overrides.gcTime !== undefined ? { gcTime: overrides.gcTime } : {}),
      },
      mutations: { retry: false },
    },
  });
}
