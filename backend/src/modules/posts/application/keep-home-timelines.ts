import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerFollowed, AnglerUnfollowed } from '../../identity/index.ts';
import type { PostPrivacy } from '../domain/visibility.ts';
import { FollowGraph, TimelineRepository } from './ports.ts';
import { TrimHomeTimelines } from './trim-home-timelines.ts';
import { TripTimelines } from './trip-timelines.ts';

/** How many of a newly followed angler's posts appear at once in the follower's feed. */
export const BACKFILL_POSTS = 100;
/** How many of their trips (a trip is written into timelines as a post is). */
export const BACKFILL_TRIPS = 100;

/**
 * Keeps posts' copy of the follow graph and the home timelines in step with identity's follows, in one
 * reaction (one transaction per event, events of a pair in order), so the copy and the timelines never
 * disagree:
 * - a follow brings the followee's latest visible posts and trips into the follower's feed; when it
 *   makes them mates, each gains the other's mates-only posts and trips;
 * - an unfollow (a block unfollows both ways) takes the followee's posts and trips out of the
 *   ex-follower's feed, and the ex-follower's mates-only ones out of the followee's (no longer mates).
 */
export class KeepHomeTimelines implements EventReaction {
  readonly name = 'posts.follow-graph';
  readonly reactsTo = [AnglerFollowed.type, AnglerUnfollowed.type];

  constructor(
    @inject(FollowGraph) private readonly graph: FollowGraph,
    @inject(TimelineRepository) private readonly timelines: TimelineRepository,
    @inject(TrimHomeTimelines) private readonly trimming: TrimHomeTimelines,
    @inject(TripTimelines) private readonly trips: TripTimelines,
  ) {}

  async react(event: DomainEvent): Promise<void> {
    const e = event as AnglerFollowed | AnglerUnfollowed;
    if (e.type === AnglerFollowed.type) await this.followed(e.followerId, e.followeeId);
    else await this.unfollowed(e.followerId, e.followeeId);
  }

  private async followed(followerId: string, followeeId: string): Promise<void> {
    await this.graph.followed(followerId, followeeId);
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

  private async unfollowed(followerId: string, followeeId: string): Promise<void> {
    await this.graph.unfollowed(followerId, followeeId);
    await this.timelines.remove(followerId, followeeId, ['public', 'mates', 'private']);
    await this.timelines.remove(followeeId, followerId, ['mates']);
    await this.trips.remove(followerId, followeeId, ['public', 'mates', 'private']);
    await this.trips.remove(followeeId, followerId, ['mates']);
  }
}
