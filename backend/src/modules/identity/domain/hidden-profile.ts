/**
 * Hidden profiles: the one rule for who still reads the name, bio and pictures of a profile a moderator
 * (or reports) hid — defined ONCE, here, as its named ways of being shown, any of which lets the viewer
 * read them. The domain's `profileShownTo` and the SQL identity's reads use
 * (adapters/persistence/hidden-profile.sql.ts, which must give each way its SQL form) are both built from
 * this table; a property test runs both (test/identity/hidden-profile-twins.test.ts).
 *
 * To everyone else a hidden profile reads as a deleted angler's does: no name (the app says 'Angler'),
 * no bio, no pictures, and it is not found by search or suggested. What the angler posted follows its
 * own rules; their own profile still shows them everything, marked hidden.
 */
export interface HiddenProfileFacts {
  anglerId: string;
  hiddenAt: Date | null;
}

export const SHOWN_PROFILE_WAYS = {
  /** Nobody hid it. */
  notHidden: (p: HiddenProfileFacts) => p.hiddenAt === null,
  /** The angler reads their own profile. */
  ownProfile: (p: HiddenProfileFacts, viewerId: string | null) => viewerId !== null && p.anglerId === viewerId,
} as const satisfies Record<string, (p: HiddenProfileFacts, viewerId: string | null) => boolean>;

export type ShownProfileWay = keyof typeof SHOWN_PROFILE_WAYS;
export const SHOWN_PROFILE_WAY_NAMES = Object.keys(SHOWN_PROFILE_WAYS) as ShownProfileWay[];

/** Whether this viewer (null: anyone, as another module's copy of a card is read) reads the profile's own words and pictures. */
export function profileShownTo(p: HiddenProfileFacts, viewerId: string | null): boolean {
  return SHOWN_PROFILE_WAY_NAMES.some((name) => SHOWN_PROFILE_WAYS[name](p, viewerId));
}

/** What a hidden profile keeps from others (each reads null, as a deleted angler's). */
export const HIDDEN_PROFILE_FIELDS = ['displayName', 'firstName', 'lastName', 'bio', 'profileImageUrl', 'bannerImageUrl'] as const;
type HiddenField = (typeof HIDDEN_PROFILE_FIELDS)[number];

/** The card or profile as this viewer may read it: the hidden fields it has emptied when the profile is not shown to them. */
export function profileAsSeenBy<T extends Partial<Record<HiddenField, string | null>>>(
  profile: T,
  facts: HiddenProfileFacts,
  viewerId: string | null,
): T {
  if (profileShownTo(facts, viewerId)) return profile;
  const seen: T = { ...profile };
  for (const field of HIDDEN_PROFILE_FIELDS) if (field in seen) (seen as Record<string, unknown>)[field] = null;
  return seen;
}
