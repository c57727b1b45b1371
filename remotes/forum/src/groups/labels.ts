import type { Group } from '@tightlines/contracts';

export const TYPE_LABELS: Record<Group['type'], string> = { club: 'Fishing Club', community: 'Community', tournament: 'Tournament' };
/** The Discover filter (spec §2). */
export const TYPE_FILTERS = [
  { value: 'all', label: 'All Types' },
  { value: 'club', label: 'Fishing Clubs' },
  { value: 'community', label: 'Communities' },
  { value: 'tournament', label: 'Tournaments' },
] as const;
export const PRIVACY_LABELS: Record<Group['privacy'], string> = { public: 'Public', private: 'Private', invite_only: 'Invite only' };
export const ROLE_LABELS = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;
