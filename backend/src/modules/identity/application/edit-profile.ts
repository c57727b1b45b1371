import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { AnglerCardChanged } from './angler-card.events.ts';
import type { ProfileChanges, User } from '../domain/user.ts';
import { AnglerNotFound } from '../domain/identity.errors.ts';
import { HiddenProfiles, ProfileImageStore, UserRepository } from './ports.ts';

const isDataUrl = (value: string | null | undefined): value is string => !!value?.startsWith('data:');

/**
 * The angler edits their profile. Pictures arrive as data URLs (spec §7): they are stored first and
 * the profile keeps their URLs; a URL is kept as given, null removes the picture.
 */
export class EditProfile {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(ProfileImageStore) private readonly images: ProfileImageStore,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(HiddenProfiles) private readonly hiddenProfiles: HiddenProfiles,
  ) {}

  async execute(by: string, anglerId: string, edit: ProfileChanges): Promise<User> {
    const user = await this.users.findById(anglerId);
    if (!user) throw new AnglerNotFound();
    user.assertOwnedBy(by); // before storing pictures: nothing is stored for someone else's profile
    const changes: ProfileChanges = { ...edit };
    if (isDataUrl(edit.profileImageUrl)) changes.profileImageUrl = await this.images.storeImage(edit.profileImageUrl);
    if (isDataUrl(edit.bannerImageUrl)) changes.bannerImageUrl = await this.images.storeImage(edit.bannerImageUrl);
    user.edit(by, changes);
    await this.transactions.run(async () => {
      await this.users.save(user);
      await this.events.publish(AnglerCardChanged.seenByOthers(user, await this.hiddenProfiles.hiddenOf(user.id)), { orderKey: user.id });
    });
    return user;
  }
}
