/**
 * Published in the follow's own transaction (durable, delivered at least once after it commits).
 * Posts reacts: its copy of who follows whom, and home timelines gaining or losing the followee's
 * posts (mates-only posts become visible or hidden). Events of one pair are delivered in order
 * (`pairKey`), so a follow and the unfollow right after it are never applied the wrong way round.
 */
export interface AnglerFollowed {
  readonly type: typeof AnglerFollowed.type;
  readonly followerId: string;
  readonly followeeId: string;
  /** ISO 8601: events travel as JSON. */
  readonly at: string;
}
export const AnglerFollowed = {
  type: 'identity.AnglerFollowed' as const,
  of: (followerId: string, followeeId: string, at = new Date()): AnglerFollowed => ({
    type: AnglerFollowed.type,
    followerId,
    followeeId,
    at: at.toISOString(),
  }),
};

export interface AnglerUnfollowed {
  readonly type: typeof AnglerUnfollowed.type;
  readonly followerId: string;
  readonly followeeId: string;
  readonly at: string;
}
export const AnglerUnfollowed = {
  type: 'identity.AnglerUnfollowed' as const,
  of: (followerId: string, followeeId: string, at = new Date()): AnglerUnfollowed => ({
    type: AnglerUnfollowed.type,
    followerId,
    followeeId,
    at: at.toISOString(),
  }),
};

/** One order key for both directions of a pair: a follow back is ordered with the first follow too. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
