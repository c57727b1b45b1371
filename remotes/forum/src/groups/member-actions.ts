import type { GroupMember } from '@tightlines/contracts';

type Role = GroupMember['role'];
export type MemberAction = 'make_admin' | 'make_member' | 'make_owner' | 'remove';

/**
 * What the viewer may do to a member, as the server allows it: the owner changes roles, hands over
 * ownership and removes anyone but themself; an admin removes plain members; members do nothing.
 */
export function memberActions(viewer: Role | null, target: Role, self: boolean): MemberAction[] {
  if (self || target === 'owner') return [];
  if (viewer === 'owner') return target === 'admin' ? ['make_member', 'make_owner', 'remove'] : ['make_admin', 'make_owner', 'remove'];
  if (viewer === 'admin' && target === 'member') return ['remove'];
  return [];
}
