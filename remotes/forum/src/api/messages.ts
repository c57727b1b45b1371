import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, communityKeys, prependOnce } from '@tightlines/kit';
import { messagingRoutes as routes, type Message, type MessagePage } from '@tightlines/contracts';

export const useConversations = (enabled = true) =>
  useQuery({ queryKey: communityKeys.conversations(), queryFn: ({ signal }) => api.call(routes.conversations, { signal }), enabled });

export const useMates = (enabled = true) =>
  useQuery({ queryKey: communityKeys.mates(), queryFn: ({ signal }) => api.call(routes.mates, { signal }), enabled });

/** A conversation, newest page first (reading it marks it read on the server). */
export const useConversation = (otherUserId: string | null) =>
  useInfiniteQuery({
    queryKey: communityKeys.conversation(otherUserId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      api.call(routes.conversation, { params: { otherUserId: otherUserId! }, query: { cursor: pageParam, limit: 30 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: MessagePage) => last.nextCursor ?? undefined,
    enabled: !!otherUserId,
  });

/** Sends to a mate; the message shows at once in its conversation, and the list's last message follows. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { recipientId: string; content: string }) => api.call(routes.send, { body }),
    onSuccess: (message: Message) => {
      prependOnce(client, communityKeys.conversation(message.recipientId), message);
      void client.invalidateQueries({ queryKey: communityKeys.conversations(), exact: true });
    },
  });
}
