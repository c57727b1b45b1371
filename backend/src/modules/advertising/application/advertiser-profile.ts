import { inject } from 'inversify';
import type { Advertiser } from '../domain/advertiser.ts';
import { AdvertiserNotFound } from '../domain/advertising.errors.ts';
import { AdvertiserRepository } from './ports.ts';

/** An advertiser reads its company's profile and approval state. */
export class AdvertiserProfile {
  constructor(@inject(AdvertiserRepository) private readonly advertisers: AdvertiserRepository) {}

  async run(advertiserId: string): Promise<Advertiser> {
    const advertiser = await this.advertisers.byId(advertiserId);
    if (!advertiser) throw new AdvertiserNotFound();
    return advertiser;
  }
}
