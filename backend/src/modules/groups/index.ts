/**
 * groups — clubs, communities and tournament crews: discover and create, join and leave with exact
 * member counts, roles (owner, admin, member) with real effects — public groups are joined at once,
 * private ones by a request an owner or admin approves, invite-only ones by an invitation — and the
 * members-only chat, live on every member's stream. Nobody calls groups: its door holds only the
 * events others react to (notifications tells the anglers concerned and feeds their live streams).
 */
export {
  GroupInvitationSent,
  GroupJoinRequested,
  GroupMembershipChanged,
  GroupMessagePosted,
  GroupRequestApproved,
} from './domain/group.events.ts';
