import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { AnglerCardChanged } from './angler-card.events.ts';
import type { User } from '../domain/user.ts';
import { AnglerNotFound } from '../domain/identity.errors.ts';
import { HiddenProfiles, UserRepository } from './ports.ts';
import { SpotsFacade } from '../../spots/index.ts';

/**
 * The angler turns 'Share Trip Locations' on or off. Spots learns it in this very transaction, not by
 * the card's event: turned off, no read of others shows their trips' places once this answers.
 */
export class SetTripSharing {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(HiddenProfiles) private readonly hiddenProfiles: HiddenProfiles,
    @inject(SpotsFacade) private readonly spots: SpotsFacade,
  ) {}

  async execute(by: string, anglerId: string, share: boolean): Promise<User> {
    const user = await this.users.findById(anglerId);
    if (!user) throw new AnglerNotFound();
    user.shareTripLocationsWith(by, share);
    await this.transactions.run(async () => {
      await this.users.save(user);
      await this.spots.tripSharingSet(user.id, share);
      await this.events.publish(AnglerCardChanged.seenByOthers(user, await this.hiddenProfiles.hiddenOf(user.id)), { orderKey: user.id });
    });
    return user;
  }
}
