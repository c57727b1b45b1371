import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { AnglerUnfollowed, pairKey } from '../domain/follow.events.ts';
import { AnglerNotFound } from '../domain/identity.errors.ts';
import { FollowRepository, UserRepository } from './ports.ts';
import { PostsFacade } from '../../posts/index.ts';

/**
 * An angler stops following another; unfollowing someone not followed changes nothing. Taking access
 * away does not wait for the event: posts' privacy rule drops the follow in this very transaction.
 */
export class UnfollowAngler {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(FollowRepository) private readonly follows: FollowRepository,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(PostsFacade) private readonly posts: PostsFacade,
  ) {}

  async execute(followerId: string, followeeId: string): Promise<{ isFollowing: false }> {
    if (!(await this.users.findById(followeeId))) throw new AnglerNotFound();
    await this.transactions.run(async () => {
      if (await this.follows.unfollow(followerId, followeeId)) {
        await this.posts.followsEnded([{ followerId, followeeId }]);
        await this.events.publish(AnglerUnfollowed.of(followerId, followeeId), { orderKey: pairKey(followerId, followeeId) });
      }
    });
    return { isFollowing: false };
  }
}
