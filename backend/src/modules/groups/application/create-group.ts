import { inject } from 'inversify';
import { newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { LimitsToken, type Limits } from '../../../platform/limits/limits.ts';
import type { GroupPrivacy, GroupType } from '../domain/group.ts';
import { GroupRepository, type GroupRecord } from './ports.ts';
import { GROUP_LIMITS } from './limits.ts';

export interface NewGroup {
  name: string;
  description: string;
  type: GroupType;
  privacy: GroupPrivacy;
  location: string;
}

/** An angler creates a group (spec §5 defaults come from the contract) and becomes its owner and first member. */
export class CreateGroup {
  constructor(
    @inject(GroupRepository) private readonly groups: GroupRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LimitsToken) private readonly limits: Limits,
  ) {}

  async execute(creatorId: string, g: NewGroup): Promise<string> {
    await this.limits.consume(GROUP_LIMITS.create, creatorId);
    const group: GroupRecord = {
      id: newId(),
      ...g,
      location: g.location || null,
      imageUrl: null,
      creatorId,
      ownerId: creatorId,
      memberCount: 1,
      createdAt: this.clock.now(),
      hidden: null,
    };
    await this.transactions.run(() => this.groups.create(group));
    return group.id;
  }
}
