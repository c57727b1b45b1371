import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, communityKeys, prependOnce, useCreating } from '@tightlines/kit';
import { messagingRoutes as routes, type Message, type MessagePage } from '@tightlines/contracts';

export const useConversations = (enabled = true) =>
  useQuery({ queryKey: communityKeys.conversations(), queryFn: ({ signal }) => api.call(routes.conversations, { signal }), enabled });

export const useMates = (enabled = true) =>
  useQuery({ queryKey: communityKeys.mates(), queryFn: ({ signal }) => api.call(routes.mates, { signal }), enabled });

/**
 * A conversation, newest page first. Reading the newest page marks it read on the server (and its
 * message notifications seen), so once it is in, the list's unread count and the bell are read again.
 */
export function useConversation(otherUserId: string | null) {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: communityKeys.conversation(otherUserId ?? ''),
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.call(routes.conversation, {
        params: { otherUserId: otherUserId! },
        query: { cursor: pageParam, limit: 30 },
        signal,
      });
      if (pageParam === undefined) {
        void client.invalidateQueries({ queryKey: communityKeys.conversations(), exact: true });
        void client.invalidateQueries({ queryKey: communityKeys.unreadNotifications() });
      }
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: MessagePage) => last.nextCursor ?? undefined,
    enabled: !!otherUserId,
  });
}

/** Sends to a mate; the message shows at once in its conversation, and the list's last message follows. */
export function useSendMessage() {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (body: { recipientId: string; content: string }, idempotencyKey) => api.call(routes.send, { body, idempotencyKey }),
    onSuccess: (message: Message) => {
      prependOnce(client, communityKeys.conversation(message.recipientId), message);
      void client.invalidateQueries({ queryKey: communityKeys.conversations(), exact: true });
    },
  });
}

/** The anglers I blocked (GET /api/blocks). */
export const useBlocked = (enabled = true) =>
  useQuery({
    queryKey: [...communityKeys.mates(), 'blocked'] as const,
    queryFn: ({ signal }) => api.call(routes.blocked, { signal }),
    enabled,
  });

/**
 * Block or unblock an angler. A block ends the follows both ways, so mates, conversations and the
 * blocked list are all read again.
 */
export function useBlockAngler() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: communityKeys.mates() }),
      client.invalidateQueries({ queryKey: communityKeys.conversations(), exact: true }),
    ]);
  const block = useMutation({ mutationFn: (userId: string) => api.call(routes.block, { params: { userId } }), onSuccess: refresh });
  const unblock = useMutation({ mutationFn: (userId: string) => api.call(routes.unblock, { params: { userId } }), onSuccess: refresh });
  return { block, unblock };
}
