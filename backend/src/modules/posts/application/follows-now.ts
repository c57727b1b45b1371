import { inject } from 'inversify';
import { FollowGraph, TimelineRepository } from './ports.ts';
import { TripTimelines } from './trip-timelines.ts';

export interface FollowPair {
  followerId: string;
  followeeId: string;
}

/**
 * Posts' copy of the follow graph changed in identity's own transaction, so the privacy rule reads
 * what identity answered: granting may wait for the event relay, taking away may not. A follow enters
 * the copy at once (the feed fills later, by the event). Follows that end leave the copy and the feeds
 * they filled before the unfollow or block answers: the ex-follower's next read, in any process, no
 * longer passes the mates test, and nothing of the followee is left in their Following feed.
 */
export class FollowsNow {
  constructor(
    @inject(FollowGraph) private readonly graph: FollowGraph,
    @inject(TimelineRepository) private readonly timelines: TimelineRepository,
    @inject(TripTimelines) private readonly trips: TripTimelines,
  ) {}

  started(follow: FollowPair): Promise<void> {
    return this.graph.followed(follow.followerId, follow.followeeId);
  }

  /**
   * Every follow leaves the copy first, in one statement, and only then the timelines: a feed being
   * filled holds its follow's row (FollowGraph.holdFollow) and may wait on timeline rows, so nothing
   * here waits on a row while holding one such a filling needs.
   */
  async ended(follows: readonly FollowPair[]): Promise<void> {
    if (!follows.length) return;
    await this.graph.unfollowedAll(follows);
    for (const { followerId, followeeId } of follows) await this.leaveFeeds(followerId, followeeId);
  }

  /** The followee's items leave the ex-follower's feed, and the ex-follower's mates-only ones the followee's (no longer mates). */
  async leaveFeeds(followerId: string, followeeId: string): Promise<void> {
    await this.timelines.remove(followerId, followeeId, ['public', 'mates', 'private']);
    await this.timelines.remove(followeeId, followerId, ['mates']);
    await this.trips.remove(followerId, followeeId, ['public', 'mates', 'private']);
    await this.trips.remove(followeeId, followerId, ['mates']);
  }
}
