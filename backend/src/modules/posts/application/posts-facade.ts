import type { OwnPost } from './own-posts.ts';
import type { AnglerInterests } from './angler-interests.ts';
import type { FollowPair } from './follows-now.ts';
import type { PostPrivacy } from '../domain/visibility.ts';
export type { OwnPost } from './own-posts.ts';
export type { FollowPair } from './follows-now.ts';
export type { AnglerInterests } from './angler-interests.ts';

/** What other modules may ask posts (profile counts shown to a viewer, privacy applied; an angler's own posts for their export). */
export interface PostCounts {
  posts: number;
  catches: number;
  species: number;
}

export interface PostsFacade {
  /** The angler's posts, catches and distinct species that `viewerId` is allowed to see. */
  countsFor(anglerId: string, viewerId: string): Promise<PostCounts>;
  /**
   * The privacies of the angler's posts and trips that `viewerId` may see (the one privacy rule:
   * public to all, mates-only to mates, private to the angler) — for counting what others keep, such as
   * trips; none for an unknown angler.
   */
  privaciesVisibleTo(viewerId: string, anglerId: string): Promise<PostPrivacy[]>;
  /**
   * For suggesting anglers to follow: who shared public catches lately (and of which species — public
   * catches only, so nothing an angler keeps to mates or to themself is revealed), and the species
   * the viewer catches.
   */
  catchActivityFor(viewerId: string, since: Date): Promise<{ mySpecies: string[]; recent: PublicCatcher[] }>;
  /** Every post of the angler, newest first, as they shared it (for their own data export only). */
  ownPostsOf(anglerId: string): Promise<OwnPost[]>;
  /** Inside identity's follow transaction: the follow enters posts' privacy rule at once (the feed fills later). */
  followStarted(follow: FollowPair): Promise<void>;
  /**
   * Inside identity's unfollow or block transaction: these follows leave posts' privacy rule and the
   * feeds they filled before the answer, in every process (nothing of it is remembered in one).
   */
  followsEnded(follows: readonly FollowPair[]): Promise<void>;
  /** The species the angler catches and where they fish most, from their own catches (for the ads they see). */
  interestsOf(anglerId: string): Promise<AnglerInterests>;
}
export interface PublicCatcher {
  anglerId: string;
  species: string[];
  lastSharedAt: Date;
}
export const PostsFacade = Symbol.for('posts.PostsFacade');
