import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@tightlines/kit';
import { moderationRoutes, type DecideAppeal, type ReportableKind, type TakeAction } from '@tightlines/contracts';

/** Every read of the console under one prefix, so an action refreshes all it may have changed. */
export const consoleKeys = {
  all: ['operator'] as const,
  role: ['operator', 'role'] as const,
  queue: ['operator', 'queue'] as const,
  item: (kind: ReportableKind, itemId: string) => ['operator', 'item', kind, itemId] as const,
  appeals: ['operator', 'appeals'] as const,
  audit: ['operator', 'audit'] as const,
  operators: ['operator', 'operators'] as const,
};

/** Whether the signed-in angler is an operator: the server decides every call anyway; this picks the screen. */
export function useModerationRole() {
  return useQuery({ queryKey: consoleKeys.role, queryFn: ({ signal }) => api.call(moderationRoutes.role, { signal }) });
}

const nextPage = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

export function useQueue() {
  return useInfiniteQuery({
    queryKey: consoleKeys.queue,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => api.call(moderationRoutes.queue, { query: { cursor: pageParam, limit: 20 }, signal }),
    getNextPageParam: nextPage,
  });
}

export function useReportedItem(kind: ReportableKind, itemId: string) {
  return useQuery({
    queryKey: consoleKeys.item(kind, itemId),
    queryFn: ({ signal }) => api.call(moderationRoutes.item, { params: { kind, itemId }, signal }),
  });
}

export function useTakeAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TakeAction) => api.call(moderationRoutes.act, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export function useAppeals() {
  return useInfiniteQuery({
    queryKey: consoleKeys.appeals,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => api.call(moderationRoutes.appeals, { query: { cursor: pageParam, limit: 20 }, signal }),
    getNextPageParam: nextPage,
  });
}

export function useDecideAppeal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideAppeal) => api.call(moderationRoutes.decideAppeal, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: consoleKeys.audit,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => api.call(moderationRoutes.audit, { query: { cursor: pageParam, limit: 50 }, signal }),
    getNextPageParam: nextPage,
  });
}

export function useOperators() {
  return useQuery({ queryKey: consoleKeys.operators, queryFn: ({ signal }) => api.call(moderationRoutes.operators, { signal }) });
}

export function useGrantOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.call(moderationRoutes.grant, { body: { email } }),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export function useRevokeOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (anglerId: string) => api.call(moderationRoutes.revoke, { params: { anglerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
