import { inject } from 'inversify';
import type { EventBus, EventSubscriber } from '../../../platform/events/event-bus.ts';
import { AnglerFollowed, AnglerUnfollowed } from '../../identity/index.ts';
import { TimelineRepository } from './ports.ts';
import { Relationships } from './relationships.ts';
import { TrimHomeTimelines } from './trim-home-timelines.ts';

/** How many of a newly followed angler's posts appear at once in the follower's feed. */
export const BACKFILL_POSTS = 100;

/**
 * Keeps home timelines in step with follows (identity's events, after its commit):
 * - a follow brings the followee's latest visible posts into the follower's feed; when it makes them
 *   mates, each gains the other's mates-only posts;
 * - an unfollow takes the followee's posts out of the ex-follower's feed, and the ex-follower's
 *   mates-only posts out of the followee's (they are no longer mates).
 */
export class KeepHomeTimelines implements EventSubscriber {
  constructor(
    @inject(TimelineRepository) private readonly timelines: TimelineRepository,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(TrimHomeTimelines) private readonly trimming: TrimHomeTimelines,
  ) {}

  subscribe(bus: EventBus): void {
    bus.subscribe<AnglerFollowed>(AnglerFollowed.type, (e) => this.followed(e.followerId, e.followeeId));
    bus.subscribe<AnglerUnfollowed>(AnglerUnfollowed.type, (e) => this.unfollowed(e.followerId, e.followeeId));
  }

  async followed(followerId: string, followeeId: string): Promise<void> {
    const r = await this.relationships.between(followerId, followeeId);
    if (!r.viewerFollowsAuthor) return; // already undone
    const mates = r.authorFollowsViewer;
    await this.timelines.backfill(followerId, followeeId, mates ? ['public', 'mates'] : ['public'], BACKFILL_POSTS);
    if (mates) await this.timelines.backfill(followeeId, followerId, ['mates'], BACKFILL_POSTS);
    this.trimming.grew(mates ? [followerId, followeeId] : [followerId]);
  }

  async unfollowed(followerId: string, followeeId: string): Promise<void> {
    const r = await this.relationships.between(followerId, followeeId);
    if (r.viewerFollowsAuthor) return; // followed again meanwhile
    await this.timelines.remove(followerId, followeeId, ['public', 'mates', 'private']);
    await this.timelines.remove(followeeId, followerId, ['mates']);
  }
}
