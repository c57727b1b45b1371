import { hiddenMarkOf, type Group, type GroupMember, type GroupMessage } from '@tightlines/contracts';
import type { AnglerCard } from '../../../identity/index.ts';
import type { GroupView } from '../../application/browse-groups.ts';
import type { GroupMessageRecord, MemberRecord } from '../../application/ports.ts';
import { groupHiddenFor, messageHiddenFor } from '../../domain/visibility.ts';

export const nameOf = (card: AnglerCard | undefined): string | null =>
  card ? card.displayName?.trim() || [card.firstName, card.lastName].filter(Boolean).join(' ').trim() || null : null;

/** As `viewerId` sees it: its owner learns whether moderation hid it. */
export const toGroupResponse = (g: GroupView, viewerId: string): Group => ({
  id: g.id,
  name: g.name,
  description: g.description,
  type: g.type,
  privacy: g.privacy,
  location: g.location,
  imageUrl: g.imageUrl,
  memberCount: g.memberCount,
  creatorName: nameOf(g.creator),
  role: g.role,
  membership: g.role ? 'member' : g.requested ? 'requested' : g.invited ? 'invited' : 'none',
  hidden: hiddenMarkOf(groupHiddenFor(g, viewerId)),
});

export const toMemberResponse = (m: MemberRecord, card: AnglerCard | undefined): GroupMember => ({
  userId: m.anglerId,
  displayName: nameOf(card),
  profileImageUrl: card?.profileImageUrl ?? null,
  role: m.role,
  joinedAt: m.joinedAt.toISOString(),
});

/** As `readerId` reads it: its sender learns whether moderation hid it. */
export const toGroupMessageResponse = (m: GroupMessageRecord, card: AnglerCard | undefined, readerId: string): GroupMessage => ({
  id: m.id,
  groupId: m.groupId,
  content: m.content,
  senderId: m.senderId,
  senderName: nameOf(card),
  senderImage: card?.profileImageUrl ?? null,
  createdAt: m.createdAt.toISOString(),
  hidden: hiddenMarkOf(messageHiddenFor(m, readerId)),
});
