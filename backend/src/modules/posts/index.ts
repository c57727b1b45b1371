/**
 * posts — what anglers share: catches and content, their media, likes, the Following feed (home
 * timelines), Discover and nearby catches, and an angler's statistics. Privacy (public / mates /
 * private) is decided here on every read. Other modules reach posts only through this light door.
 */
export {
  PostsFacade,
  type PostCounts,
  type PublicCatcher,
  type OwnPost,
  type AnglerInterests,
  type FollowPair,
  type LikeOf,
  type AnglersPlace,
  type LocationPrecision,
  type PlacePrecisions,
  type SeenPlace,
} from './application/posts-facade.ts';
export { ProfileFiguresPart } from './adapters/persistence/profile-figures.part.ts';
export { PostLiked } from './domain/post-liked.event.ts';
export { LocationDefaultsChanged } from './domain/location-defaults-changed.event.ts';
