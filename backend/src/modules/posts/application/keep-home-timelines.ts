import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerFollowed, AnglerUnfollowed } from '../../identity/index.ts';
import type { PostPrivacy } from '../domain/visibility.ts';
import { FollowGraph, TimelineRepository } from './ports.ts';
import { TrimHomeTimelines } from './trim-home-timelines.ts';
import { TripTimelines } from './trip-timelines.ts';
import { FollowsNow } from './follows-now.ts';

/** How many of a newly followed angler's posts appear at once in the follower's feed. */
export const BACKFILL_POSTS = 100;
/** How many of their trips (a trip is written into timelines as a post is). */
export const BACKFILL_TRIPS = 100;

/**
 * Fills home timelines as identity's follows change (one transaction per event, events of a pair in
 * order). Posts' copy of the follow graph is not this reaction's: it changes in the follow's own
 * transaction (FollowsNow), so an event arriving late can never give back what an unfollow took.
 * - a follow that still stands brings the followee's latest visible posts and trips into the
 *   follower's feed, holding the follow meanwhile (an unfollow then waits and removes them after);
 *   when it made them mates, each gains the other's mates-only posts and trips;
 * - an unfollow already emptied the feeds before it answered; the event repeats that (nothing left
 *   to remove) unless the pair follows again by now, whose own event fills the feed.
 */
export class KeepHomeTimelines implements EventReaction {
  readonly name = 'posts.follow-graph';
  readonly reactsTo = [AnglerFollowed.type, AnglerUnfollowed.type];

  constructor(
    @inject(FollowGraph) private readonly graph: FollowGraph,
    @inject(TimelineRepository) private readonly timelines: TimelineRepository,
    @inject(TrimHomeTimelines) private readonly trimming: TrimHomeTimelines,
    @inject(TripTimelines) private readonly trips: TripTimelines,
    @inject(FollowsNow) private readonly follows: FollowsNow,
  ) {}

  async react(event: DomainEvent): Promise<void> {
    const e = event as AnglerFollowed | AnglerUnfollowed;
    if (e.type === AnglerFollowed.type) await this.followed(e.followerId, e.followeeId);
    else if (!(await this.graph.isFollowing(e.followerId, e.followeeId))) await this.follows.leaveFeeds(e.followerId, e.followeeId);
  }

  private async followed(followerId: string, followeeId: string): Promise<void> {
    if (!(await this.graph.holdFollow(followerId, followeeId))) return; // unfollowed since
    const mates = await this.graph.isFollowing(followeeId, followerId);
    const visible: PostPrivacy[] = mates ? ['public', 'mates'] : ['public'];
    await this.timelines.backfill(followerId, followeeId, visible, BACKFILL_POSTS);
    await this.trips.backfill(followerId, followeeId, visible, BACKFILL_TRIPS);
    if (mates) {
      await this.timelines.backfill(followeeId, followerId, ['mates'], BACKFILL_POSTS);
      await this.trips.backfill(followeeId, followerId, ['mates'], BACKFILL_TRIPS);
    }
    await this.trimming.grew(mates ? [followerId, followeeId] : [followerId]);
  }
}
