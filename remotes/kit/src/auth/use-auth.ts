import { useQuery } from '@tanstack/react-query';
import { identityRoutes, type CurrentUser } from '@tightlines/contracts';
import { call } from '../api/client.ts';
import { isUnauthorizedError } from '../api/api-error.ts';

const currentUser = identityRoutes.currentUser;
export const currentUserKey = [currentUser.path] as const;

/**
 * Sign-in state (spec part 1 §4): loading, then signed in or not. A 401 is an answer
 * ("not signed in"), not a failure, and the call is never retried.
 */
export function useAuth(): { user: CurrentUser | undefined; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading } = useQuery({
    queryKey: currentUserKey,
    queryFn: async ({ signal }) => {
      try {
        return await call(currentUser, { signal });
      } catch (error) {
        if (isUnauthorizedError(error)) return null;
        throw error;
      }
    },
    retry: false,
  });
  const user = data ?? undefined;
  return { user, isLoading, isAuthenticated: user !== undefined };
}
