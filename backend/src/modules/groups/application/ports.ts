import type { GroupPrivacy, GroupRole, GroupType } from '../domain/group.ts';
import type { HiddenState } from '../domain/visibility.ts';

export interface GroupRecord {
  id: string;
  name: string;
  description: string;
  type: GroupType;
  privacy: GroupPrivacy;
  location: string | null;
  imageUrl: string | null;
  creatorId: string;
  ownerId: string;
  memberCount: number;
  createdAt: Date;
  hidden: HiddenState | null;
}

/** A group as one angler sees it. */
export interface GroupSeen extends GroupRecord {
  role: GroupRole | null;
  requested: boolean;
  invited: boolean;
}

export interface MemberRecord {
  anglerId: string;
  role: GroupRole;
  joinedAt: Date;
}

export interface GroupMessageRecord {
  id: string;
  groupId: string;
  senderId: string;
  content: string;
  createdAt: Date;
  hidden: HiddenState | null;
}

export interface GroupRepository {
  /** In the caller's transaction: the group with its owner as first member. */
  create(group: GroupRecord): Promise<void>;
  /** In the caller's transaction: the group locked until it ends (joins, leaves and approvals queue here). */
  lock(groupId: string): Promise<GroupRecord | null>;
  /** Null also when the group is hidden and the viewer is not its owner (domain/visibility.ts), as every list. */
  seenBy(groupId: string, viewerId: string): Promise<GroupSeen | null>;
  discover(viewerId: string, filter: { search?: string; type?: GroupType }, limit: number): Promise<GroupSeen[]>;
  mine(viewerId: string): Promise<GroupSeen[]>;
  roleOf(groupId: string, anglerId: string): Promise<GroupRole | null>;
  /** The angler's role in each of these groups they are a member of. */
  rolesOf(anglerId: string, groupIds: readonly string[]): Promise<Map<string, GroupRole>>;
  /** Each in the caller's transaction, under the group's lock; the count moves with the rows. */
  addMember(groupId: string, anglerId: string, role: GroupRole, at: Date): Promise<boolean>;
  removeMember(groupId: string, anglerId: string): Promise<boolean>;
  setRole(groupId: string, anglerId: string, role: GroupRole): Promise<void>;
  setOwner(groupId: string, ownerId: string): Promise<void>;
  request(groupId: string, anglerId: string, at: Date): Promise<boolean>;
  dropRequest(groupId: string, anglerId: string): Promise<boolean>;
  requests(groupId: string): Promise<Array<{ anglerId: string; requestedAt: Date }>>;
  invite(groupId: string, anglerId: string, by: string, at: Date): Promise<boolean>;
  dropInvitation(groupId: string, anglerId: string): Promise<boolean>;
  members(groupId: string): Promise<MemberRecord[]>;
  managers(groupId: string): Promise<string[]>;
  addMessage(message: GroupMessageRecord): Promise<void>;
  /** The chat as the reader sees it (a hidden message: its sender only), newest first. */
  messages(groupId: string, readerId: string, before: { createdAt: Date; id: string } | null, limit: number): Promise<GroupMessageRecord[]>;
  /** Only messages of groups the reader is a member of and sees, and only messages they see. */
  messagesReadableBy(readerId: string, ids: readonly string[]): Promise<GroupMessageRecord[]>;
  /** Hidden or not: what moderation reads. */
  byId(groupId: string): Promise<GroupRecord | null>;
  messageById(id: string): Promise<GroupMessageRecord | null>;
  /** Hidden or not, each in one statement (absent ones left out): what the operators' queue lists. */
  byIds(groupIds: readonly string[]): Promise<GroupRecord[]>;
  messagesByIds(ids: readonly string[]): Promise<GroupMessageRecord[]>;
  /** Up to `each` chat messages before it, the message, and up to `each` after — hidden or not. */
  messagesAround(message: GroupMessageRecord, each: number): Promise<GroupMessageRecord[]>;
  /** In the caller's transaction: hidden or shown again. False: no such group or message. */
  setGroupHidden(groupId: string, hidden: HiddenState | null): Promise<boolean>;
  setMessageHidden(id: string, hidden: HiddenState | null): Promise<boolean>;
  /** In the caller's transaction: the group gone for good, with its members, requests, invitations and chat. */
  removeGroup(groupId: string): Promise<void>;
}
export const GroupRepository = Symbol.for('groups.GroupRepository');
