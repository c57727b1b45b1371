import { inject } from 'inversify';
import type { CreateCampaign as NewCampaign } from '@tightlines/contracts';
import { newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { draftCampaign } from '../domain/campaign.ts';
import { termsOf } from './campaign-terms.ts';
import { CampaignRepository } from './ports.ts';

/**
 * An advertiser drafts a campaign: a schedule, a total budget, CPM and CPC prices, placements and
 * optional targeting. A pending or suspended advertiser prepares campaigns freely: whether they serve
 * is decided when ads are served.
 */
export class CreateCampaign {
  constructor(
    @inject(CampaignRepository) private readonly campaigns: CampaignRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async run(advertiserId: string, input: NewCampaign): Promise<string> {
    const campaign = draftCampaign(newId(), advertiserId, termsOf(input), this.clock.now());
    await this.transactions.run(() => this.campaigns.add(campaign));
    return campaign.id;
  }
}
