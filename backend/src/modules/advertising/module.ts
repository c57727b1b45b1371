import { ContainerModule } from 'inversify';
import { EventReactionToken } from '../../platform/events/event-bus.ts';
import { ForgetDeletedAnglersAdServes } from './adapters/persistence/forget-deleted-angler.ts';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { JobHandlerToken, ScheduledJobToken } from '../../platform/jobs/job-queue.ts';
import { ForgetOldServes, ForgetOldServesToken } from './adapters/persistence/forget-old-serves.ts';
import { AdImages, AdTokens, AdvertisingRepository, PasswordHasher, ServingRepository } from './application/ports.ts';
import { AdServing } from './application/serving.ts';
import { SqlServingRepository } from './adapters/persistence/sql-serving.repository.ts';
import { HmacAdTokens } from './adapters/security/hmac-ad-tokens.ts';
import { AdsRoutes } from './adapters/http/ads.routes.ts';
import { CampaignBuilder } from './application/campaigns.ts';
import { AdvertiserApproval } from './application/approval.ts';
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
  bind(AdvertiserApproval).toSelf().inSingletonScope();
  bind(AdImages).to(MediaStoreAdImages).inSingletonScope();
  bind(ServingRepository).to(SqlServingRepository).inSingletonScope();
  bind(AdTokens).to(HmacAdTokens).inSingletonScope();
  bind(AdServing).toSelf().inSingletonScope();
  bind(ForgetOldServesToken).to(ForgetOldServes).inSingletonScope();
  bind(JobHandlerToken).toService(ForgetOldServesToken);
  bind(ScheduledJobToken).toService(ForgetOldServesToken);
  bind(RouteModuleToken).to(AdvertisersRoutes).inSingletonScope();
  bind(RouteModuleToken).to(AdsRoutes).inSingletonScope();
  bind(EventReactionToken).to(ForgetDeletedAnglersAdServes).inSingletonScope();
});
