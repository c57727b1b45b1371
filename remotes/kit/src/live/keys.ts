/**
 * The community's query keys, shared by the shell (the bell), the forum remote (forum, messages,
 * groups) and the live stream that keeps them fresh. Each starts with its route's path (part 1 §7: a
 * read's key names its path), so a write or an event can refresh everything under one prefix.
 */
export const communityKeys = {
  forum: () => ['/api/forum'] as const,
  conversations: () => ['/api/conversations'] as const,
  conversation: (otherUserId: string) => ['/api/conversations', otherUserId] as const,
  mates: () => ['/api/mates'] as const,
  groups: () => ['/api/groups'] as const,
  groupMessages: (groupId: string) => ['/api/groups', groupId, 'messages'] as const,
  notifications: () => ['/api/notifications'] as const,
  notificationList: () => ['/api/notifications', 'list'] as const,
  unreadNotifications: () => ['/api/notifications', 'unread-count'] as const,
};
