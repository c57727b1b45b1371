import { inject } from 'inversify';
import { PostsFacade, type PostCounts } from '../../posts/index.ts';
import { SpotsFacade, type TripCounts } from '../../spots/index.ts';
import type { User } from '../domain/user.ts';
import { AnglerNotFound } from '../domain/identity.errors.ts';
import { FollowRepository, UserRepository } from './ports.ts';
import { BlockRepository } from './blocks.ts';
import { isId } from '../../../shared/kernel/ids.ts';

export interface ProfileView {
  user: User;
  isFollowing: boolean;
  /** Whether the viewer may message them: mates (each follows the other) with no block either way. */
  canMessage: boolean;
  counts: PostCounts & TripCounts & { mates: number };
}


/**
 * An angler's profile as one viewer sees it: the post figures count only what that viewer may see
 * (posts decides), trips come from spots, Mates is the real number of anglers who follow each other.
 * Identity calls posts and spots (never the other way round: they learn of anglers by events); a
 * missing module is a start-up error, never a silent zero.
 */
export class ViewProfile {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(FollowRepository) private readonly follows: FollowRepository,
    @inject(PostsFacade) private readonly posts: PostsFacade,
    @inject(SpotsFacade) private readonly spots: SpotsFacade,
    @inject(BlockRepository) private readonly blocks: BlockRepository,
  ) {}

  /** Everything asked at once (an unknown angler's figures are simply zeros, and thrown away). */
  async execute(viewerId: string, anglerId: string): Promise<ProfileView> {
    if (!isId(anglerId)) throw new AnglerNotFound();
    const [user, relationship, mates, posts, trips, blocked] = await Promise.all([
      this.users.findById(anglerId),
      this.follows.relationship(viewerId, anglerId),
      this.follows.mateCountOf(anglerId),
      this.posts.countsFor(anglerId, viewerId),
      this.spots.tripCountsOf(anglerId),
      viewerId === anglerId ? Promise.resolve(false) : this.blocks.eitherWay(viewerId, anglerId),
    ]);
    if (!user) throw new AnglerNotFound();
    const canMessage = viewerId !== anglerId && relationship.follows && relationship.followedBy && !blocked;
    return { user, isFollowing: relationship.follows, canMessage, counts: { ...posts, ...trips, mates } };
  }
}
