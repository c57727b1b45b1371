import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { AnglerUnfollowed, pairKey } from '../domain/follow.events.ts';
import { AnglerNotFound, CannotBlockYourself } from '../domain/identity.errors.ts';
import { FollowRepository, UserRepository } from './ports.ts';
import { PostsFacade, type FollowPair } from '../../posts/index.ts';

export interface BlockRepository {
  /** True when this call made the block. */
  block(blockerId: string, blockedId: string): Promise<boolean>;
  unblock(blockerId: string, blockedId: string): Promise<boolean>;
  eitherWay(a: string, b: string): Promise<boolean>;
  blockedBy(blockerId: string): Promise<string[]>;
  /** Inside a transaction: whether they are mates and not blocked, the follows held until it ends. */
  holdMates(a: string, b: string): Promise<boolean>;
  joinedAt(anglerId: string): Promise<Date | null>;
}
export const BlockRepository = Symbol.for('identity.BlockRepository');

/**
 * An angler blocks another: the block, and both follows gone — from posts' privacy rule and both
 * Following feeds too, before the block answers (each unfollow also announced like any other) — one
 * transaction. While a block stands,
 * neither may follow the other, message the other, or find the other in search.
 */
export class BlockAngler {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(BlockRepository) private readonly blocks: BlockRepository,
    @inject(FollowRepository) private readonly follows: FollowRepository,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(PostsFacade) private readonly posts: PostsFacade,
  ) {}

  async block(blockerId: string, blockedId: string): Promise<void> {
    if (blockerId === blockedId) throw new CannotBlockYourself();
    if (!(await this.users.findById(blockedId))) throw new AnglerNotFound();
    await this.transactions.run(async () => {
      await this.blocks.block(blockerId, blockedId);
      const ended: FollowPair[] = [];
      for (const [followerId, followeeId] of await this.follows.unfollowEitherWay(blockerId, blockedId)) {
        ended.push({ followerId, followeeId });
        await this.events.publish(AnglerUnfollowed.of(followerId, followeeId), { orderKey: pairKey(followerId, followeeId) });
      }
      await this.posts.followsEnded(ended);
    });
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    if (!(await this.users.findById(blockedId))) throw new AnglerNotFound();
    await this.transactions.run(() => this.blocks.unblock(blockerId, blockedId));
  }

  blockedBy(blockerId: string): Promise<string[]> {
    return this.blocks.blockedBy(blockerId);
  }
}
