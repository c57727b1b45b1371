import { inject } from 'inversify';
import type { CreateAd } from '@tightlines/contracts';
import { isId, newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { CampaignNotFound } from '../domain/advertising.errors.ts';
import { mustBeOpen } from '../domain/campaign.ts';
import { AdImages, CampaignRepository } from './ports.ts';

/** An advertiser adds an ad (title, text, an optional image, an https target) to an open campaign. */
export class AddAd {
  constructor(
    @inject(CampaignRepository) private readonly campaigns: CampaignRepository,
    @inject(AdImages) private readonly images: AdImages,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async run(advertiserId: string, campaignId: string, input: CreateAd): Promise<void> {
    const campaign = isId(campaignId) ? await this.campaigns.byId(advertiserId, campaignId) : null;
    if (!campaign) throw new CampaignNotFound();
    mustBeOpen(campaign);
    const imageUrl = input.image ? await this.images.store(input.image) : null;
    await this.transactions.run(() =>
      this.campaigns.addAd({
        id: newId(),
        campaignId,
        advertiserId,
        title: input.title,
        content: input.content,
        imageUrl,
        targetUrl: input.targetUrl,
        createdAt: this.clock.now(),
      }),
    );
  }
}
