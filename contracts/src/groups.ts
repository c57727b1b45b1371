import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { UserId } from './identity.ts';
import { HiddenMark } from './moderation.ts';
import { Cursor, PAGE_SIZE } from './pagination.ts';

/**
 * Groups (spec part 2 §2 Groups, §3, §4–§7): discover, create, join and leave, roles (owner, admin,
 * member) and what each privacy means — public: joined at once; private: a request an owner or admin
 * approves; invite_only: an invitation from an owner or admin — and the members-only chat.
 */
export const GROUP_TYPES = ['club', 'community', 'tournament'] as const;
export const GroupType = z.enum(GROUP_TYPES);
export const GROUP_PRIVACIES = ['public', 'private', 'invite_only'] as const;
export const GroupPrivacy = z.enum(GROUP_PRIVACIES);
export const GROUP_ROLES = ['owner', 'admin', 'member'] as const;
export const GroupRole = z.enum(GROUP_ROLES);
export type GroupRole = z.infer<typeof GroupRole>;

export const GROUP_LIMITS = { nameChars: 100, descriptionChars: 1000, locationChars: 200, messageChars: 2000, listRows: 50 } as const;
export const GROUP_MESSAGES = {
  nameRequired: 'Group name is required',
  blankMessage: 'Type a message to send',
} as const;

export const GroupId = z.string().min(1).max(64);

/** Where the viewer stands: a member (with a role), waiting for approval, invited, or none of these. */
export const Membership = z.enum(['member', 'requested', 'invited', 'none']);

export const Group = z
  .object({
    id: GroupId,
    name: z.string(),
    description: z.string(),
    type: GroupType,
    privacy: GroupPrivacy,
    location: z.string().nullable(),
    imageUrl: z.string().nullable(),
    memberCount: z.number().int().min(0),
    creatorName: z.string().nullable(),
    /** The viewer's role when a member (spec §3: role, for the user's groups). */
    role: GroupRole.nullable(),
    membership: Membership,
    /** Set for its owner only when moderation hid it (nobody else finds it). */
    hidden: HiddenMark.nullable(),
  })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof Group>;

export const GroupMember = z
  .object({
    userId: UserId,
    displayName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    role: GroupRole,
    joinedAt: z.iso.datetime(),
  })
  .meta({ id: 'GroupMember' });
export type GroupMember = z.infer<typeof GroupMember>;

/**
 * The live stream's `group_membership` event: something about the reader's membership of a group
 * changed (an owner or admin changed their role, removed them, or changed the group's members they
 * manage). `role` is the reader's role now — null when no longer a member — so open group screens
 * read the group again without a reload.
 */
export const GroupMembershipChange = z.object({ groupId: GroupId, role: GroupRole.nullable() });
export type GroupMembershipChange = z.infer<typeof GroupMembershipChange>;

export const JoinRequest = z.object({
  userId: UserId,
  displayName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  requestedAt: z.iso.datetime(),
});

export const GroupMessage = z.object({
  id: z.string(),
  groupId: GroupId,
  content: z.string(),
  senderId: UserId,
  senderName: z.string().nullable(),
  senderImage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Set for its sender only when moderation hid it (the other members no longer receive it). */
  hidden: HiddenMark.nullable(),
});
export type GroupMessage = z.infer<typeof GroupMessage>;
export const GroupMessagePage = z.object({ items: z.array(GroupMessage), nextCursor: Cursor.nullable() });

/** Spec §5: name required (trimmed); defaults type club, privacy public, empty location and description. */
export const CreateGroup = z.object({
  name: z.string(GROUP_MESSAGES.nameRequired).trim().min(1, GROUP_MESSAGES.nameRequired).max(GROUP_LIMITS.nameChars),
  description: z.string().trim().max(GROUP_LIMITS.descriptionChars).default(''),
  type: GroupType.default('club'),
  privacy: GroupPrivacy.default('public'),
  location: z.string().trim().max(GROUP_LIMITS.locationChars).default(''),
});
export type CreateGroup = z.infer<typeof CreateGroup>;

