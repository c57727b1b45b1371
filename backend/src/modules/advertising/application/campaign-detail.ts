import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import type { Ad } from '../domain/ad.ts';
import { CampaignNotFound } from '../domain/advertising.errors.ts';
import type { Campaign } from '../domain/campaign.ts';
import { AdvertiserFigures, CampaignRepository, type UnbilledCount } from './ports.ts';

/** One campaign of the advertiser's, with its ads and what was not billed, by reason. */
export class CampaignDetail {
  constructor(
    @inject(CampaignRepository) private readonly campaigns: CampaignRepository,
    @inject(AdvertiserFigures) private readonly figures: AdvertiserFigures,
  ) {}

  async run(advertiserId: string, campaignId: string): Promise<{ campaign: Campaign; ads: Ad[]; unbilled: UnbilledCount[] }> {
    const campaign = isId(campaignId) ? await this.campaigns.byId(advertiserId, campaignId) : null;
    if (!campaign) throw new CampaignNotFound();
    const [ads, unbilled] = await Promise.all([this.campaigns.ads(campaignId), this.figures.unbilled(campaignId)]);
    return { campaign, ads, unbilled };
  }
}
