import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@tightlines/kit';
import { messagingRoutes } from '@tightlines/contracts';

const blockedKey = ['settings', 'blocked'] as const;

/** The anglers I blocked (GET /api/blocks), for Settings. */
export const useBlockedAnglers = () =>
  useQuery({ queryKey: blockedKey, queryFn: ({ signal }) => api.call(messagingRoutes.blocked, { signal }) });

/** Lift a block; the list is read again (follows do not come back by themselves). */
export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.call(messagingRoutes.unblock, { params: { userId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: blockedKey }),
  });
}