export const GroupsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.union([GroupType, z.literal('all')]).optional(),
});

export const JoinResult = z.object({ status: z.enum(['joined', 'requested']), group: Group });

const signedIn = { 401: ErrorBody } as const;
const GroupParams = z.object({ id: GroupId });
const MemberParams = z.object({ id: GroupId, userId: UserId });

export const groupsRoutes = {
  discover: route({
    method: 'GET',
    path: '/api/groups',
    summary: 'Discover groups (public and private; invite-only ones only to their members and invitees), by name and type',
    query: GroupsQuery,
    responses: { 200: z.array(Group), 400: ErrorBody, ...signedIn },
  }),
  mine: route({
    method: 'GET',
    path: '/api/groups/user',
    summary: 'My groups, with my role',
    responses: { 200: z.array(Group), ...signedIn },
  }),
  create: route({
    method: 'POST',
    path: '/api/groups',
    summary: 'Create a group: I become its owner',
    body: CreateGroup,
    responses: { 201: Group, 400: ErrorBody, ...signedIn, 429: ErrorBody },
  }),
  join: route({
    method: 'POST',
    path: '/api/groups/:id/join',
    summary: 'Join a public group, ask to join a private one, or accept an invitation',
    params: GroupParams,
    responses: { 200: JoinResult, ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
  leave: route({
    method: 'DELETE',
    path: '/api/groups/:id/leave',
    summary: 'Leave a group (an owner hands over ownership first); also withdraws a request',
    params: GroupParams,
    responses: { 200: Group, ...signedIn, 404: ErrorBody, 422: ErrorBody },
  }),
  members: route({
    method: 'GET',
    path: '/api/groups/:id/members',
    summary: 'The members and their roles (members only)',
    params: GroupParams,
    responses: { 200: z.array(GroupMember), ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
  requests: route({
    method: 'GET',
    path: '/api/groups/:id/requests',
    summary: 'Requests waiting for approval (owner and admins)',
    params: GroupParams,
    responses: { 200: z.array(JoinRequest), ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
  approve: route({
    method: 'POST',
    path: '/api/groups/:id/requests/:userId/approve',
    summary: 'Approve a request to join (owner and admins)',
    params: MemberParams,
    responses: { 200: z.array(GroupMember), ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
  invite: route({
    method: 'POST',
    path: '/api/groups/:id/invitations/:userId',
    summary: 'Invite an angler (owner and admins)',
    params: MemberParams,
    responses: { 204: null, ...signedIn, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  setRole: route({
    method: 'POST',
    path: '/api/groups/:id/members/:userId/role',
    summary: 'Make a member an admin or a member again (owner only); role owner hands over ownership',
    params: MemberParams,
    body: z.object({ role: GroupRole }),
    responses: { 200: z.array(GroupMember), ...signedIn, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
  }),
  removeMember: route({
    method: 'DELETE',
    path: '/api/groups/:id/members/:userId',
    summary: 'Remove a member (the owner: admins and members; an admin: members); answers the members left',
    params: MemberParams,
    responses: { 200: z.array(GroupMember), ...signedIn, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
  }),
  messages: route({
    method: 'GET',
    path: '/api/groups/:id/messages',
    summary: 'The group chat, newest page first (members only)',
    params: GroupParams,
    query: z.object({ cursor: Cursor.optional(), limit: z.coerce.number().int().min(PAGE_SIZE.min).max(PAGE_SIZE.max).default(30) }),
    responses: { 200: GroupMessagePage, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
  post: route({
    method: 'POST',
    path: '/api/groups/:id/messages',
    summary: 'Write in the group chat (members only)',
    params: GroupParams,
    body: z.object({
      content: z.string(GROUP_MESSAGES.blankMessage).trim().min(1, GROUP_MESSAGES.blankMessage).max(GROUP_LIMITS.messageChars),
    }),
    responses: { 201: GroupMessage, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
  }),
} as const;
