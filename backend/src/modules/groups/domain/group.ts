/** A group's kinds, privacies and roles (spec §3), and who may do what (roles with real effects). */
export type GroupType = 'club' | 'community' | 'tournament';
export type GroupPrivacy = 'public' | 'private' | 'invite_only';
export type GroupRole = 'owner' | 'admin' | 'member';

/** Owners and admins approve requests and invite. */
export const mayManageMembers = (role: GroupRole | null): boolean => role === 'owner' || role === 'admin';

/** Only the owner changes roles (and hands over ownership). */
export const mayChangeRoles = (role: GroupRole | null): boolean => role === 'owner';

/**
 * Who may remove whom: the owner removes admins and members; an admin removes members only; nobody
 * removes the owner (ownership is handed over, then the old owner may leave).
 */
export function mayRemove(actor: GroupRole | null, target: GroupRole): boolean {
  if (target === 'owner') return false;
  if (actor === 'owner') return true;
  return actor === 'admin' && target === 'member';
}

/** What joining does, by privacy: public joins at once; private asks; invite-only needs an invitation. */
export function joinOutcome(privacy: GroupPrivacy, invited: boolean): 'join' | 'request' | 'refuse' {
  if (invited || privacy === 'public') return 'join';
  return privacy === 'private' ? 'request' : 'refuse';
}
