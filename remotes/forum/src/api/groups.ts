import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, communityKeys, prependOnce, useCreating } from '@tightlines/kit';
import { groupsRoutes as routes, type CreateGroup, type GroupMessage, type GroupMember } from '@tightlines/contracts';

type GroupRole = GroupMember['role'];

export type GroupTypeFilter = 'all' | 'club' | 'community' | 'tournament';

export const groupKeys = {
  all: communityKeys.groups,
  discover: (filter: { search?: string; type?: GroupTypeFilter }) => [...communityKeys.groups(), 'discover', filter] as const,
  mine: () => [...communityKeys.groups(), 'user'] as const,
  requests: (id: string) => [...communityKeys.groups(), id, 'requests'] as const,
  members: (id: string) => [...communityKeys.groups(), id, 'members'] as const,
  messages: communityKeys.groupMessages,
};

export const useDiscoverGroups = (filter: { search?: string; type?: GroupTypeFilter }, enabled = true) =>
  useQuery({
    queryKey: groupKeys.discover(filter),
    queryFn: ({ signal }) => api.call(routes.discover, { query: filter, signal }),
    enabled,
  });

export const useMyGroups = (enabled = true) =>
  useQuery({ queryKey: groupKeys.mine(), queryFn: ({ signal }) => api.call(routes.mine, { signal }), enabled });

export const useJoinRequests = (id: string, enabled: boolean) =>
  useQuery({ queryKey: groupKeys.requests(id), queryFn: ({ signal }) => api.call(routes.requests, { params: { id }, signal }), enabled });

/** The member list; `refreshEveryMs` reads it again on mounting and at that pace (the chat's member count). */
export const useGroupMembers = (id: string, enabled: boolean, live: { refreshEveryMs?: number } = {}) =>
  useQuery({
    queryKey: groupKeys.members(id),
    queryFn: ({ signal }) => api.call(routes.members, { params: { id }, signal }),
    enabled,
    ...(live.refreshEveryMs ? { refetchOnMount: 'always' as const, refetchInterval: live.refreshEveryMs } : {}),
  });

export const useGroupMessages = (id: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: groupKeys.messages(id),
    queryFn: ({ pageParam, signal }) => api.call(routes.messages, { params: { id }, query: { cursor: pageParam, limit: 30 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
    enabled,
  });

function useGroupsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.all() }) });
}

export function useCreateGroup() {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (body: CreateGroup, idempotencyKey) => api.call(routes.create, { body, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.all() }),
  });
}
export const useJoinGroup = () => useGroupsMutation((id: string) => api.call(routes.join, { params: { id } }));
export const useLeaveGroup = () => useGroupsMutation((id: string) => api.call(routes.leave, { params: { id } }));
export const useApprove = (id: string) => useGroupsMutation((userId: string) => api.call(routes.approve, { params: { id, userId } }));
export const useSetRole = (id: string) =>
  useGroupsMutation((input: { userId: string; role: GroupRole }) =>
    api.call(routes.setRole, { params: { id, userId: input.userId }, body: { role: input.role } }),
  );
export const useRemoveMember = (id: string) =>
  useGroupsMutation((userId: string) => api.call(routes.removeMember, { params: { id, userId } }));
export const useInvite = (id: string) => useGroupsMutation((userId: string) => api.call(routes.invite, { params: { id, userId } }));

export function usePostGroupMessage(id: string) {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (content: string, idempotencyKey) => api.call(routes.post, { params: { id }, body: { content }, idempotencyKey }),
    onSuccess: (message: GroupMessage) => prependOnce(client, groupKeys.messages(id), message),
  });
}
