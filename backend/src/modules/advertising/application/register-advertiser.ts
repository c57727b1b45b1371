import { inject } from 'inversify';
import type { RegisterAdvertiser as Registration } from '@tightlines/contracts';
import { newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { registeredAdvertiser } from '../domain/advertiser.ts';
import { EmailTaken } from '../domain/advertising.errors.ts';
import { AdvertiserRepository, AdvertiserUserRepository, PasswordHasher } from './ports.ts';

/** A company registers (spec part 2 §5): pending, with its primary user an active admin, whatever the browser says. */
export class RegisterAdvertiser {
  constructor(
    @inject(AdvertiserRepository) private readonly advertisers: AdvertiserRepository,
    @inject(AdvertiserUserRepository) private readonly users: AdvertiserUserRepository,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async run(input: Registration): Promise<{ advertiserId: string }> {
    const email = input.primaryUser.email.trim();
    if (await this.users.byEmail(email)) throw new EmailTaken();
    const passwordHash = await this.hasher.hash(input.primaryUser.password);
    const now = this.clock.now();
    const advertiser = registeredAdvertiser({
      id: newId(),
      companyName: input.companyName,
      website: input.website ?? null,
      industry: input.industry || null,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone || null,
      description: input.description || null,
      createdAt: now,
    });
    await this.transactions.run(() =>
      this.advertisers.add(advertiser, {
        id: newId(),
        advertiserId: advertiser.id,
        email,
        firstName: input.primaryUser.firstName,
        lastName: input.primaryUser.lastName,
        role: 'admin',
        isActive: true,
        passwordHash,
        createdAt: now,
      }),
    );
    return { advertiserId: advertiser.id };
  }
}
