import { eventType, type EventOf } from '../../../shared/kernel/event-of.ts';

/**
 * What happens in a group that others may react to, published in the transaction of its cause
 * (durable, delivered at least once after it commits). Each event names the anglers it concerns as
 * they were at that moment (its managers, its members), so a reaction never reads groups' tables.
 */
export type GroupJoinRequested = EventOf<'groups.GroupJoinRequested', { groupId: string; anglerId: string; managerIds: readonly string[] }>;
export const GroupJoinRequested = eventType<GroupJoinRequested>('groups.GroupJoinRequested');

export type GroupRequestApproved = EventOf<'groups.GroupRequestApproved', { groupId: string; anglerId: string; managerId: string }>;
export const GroupRequestApproved = eventType<GroupRequestApproved>('groups.GroupRequestApproved');

export type GroupInvitationSent = EventOf<'groups.GroupInvitationSent', { groupId: string; anglerId: string; managerId: string }>;
export const GroupInvitationSent = eventType<GroupInvitationSent>('groups.GroupInvitationSent');

/** A member's role changed or they were removed: they and the managers see the group anew. */
export type GroupMembershipChanged = EventOf<
  'groups.GroupMembershipChanged',
  { groupId: string; anglerId: string; managerIds: readonly string[] }
>;
export const GroupMembershipChanged = eventType<GroupMembershipChanged>('groups.GroupMembershipChanged');

/** Every member when it was posted, the sender too (their other tabs show it). */
export type GroupMessagePosted = EventOf<
  'groups.GroupMessagePosted',
  { groupId: string; messageId: string; senderId: string; memberIds: readonly string[] }
>;
export const GroupMessagePosted = eventType<GroupMessagePosted>('groups.GroupMessagePosted');
