import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../../platform/events/event-bus.ts';
import { MediaStoreToken, type MediaStore } from '../../../../platform/media/media-store.ts';
import { LimitsToken, type Limits } from '../../../../platform/limits/limits.ts';
import { NotSignedIn } from '../../../../shared/kernel/domain-errors.ts';
import { AnglerDeleted } from '../angler-deleted.event.ts';
import { AccountRemoval, AnglerSessions } from './account-removal.ts';

/**
 * An angler deletes their account (after typing the confirmation the contract asks for). In one
 * transaction identity removes the account — the angler, the provider links (so signing in again with
 * the same provider identity starts a new angler), their follows both ways, blocks and sign-in email —
 * ends every session of theirs, and publishes AnglerDeleted, to which every module that keeps anything
 * of the angler reacts (posts, spots, notifications, …) by removing it and moving back the counters
 * they moved. Their profile picture and banner leave the media store once that has committed, and the
 * request limits forget their counts.
 */
export class DeleteAccount {
  constructor(
    @inject(AccountRemoval) private readonly accounts: AccountRemoval,
    @inject(AnglerSessions) private readonly sessions: AnglerSessions,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(MediaStoreToken) private readonly media: MediaStore,
    @inject(LimitsToken) private readonly limits: Limits,
  ) {}

  async execute(anglerId: string): Promise<void> {
    const removed = await this.transactions.run(async () => {
      const account = await this.accounts.remove(anglerId);
      if (!account) throw new NotSignedIn();
      await this.sessions.endAllOf(anglerId);
      await this.events.publish(new AnglerDeleted(anglerId, account.followees, account.followers), { orderKey: anglerId });
      return account;
    });
    await this.media.remove(removed.imageUrls);
    await this.limits.forgetAngler(anglerId);
  }
}
