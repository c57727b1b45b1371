import type { OwnPost } from './own-posts.ts';
import type { AnglerInterests } from './angler-interests.ts';
import type { FollowPair } from './follows-now.ts';
import type { PlacePrecisions, SeenPlace } from '../domain/location-shield.ts';
import type { GeoPoint } from '../../../shared/kernel/location-shield.ts';
import type { LikeOf } from './ports.ts';
export type { OwnPost } from './own-posts.ts';
export type { LikeOf } from './ports.ts';
export type { FollowPair } from './follows-now.ts';
export type { AnglerInterests } from './angler-interests.ts';
export type { LocationPrecision, PlacePrecisions, SeenPlace } from '../domain/location-shield.ts';

/** Another module's record of where an angler fished, with the two precisions the angler gave it. */
export type AnglersPlace = {
  authorId: string;
  coordinates: GeoPoint | null;
  location: string | null;
  placeName: string | null;
} & PlacePrecisions;

/** What other modules may ask posts (profile counts shown to a viewer, privacy applied; an angler's own posts for their export). */
export interface PostCounts {
  posts: number;
  catches: number;
  species: number;
}

export interface PostsFacade {
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
  /** The species the angler catches and where they fish most as the public may see it, from their own catches (for the ads they see). */
  interestsOf(anglerId: string): Promise<AnglerInterests>;
  /**
   * The two precisions a place the angler records elsewhere takes: what they chose, each one left out
   * kept from `current` (an edit) or else taken from their location defaults — checked as a catch's
   * are (mates never see less than the public: MatesSeeLessThanPublic, a 422).
   */
  precisionsChosen(anglerId: string, chosen: Partial<PlacePrecisions>, current: PlacePrecisions | null): Promise<PlacePrecisions>;
  /**
   * The location shield for places kept outside posts, in order: each as `viewerId` (null: nobody
   * signed in) may see it — the author exactly, a mate at the mates' choice, everyone else at the
   * public's — by the same rule as a catch's (points snapped, words withheld when hidden).
   */
  placesSeenBy(viewerId: string | null, places: readonly AnglersPlace[]): Promise<SeenPlace[]>;
  /** Which of these likes stand now, in the caller's transaction: a like taken back since is not among them. */
  likesStanding(likes: readonly LikeOf[]): Promise<LikeOf[]>;
}
export interface PublicCatcher {
  anglerId: string;
  species: string[];
  lastSharedAt: Date;
}
export const PostsFacade = Symbol.for('posts.PostsFacade');
