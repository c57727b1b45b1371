import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerFollowed, AnglerUnfollowed } from '../../identity/index.ts';
import { FollowGraph, TimelineRepository } from './ports.ts';
import { TrimHomeTimelines } from './trim-home-timelines.ts';

/** How many of a newly followed angler's posts appear at once in the follower's feed. */
export const BACKFILL_POSTS = 100;

/**
 * Keeps posts' copy of the follow graph and the home timelines in step with identity's follows, in one
 * reaction (one transaction per event, events of a pair in order), so the copy and the timelines never
 * disagree:
 * - a follow brings the followee's latest visible posts into the follower's feed; when it makes them
 *   mates, each gains the other's mates-only posts;
 * - an unfollow takes the followee's posts out of the ex-follower's feed, and the ex-follower's
 *   mates-only posts out of the followee's (they are no longer mates).
 */
export class KeepHomeTimelines implements EventReaction {
  readonly name = 'posts.follow-graph';
  readonly reactsTo = [AnglerFollowed.type, AnglerUnfollowed.type];

  constructor(
    @inject(FollowGraph) private readonly graph: FollowGraph,
    @inject(TimelineRepository) private readonly timelines: TimelineRepository,
    @inject(TrimHomeTimelines) private readonly trimming: TrimHomeTimelines,
  ) {}

  async react(event: DomainEvent): Promise<void> {
    const e = event as AnglerFollowed | AnglerUnfollowed;
    if (e.type === AnglerFollowed.type) await this.followed(e.followerId, e.followeeId);
    else await this.unfollowed(e.followerId, e.followeeId);
  }

  private async followed(followerId: string, followeeId: string): Promise<void> {
    await this.graph.followed(followerId, followeeId);
    const mates = await this.graph.isFollowing(followeeId, followerId);
    await this.timelines.backfill(followerId, followeeId, mates ? ['public', 'mates'] : ['public'], BACKFILL_POSTS);
    if (mates) await this.timelines.backfill(followeeId, followerId, ['mates'], BACKFILL_POSTS);
    await this.trimming.grew(mates ? [followerId, followeeId] : [followerId]);
  }

  private async unfollowed(followerId: string, followeeId: string): Promise<void> {
    await this.graph.unfollowed(followerId, followeeId);
    await this.timelines.remove(followerId, followeeId, ['public', 'mates', 'private']);
    await this.timelines.remove(followeeId, followerId, ['mates']);
  }
}
