import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { AnglerUnfollowed, pairKey } from '../domain/follow.events.ts';
import { AnglerNotFound, CannotBlockYourself } from '../domain/identity.errors.ts';
import { FollowRepository, UserRepository } from './ports.ts';

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
 * An angler blocks another: the block, and both follows gone (each unfollow announced like any
 * other, so timelines and mates-only audiences follow) — one transaction. While a block stands,
 * neither may follow the other, message the other, or find the other in search.
 */
export class BlockAngler {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(BlockRepository) private readonly blocks: BlockRepository,
    @inject(FollowRepository) private readonly follows: FollowRepository,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
  ) {}

  async block(blockerId: string, blockedId: string): Promise<void> {
    if (blockerId === blockedId) throw new CannotBlockYourself();
    if (!(await this.users.findById(blockedId))) throw new AnglerNotFound();
    await this.transactions.run(async () => {
      await this.blocks.block(blockerId, blockedId);
      for (const [follower, followee] of [
        [blockerId, blockedId],
        [blockedId, blockerId],
      ] as const) {
        if (await this.follows.unfollow(follower, followee)) {
          await this.events.publish(AnglerUnfollowed.of(follower, followee), { orderKey: pairKey(follower, followee) });
        }
      }
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
