import { inject } from 'inversify';
import type { AdvertiserUser } from '../domain/advertiser-user.ts';
import { AdvertiserUserRepository } from './ports.ts';

/** An advertiser's portal users, first registered first. */
export class Colleagues {
  constructor(@inject(AdvertiserUserRepository) private readonly users: AdvertiserUserRepository) {}

  run(advertiserId: string): Promise<AdvertiserUser[]> {
    return this.users.ofAdvertiser(advertiserId);
  }
}
