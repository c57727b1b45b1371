import { inject } from 'inversify';
import type { InviteAdvertiserUser } from '@tightlines/contracts';
import { newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { mustBeAdmin, type AdvertiserUser } from '../domain/advertiser-user.ts';
import { EmailTaken } from '../domain/advertising.errors.ts';
import { AdvertiserUserRepository, PasswordHasher } from './ports.ts';

/** An admin adds a colleague to the portal; members cannot. */
export class InviteColleague {
  constructor(
    @inject(AdvertiserUserRepository) private readonly users: AdvertiserUserRepository,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async run(by: AdvertiserUser, input: InviteAdvertiserUser): Promise<void> {
    mustBeAdmin(by);
    const email = input.email.trim();
    if (await this.users.byEmail(email)) throw new EmailTaken();
    const passwordHash = await this.hasher.hash(input.password);
    await this.transactions.run(() =>
      this.users.add({
        id: newId(),
        advertiserId: by.advertiserId,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        isActive: true,
        passwordHash,
        createdAt: this.clock.now(),
      }),
    );
  }
}
