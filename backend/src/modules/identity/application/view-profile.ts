import { inject, optional } from 'inversify';
import { PostsFacade, type PostCounts } from '../../posts/index.ts';
import { SpotsFacade, type TripCounts } from '../../spots/index.ts';
import type { User } from '../domain/user.ts';
import { AnglerNotFound } from '../domain/identity.errors.ts';
import { FollowRepository, UserRepository } from './ports.ts';
import { isId } from '../../../shared/kernel/ids.ts';

export interface ProfileView {
  user: User;
  isFollowing: boolean;
  counts: PostCounts & TripCounts & { mates: number };
}

const noPosts: PostCounts = { posts: 0, catches: 0, species: 0 };
const noTrips: TripCounts = { trips: 0, successfulTrips: 0 };

/**
 * An angler's profile as one viewer sees it: the post figures count only what that viewer may see
 * (posts decides), trips come from spots, Mates is the real number of anglers who follow each other.
 * Posts and spots are optional so identity still starts alone (a module missing answers zeros).
 */
export class ViewProfile {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(FollowRepository) private readonly follows: FollowRepository,
    @inject(PostsFacade) @optional() private readonly posts: PostsFacade | undefined,
    @inject(SpotsFacade) @optional() private readonly spots: SpotsFacade | undefined,
  ) {}

  /** Everything asked at once (an unknown angler's figures are simply zeros, and thrown away). */
  async execute(viewerId: string, anglerId: string): Promise<ProfileView> {
    if (!isId(anglerId)) throw new AnglerNotFound();
    const [user, relationship, mates, posts, trips] = await Promise.all([
      this.users.findById(anglerId),
      this.follows.relationship(viewerId, anglerId),
      this.follows.mateCountOf(anglerId),
      this.posts?.countsFor(anglerId, viewerId) ?? noPosts,
      this.spots?.tripCountsOf(anglerId) ?? noTrips,
    ]);
    if (!user) throw new AnglerNotFound();
    return { user, isFollowing: relationship.follows, counts: { ...posts, ...trips, mates } };
  }
}
