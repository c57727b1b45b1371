import type { InfiniteData, InvalidateQueryFilters, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { GroupMessage, LiveEventKind, Message, Notification, UnreadCount } from '@tightlines/contracts';
import { communityKeys } from './keys.ts';

/** A page of a newest-first list (a conversation, a group chat). */
interface NewestFirstPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** Puts an item at the top of a newest-first infinite list already in the cache (once: ids are kept unique). */
export function prependOnce<T extends { id: string }>(client: QueryClient, key: QueryKey, item: T): void {
  client.setQueryData<InfiniteData<NewestFirstPage<T>>>(key, (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.items.some((known) => known.id === item.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, items: [item, ...first!.items] }, ...rest] };
  });
}

/**
 * Reads again what an event changed. A first read still under way (no data yet) is cancelled and
 * begun again: react-query joins a fetch in flight unless it already has data, so that read — answered
 * from before the event's cause committed — would stand, and a message that came while a chat was
 * opening stayed missing until a reload. Everything else is marked stale at once, as before.
 */
export async function readAgain(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  const opening = client
    .getQueryCache()
    .findAll({ queryKey: filters.queryKey, exact: filters.exact })
    .filter((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching');
  const invalidated = client.invalidateQueries(filters);
  if (opening.length) {
    const isOpening = (query: Query) => opening.includes(query);
    await client.cancelQueries({ predicate: isOpening });
    await client.refetchQueries({ predicate: isOpening, type: 'active' });
  }
  await invalidated;
}

const FORUM_KINDS = new Set(['question_answered', 'question_liked', 'answer_accepted']);
const GROUP_KINDS = new Set(['group_join_request', 'group_request_approved', 'group_invitation']);

/**
 * One event of the live stream turned into cache changes: what it carries is shown at once (the
 * message in its conversation, the group message in its chat, one more unread on the bell), and the
 * reads it changes are refreshed (the conversation list's last message and unread count, a question's
 * answers, a group's members and requests). Refreshing the open conversation first is what marks the
 * new message read, so the list refreshed after it shows no unread for the conversation being read.
 */
export async function applyLiveEvent(client: QueryClient, me: string, kind: LiveEventKind | string, data: unknown): Promise<void> {
  if (kind === 'message') {
    const message = data as Message;
    const other = message.senderId === me ? message.recipientId : message.senderId;
    const key = communityKeys.conversation(other);
    prependOnce(client, key, message);
    await readAgain(client, { queryKey: key, exact: true });
    await readAgain(client, { queryKey: communityKeys.conversations(), exact: true });
  } else if (kind === 'group_message') {
    const message = data as GroupMessage;
    const key = communityKeys.groupMessages(message.groupId);
    prependOnce(client, key, message);
    await readAgain(client, { queryKey: key, exact: true });
  } else if (kind === 'group_membership') {
    // A role given or taken, or a removal: every group screen reads again (My Groups' badge, Manage,
    // Chat; a removed member's chat and a demoted admin's Manage close as their card changes).
    await readAgain(client, { queryKey: communityKeys.groups() });
  } else if (kind === 'resync') {
    // The stream could not resume from where this tab was (away longer than the server keeps): read it all again.
    await Promise.all(
      [
        communityKeys.forum(),
        communityKeys.conversations(),
        communityKeys.mates(),
        communityKeys.groups(),
        communityKeys.notifications(),
      ].map((queryKey) => readAgain(client, { queryKey })),
    );
  } else if (kind === 'notification') {
    const notification = data as Notification;
    if (!notification.read) {
      client.setQueryData<UnreadCount>(communityKeys.unreadNotifications(), (count) => (count ? { unread: count.unread + 1 } : count));
    }
    const refreshes = [
      readAgain(client, { queryKey: communityKeys.notificationList() }),
      readAgain(client, { queryKey: communityKeys.unreadNotifications() }),
    ];
    if (FORUM_KINDS.has(notification.kind)) refreshes.push(readAgain(client, { queryKey: communityKeys.forum() }));
    if (GROUP_KINDS.has(notification.kind)) refreshes.push(readAgain(client, { queryKey: communityKeys.groups() }));
    if (notification.kind === 'new_follower') refreshes.push(readAgain(client, { queryKey: communityKeys.mates() }));
    await Promise.all(refreshes);
  }
}
