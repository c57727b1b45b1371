import { ContainerModule } from 'inversify';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { AdImages, AdvertisingRepository, PasswordHasher } from './application/ports.ts';
import { CampaignBuilder } from './application/campaigns.ts';
import { MediaStoreAdImages } from './adapters/media/ad-images.ts';
import { AdvertiserAccounts } from './application/accounts.ts';
import { AdvertiserReports } from './application/reports.ts';
import { SqlAdvertisingRepository } from './adapters/persistence/sql-advertising.repository.ts';
import { Argon2Hasher } from './adapters/security/argon2-hasher.ts';
import { AdvertisersRoutes } from './adapters/http/advertisers.routes.ts';

/** Binds advertising's repository, password hasher, use cases and routes. */
export const advertisingModule = new ContainerModule(({ bind }) => {
  bind(AdvertisingRepository).to(SqlAdvertisingRepository).inSingletonScope();
  bind(PasswordHasher).to(Argon2Hasher).inSingletonScope();
  bind(AdvertiserAccounts).toSelf().inSingletonScope();
  bind(AdvertiserReports).toSelf().inSingletonScope();
  bind(CampaignBuilder).toSelf().inSingletonScope();
  bind(AdImages).to(MediaStoreAdImages).inSingletonScope();
  bind(RouteModuleToken).to(AdvertisersRoutes).inSingletonScope();
});
