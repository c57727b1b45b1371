import { inject } from 'inversify';
import type { Advertiser } from '../domain/advertiser.ts';
import { Operators } from './operators.ts';
import { AdvertiserRepository } from './ports.ts';

/** An operator reviews the advertisers: pending first, then newest. */
export class ReviewAdvertisers {
  constructor(
    @inject(Operators) private readonly operators: Operators,
    @inject(AdvertiserRepository) private readonly advertisers: AdvertiserRepository,
  ) {}

  async run(anglerId: string): Promise<Advertiser[]> {
    await this.operators.mustOperate(anglerId);
    return this.advertisers.forReview();
  }
}
