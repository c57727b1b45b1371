/** A signed-in angler who may only read why, appeal and download their data: suspended until a time, or banned. */
export type Restriction = { standing: 'suspended'; until: Date } | { standing: 'banned' };

/**
 * Whether an angler is restricted now (null: in good standing). The platform asks it when it looks a
 * session up; identity, which keeps standings, binds it.
 */
export interface AnglerRestrictions {
  restrictionOf(anglerId: string): Promise<Restriction | null>;
}
export const AnglerRestrictionsToken = Symbol.for('platform.AnglerRestrictions');

/** The restriction still in force at `now`: a suspension that has run out restricts nothing. */
export function inForce(restriction: Restriction | null | undefined, now: Date): Restriction | null {
  if (!restriction) return null;
  return restriction.standing === 'suspended' && restriction.until.getTime() <= now.getTime() ? null : restriction;
}
