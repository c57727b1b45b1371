import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { assertMayFollow } from '../domain/follow.ts';
import { AnglerFollowed, pairKey } from '../domain/follow.events.ts';
import { AnglerBlocked, AnglerNotFound } from '../domain/identity.errors.ts';
import { FollowRepository, UserRepository } from './ports.ts';
import { BlockRepository } from './blocks.ts';
import { PostsFacade } from '../../posts/index.ts';

/**
 * An angler follows another. Following twice changes nothing, and only the call that really created
 * the follow announces it (in the follow's own transaction) — so home timelines are filled once even when a double
 * tap races itself.
 */
export class FollowAngler {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(FollowRepository) private readonly follows: FollowRepository,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(BlockRepository) private readonly blocks: BlockRepository,
    @inject(PostsFacade) private readonly posts: PostsFacade,
  ) {}

  async execute(followerId: string, followeeId: string): Promise<{ isFollowing: true }> {
    assertMayFollow(followerId, followeeId);
    if (!(await this.users.findById(followeeId))) throw new AnglerNotFound();
    if (await this.blocks.eitherWay(followerId, followeeId)) throw new AnglerBlocked();
    await this.transactions.run(async () => {
      if (await this.follows.follow(followerId, followeeId)) {
        // Posts' privacy rule learns of it with the follow itself, so no late event can undo an unfollow after it.
        await this.posts.followStarted({ followerId, followeeId });
        await this.events.publish(AnglerFollowed.of(followerId, followeeId), { orderKey: pairKey(followerId, followeeId) });
      }
    });
    return { isFollowing: true };
  }
}
