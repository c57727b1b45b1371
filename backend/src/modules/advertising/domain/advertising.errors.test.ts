import { expect } from 'chai';
import {
  AD_PLACEMENTS as CONTRACT_PLACEMENTS,
  CAMPAIGN_MESSAGES,
  CampaignStatus,
  AdvertiserAccountStatus,
  OPERATOR_MESSAGES,
} from '@tightlines/contracts';
import { BudgetBelowSpent, CompletedCampaignIsFinal, NotAnAdmin, OperatorsOnly, ScheduleOutOfOrder } from './advertising.errors.ts';
import { AD_PLACEMENTS } from './placement.ts';
import { canMove, type CampaignStatus as DomainStatus } from './campaign-status.ts';
import type { AccountStatus } from './advertiser.ts';

/** The domain keeps its own words and lists (it imports nothing from the contracts); these prove them equal. */
describe('advertising domain and contracts agree', () => {
  it('words the rules the contracts also check the same way', () => {
    expect(new ScheduleOutOfOrder().message).to.equal(CAMPAIGN_MESSAGES.scheduleOrder);
    expect(new BudgetBelowSpent().message).to.equal(CAMPAIGN_MESSAGES.budgetBelowSpent);
    expect(new CompletedCampaignIsFinal().message).to.equal(CAMPAIGN_MESSAGES.completedIsFinal);
    expect(new NotAnAdmin().message).to.equal(CAMPAIGN_MESSAGES.adminOnly);
    expect(new OperatorsOnly().message).to.equal(OPERATOR_MESSAGES.operatorsOnly);
  });

  it('knows the same placements, campaign statuses and account statuses', () => {
    expect([...AD_PLACEMENTS]).to.deep.equal([...CONTRACT_PLACEMENTS]);
    // Every status the contracts carry is one the domain moves (each may end as completed).
    const statuses: DomainStatus[] = CampaignStatus.options;
    for (const s of statuses) expect(canMove(s, 'completed'), s).to.equal(true);
    expect(statuses).to.have.members(['draft', 'active', 'paused', 'completed']);
    const accounts: AccountStatus[] = AdvertiserAccountStatus.options;
    expect(accounts).to.have.members(['pending', 'active', 'suspended']);
  });
});
