import { ContainerModule } from 'inversify';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { EventReactionToken } from '../../platform/events/event-bus.ts';
import { JobHandlerToken, ScheduledJobToken } from '../../platform/jobs/job-queue.ts';
import { BackfillCatchConditions } from './application/backfill-catch-conditions.ts';
import { SqlPlacedCatches } from './adapters/persistence/sql-placed-catches.ts';
import {
  AuthorCards,
  FollowGraph,
  LikeRepository,
  PostBodies,
  PlacedCatches,
  PostReads,
  PostRepository,
  TimelineRepository,
} from './application/ports.ts';
import { PostsFacade } from './application/posts-facade.ts';
import { PostsFacadeService } from './application/posts-facade.service.ts';
import { ProfileFiguresPart, profileFiguresPart } from './adapters/persistence/profile-figures.part.ts';
import { Relationships } from './application/relationships.ts';
import { AuthoredPosts } from './application/authored-posts.ts';
import { ShieldedPlaces } from './application/shielded-places.ts';
import { PlaceNames } from './application/place-names.ts';
import { ChangePostPrecision } from './application/change-post-precision.ts';
import { AnglerLocationDefaults, LocationDefaultsStore } from './application/location-defaults.ts';
import { SqlLocationDefaults } from './adapters/persistence/sql-location-defaults.ts';
import { PostCards } from './application/post-cards.ts';
import { SharePost } from './application/share-post.ts';
import { LikePost } from './application/like-post.ts';
import { DeletePost } from './application/delete-post.ts';
import { FollowingFeed } from './application/following-feed.ts';
import { DiscoverCatches } from './application/discover-catches.ts';
import { NearbyPosts } from './application/nearby-posts.ts';
import { AnglersPosts } from './application/anglers-posts.ts';
import { AnglerStatistics } from './application/angler-statistics.ts';
import { KeepHomeTimelines } from './application/keep-home-timelines.ts';
import { FollowsNow } from './application/follows-now.ts';
import { KeepAuthorCards } from './application/keep-author-cards.ts';
import { TrimHomeTimelines } from './application/trim-home-timelines.ts';
import { FanOutPost } from './application/fan-out-post.ts';
import { SqlAuthorCards } from './adapters/persistence/sql-author-cards.ts';
import { SqlFollowGraph } from './adapters/persistence/sql-follow-graph.ts';
import { PostBodyCache } from './adapters/persistence/post-body.cache.ts';
import { CatchTallyCache } from './adapters/persistence/catch-tally.cache.ts';
import { SqlPostRepository } from './adapters/persistence/sql-post.repository.ts';
import { SqlPostReads } from './adapters/persistence/sql-post.reads.ts';
import { SqlLikeRepository } from './adapters/persistence/sql-like.repository.ts';
import { SqlTimelineRepository } from './adapters/persistence/sql-timeline.repository.ts';
import { PostsRoutes } from './adapters/http/posts.routes.ts';
import { TripEntries } from './application/trip-entries.ts';
import { KeepTripEntries } from './application/keep-trip-entries.ts';
import { AnglersTrips } from './application/anglers-trips.ts';
import { TripDetail } from './application/trip-detail.ts';
import { AnglerRemoval, ForgetDeletedAngler } from './application/forget-deleted-angler.ts';
import { SqlTripEntries } from './adapters/persistence/sql-trip-entries.ts';
import { TripTimelines } from './application/trip-timelines.ts';
import { SqlTripTimelines } from './adapters/persistence/sql-trip-timelines.ts';
import { FanOutTrip } from './application/fan-out-trip.ts';
import { SqlAnglerRemoval } from './adapters/persistence/sql-angler-removal.ts';
import { TripEntriesRoutes } from './adapters/http/trip-entries.routes.ts';
import { OwnPosts } from './application/own-posts.ts';
import { SqlOwnPosts } from './adapters/persistence/sql-own-posts.ts';
import { AnglerInterestReads } from './application/angler-interests.ts';
import { SqlAnglerInterests } from './adapters/persistence/sql-angler-interests.ts';
import { ModeratedContentToken } from '../moderation/index.ts';
import { ModeratedPosts } from './adapters/moderation/moderated-posts.ts';
import { ModeratedTrips } from './adapters/moderation/moderated-trips.ts';

