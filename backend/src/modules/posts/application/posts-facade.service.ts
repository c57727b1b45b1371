import { inject } from 'inversify';
import type { PostCounts, PostsFacade, PublicCatcher } from './posts-facade.ts';
import { PostReads } from './ports.ts';
import { OwnPosts, type OwnPost } from './own-posts.ts';
import { AnglerInterestReads, type AnglerInterests } from './angler-interests.ts';
import { FollowsNow, type FollowPair } from './follows-now.ts';
import { Relationships } from './relationships.ts';
import type { PostPrivacy } from '../domain/visibility.ts';

/** Posts' answers to other modules: the profile's counts, privacy applied for the viewer. */
export class PostsFacadeService implements PostsFacade {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(OwnPosts) private readonly own: OwnPosts,
    @inject(AnglerInterestReads) private readonly interests: AnglerInterestReads,
    @inject(FollowsNow) private readonly follows: FollowsNow,
    @inject(Relationships) private readonly relationships: Relationships,
  ) {}

  async privaciesVisibleTo(viewerId: string, anglerId: string): Promise<PostPrivacy[]> {
    return (await this.relationships.privaciesVisibleIfKnown(viewerId, anglerId)) ?? [];
  }

  followStarted(follow: FollowPair): Promise<void> {
    return this.follows.started(follow);
  }

  followsEnded(follows: readonly FollowPair[]): Promise<void> {
    return this.follows.ended(follows);
  }

  interestsOf(anglerId: string): Promise<AnglerInterests> {
    return this.interests.interestsOf(anglerId);
  }

  countsFor(anglerId: string, viewerId: string): Promise<PostCounts> {
    return this.reads.counts(anglerId, viewerId);
  }

  ownPostsOf(anglerId: string): Promise<OwnPost[]> {
    return this.own.allOf(anglerId);
  }

  async catchActivityFor(viewerId: string, since: Date): Promise<{ mySpecies: string[]; recent: PublicCatcher[] }> {
    const [mySpecies, recent] = await Promise.all([this.reads.speciesCaughtBy(viewerId), this.reads.recentPublicCatchers(since, 200)]);
    return { mySpecies, recent: recent.filter((c) => c.anglerId !== viewerId) };
  }
}
