import { inject } from 'inversify';
import type { UpdateCampaign } from '@tightlines/contracts';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { CampaignNotFound } from '../domain/advertising.errors.ts';
import { changeCampaign } from '../domain/campaign.ts';
import { changeOf } from './campaign-terms.ts';
import { CampaignRepository } from './ports.ts';

/** An advertiser changes a campaign's terms or moves its status, under its row lock (billing may be charging it). */
export class ChangeCampaign {
  constructor(
    @inject(CampaignRepository) private readonly campaigns: CampaignRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
  ) {}

  async run(advertiserId: string, campaignId: string, input: UpdateCampaign): Promise<void> {
    if (!isId(campaignId)) throw new CampaignNotFound();
    await this.transactions.run(async () => {
      const campaign = await this.campaigns.byId(advertiserId, campaignId, true);
      if (!campaign) throw new CampaignNotFound();
      await this.campaigns.save(changeCampaign(campaign, changeOf(input)));
    });
  }
}
