import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import type { UnitSystem, User } from '../domain/user.ts';
import { AnglerNotFound } from '../domain/identity.errors.ts';
import { UserRepository } from './ports.ts';

/** The angler chooses imperial or metric: how their own screens show sizes and weights (nothing stored changes). */
export class SetUnitSystem {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
  ) {}

  async execute(by: string, anglerId: string, system: UnitSystem): Promise<User> {
    const user = await this.users.findById(anglerId);
    if (!user) throw new AnglerNotFound();
    user.preferUnits(by, system);
    await this.transactions.run(() => this.users.save(user));
    return user;
  }
}
