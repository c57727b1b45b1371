import { inject } from 'inversify';
import type { CampaignSummary } from '../domain/campaign.ts';
import { AdvertiserFigures } from './ports.ts';

/** An advertiser's campaigns, newest first, with budget and spend. */
export class CampaignList {
  constructor(@inject(AdvertiserFigures) private readonly figures: AdvertiserFigures) {}

  run(advertiserId: string): Promise<CampaignSummary[]> {
    return this.figures.campaigns(advertiserId);
  }
}
