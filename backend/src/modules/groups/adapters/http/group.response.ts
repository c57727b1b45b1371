import type { Group, GroupMember, GroupMessage } from '@tightlines/contracts';
import type { AnglerCard } from '../../../identity/index.ts';
import type { GroupView } from '../../application/browse-groups.ts';
import type { GroupMessageRecord, MemberRecord } from '../../application/ports.ts';

export const nameOf = (card: AnglerCard | undefined): string | null =>
  card ? card.displayName?.trim() || [card.firstName, card.lastName].filter(Boolean).join(' ').trim() || null : null;

export const toGroupResponse = (g: GroupView): Group => ({
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
});

export const toMemberResponse = (m: MemberRecord, card: AnglerCard | undefined): GroupMember => ({
  userId: m.anglerId,
  displayName: nameOf(card),
  profileImageUrl: card?.profileImageUrl ?? null,
  role: m.role,
  joinedAt: m.joinedAt.toISOString(),
});

export const toGroupMessageResponse = (m: GroupMessageRecord, card: AnglerCard | undefined): GroupMessage => ({
  id: m.id,
  groupId: m.groupId,
  content: m.content,
  senderId: m.senderId,
  senderName: nameOf(card),
  senderImage: card?.profileImageUrl ?? null,
  createdAt: m.createdAt.toISOString(),
});