/** Binds posts' ports to their SQL adapters, its facade, its reaction to follows, and its routes. */
export const postsModule = new ContainerModule(({ bind }) => {
  bind(PostRepository).to(SqlPostRepository).inSingletonScope();
  bind(PostReads).to(SqlPostReads).inSingletonScope();
  bind(PostBodyCache).toSelf().inSingletonScope();
  bind(CatchTallyCache).toSelf().inSingletonScope();
  bind(PostBodies).toService(PostBodyCache);
  bind(LikeRepository).to(SqlLikeRepository).inSingletonScope();
  bind(TimelineRepository).to(SqlTimelineRepository).inSingletonScope();
  bind(AuthorCards).to(SqlAuthorCards).inSingletonScope();
  bind(FollowGraph).to(SqlFollowGraph).inSingletonScope();
  bind(PostsFacade).to(PostsFacadeService).inSingletonScope();
  // Posts' part of the profile's one statement (identity runs it).
  bind(ProfileFiguresPart).toConstantValue(profileFiguresPart);
  bind(AnglerInterestReads).to(SqlAnglerInterests).inSingletonScope();
  bind(LocationDefaultsStore).to(SqlLocationDefaults).inSingletonScope();
  const useCases: Array<new (...args: never[]) => unknown> = [
    Relationships,
    ShieldedPlaces,
    PlaceNames,
    ChangePostPrecision,
    AnglerLocationDefaults,
    AuthoredPosts,
    PostCards,
    SharePost,
    LikePost,
    DeletePost,
    FollowingFeed,
    DiscoverCatches,
    NearbyPosts,
    AnglersPosts,
    AnglerStatistics,
  ];
  for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope();
  bind(TrimHomeTimelines).toSelf().inSingletonScope();
  bind(JobHandlerToken).toService(TrimHomeTimelines);
  bind(JobHandlerToken).to(FanOutPost).inSingletonScope();
  bind(FollowsNow).toSelf().inSingletonScope();
  bind(PlacedCatches).to(SqlPlacedCatches).inSingletonScope();
  bind(BackfillCatchConditions).toSelf().inSingletonScope();
  bind(JobHandlerToken).toService(BackfillCatchConditions);
  bind(ScheduledJobToken).toService(BackfillCatchConditions);
  bind(EventReactionToken).to(KeepHomeTimelines).inSingletonScope();
  bind(EventReactionToken).to(KeepAuthorCards).inSingletonScope();
  bind(RouteModuleToken).to(PostsRoutes).inSingletonScope();
  // Reported posts: moderation reads and hides them through this.
  bind(ModeratedContentToken).to(ModeratedPosts).inSingletonScope();
  // Trips as feed entries: the Following feed, the Trips tab and the detail under posts' privacy rule.
  bind(TripEntries).to(SqlTripEntries).inSingletonScope();
  bind(TripTimelines).to(SqlTripTimelines).inSingletonScope();
  bind(JobHandlerToken).to(FanOutTrip).inSingletonScope();
  bind(AnglersTrips).toSelf().inSingletonScope();
  bind(TripDetail).toSelf().inSingletonScope();
  bind(EventReactionToken).to(KeepTripEntries).inSingletonScope();
  // Reported trips: seen by posts' privacy rule, hidden in spots' trips.
  bind(ModeratedContentToken).to(ModeratedTrips).inSingletonScope();
  bind(RouteModuleToken).to(TripEntriesRoutes).inSingletonScope();
  // An angler's account deleted: everything posts keeps of them goes.
  bind(AnglerRemoval).to(SqlAnglerRemoval).inSingletonScope();
  bind(EventReactionToken).to(ForgetDeletedAngler).inSingletonScope();
  bind(OwnPosts).to(SqlOwnPosts).inSingletonScope();
});
