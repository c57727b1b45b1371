import { CannotFollowYourself } from './identity.errors.ts';

/** An angler follows others to see their catches; following yourself means nothing (spec: 422). */
export function assertMayFollow(followerId: string, followeeId: string): void {
  if (followerId === followeeId) throw new CannotFollowYourself();
}

/** Mates follow each other (spec §6): the audience of mates-only posts and the profile's Mates figure. */
export const areMates = (r: { follows: boolean; followedBy: boolean }) => r.follows && r.followedBy;
