import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@tightlines/kit';
import { moderationRoutes } from '@tightlines/contracts';

const statementsKey = ['moderation', 'statements'] as const;

/** The actions affecting me, newest first, a page at a time. */
export function useStatements() {
  return useInfiniteQuery({
    queryKey: statementsKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => api.call(moderationRoutes.statements, { query: { cursor: pageParam, limit: 20 }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Appeals one action, once. */
export function useAppeal(actionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.call(moderationRoutes.appeal, { params: { id: actionId }, body: { text } }),
    onSettled: () => client.invalidateQueries({ queryKey: statementsKey }),
  });
}

/** Whether I am an operator (the guidelines page then links to the console). */
export function useIsOperator(): boolean {
  const role = useQuery({
    queryKey: ['operator', 'role'],
    queryFn: ({ signal }) => api.call(moderationRoutes.role, { signal }),
    retry: false,
  });
  return role.data?.operator === true;
}
