import { ContainerModule, type Newable } from 'inversify';
import { EventReactionToken } from '../../platform/events/event-bus.ts';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { JobHandlerToken, ScheduledJobToken } from '../../platform/jobs/job-queue.ts';
import {
  AdImages,
  AdLedger,
  AdTokens,
  AdvertiserFigures,
  AdvertiserRepository,
  AdvertiserUserRepository,
  AnglersEmployers,
  CampaignRepository,
  PasswordHasher,
  PortalSessions,
  ServingCatalogue,
  ViewerInterests,
} from './application/ports.ts';
import { RegisterAdvertiser } from './application/register-advertiser.ts';
import { SignInToPortal } from './application/sign-in-to-portal.ts';
import { SignOutOfPortal } from './application/sign-out-of-portal.ts';
import { PortalAccess } from './application/portal-access.ts';
import { Operators } from './application/operators.ts';
import { ReviewAdvertisers } from './application/review-advertisers.ts';
import { DecideOnAdvertiser } from './application/decide-on-advertiser.ts';
import { AdvertiserProfile } from './application/advertiser-profile.ts';
import { AnalyticsTotals } from './application/analytics-totals.ts';
import { DailyAnalytics } from './application/daily-analytics.ts';
import { CampaignList } from './application/campaign-list.ts';
import { Invoices } from './application/invoices.ts';
import { CreateCampaign } from './application/create-campaign.ts';
import { ChangeCampaign } from './application/change-campaign.ts';
import { CampaignDetail } from './application/campaign-detail.ts';
import { AddAd } from './application/add-ad.ts';
import { Colleagues } from './application/colleagues.ts';
import { InviteColleague } from './application/invite-colleague.ts';
import { ServeAds } from './application/serving.ts';
import { RecordImpression } from './application/record-impression.ts';
import { RecordClick } from './application/record-click.ts';
import { SqlAdvertisers } from './adapters/persistence/sql-advertisers.ts';
import { SqlAdvertiserUsers } from './adapters/persistence/sql-advertiser-users.ts';
import { SqlPortalSessions } from './adapters/persistence/sql-portal-sessions.ts';
import { SqlCampaigns } from './adapters/persistence/sql-campaigns.ts';
import { SqlAdvertiserFigures } from './adapters/persistence/sql-advertiser-figures.ts';
import { SqlAdLedger } from './adapters/persistence/sql-ad-ledger.ts';
import { SqlServingCatalogue } from './adapters/persistence/serving-catalogue.ts';
import { ForgetOldServes, ForgetOldServesToken } from './adapters/persistence/forget-old-serves.ts';
import { ForgetDeletedAnglersAdServes } from './adapters/persistence/forget-deleted-angler.ts';
import { SqlAnglersEmployers } from './adapters/identity/anglers-employers.ts';
import { CachedViewerInterests } from './adapters/posts/viewer-interests.ts';
import { HmacAdTokens } from './adapters/security/hmac-ad-tokens.ts';
import { Argon2Hasher } from './adapters/security/argon2-hasher.ts';
import { MediaStoreAdImages } from './adapters/media/ad-images.ts';
import { AdsRoutes } from './adapters/http/ads.routes.ts';
import { AdvertisersRoutes } from './adapters/http/advertisers.routes.ts';

/** Each a use case of its own file, bound to itself. */
const USE_CASES: readonly Newable[] = [
  RegisterAdvertiser,
  SignInToPortal,
  SignOutOfPortal,
  PortalAccess,
  Operators,
  ReviewAdvertisers,
  DecideOnAdvertiser,
  AdvertiserProfile,
  AnalyticsTotals,
  DailyAnalytics,
  CampaignList,
  Invoices,
  CreateCampaign,
  ChangeCampaign,
  CampaignDetail,
  AddAd,
  Colleagues,
  InviteColleague,
  ServeAds,
  RecordImpression,
  RecordClick,
];

/** Binds advertising's repositories (one per aggregate), ledger, hasher, use cases and routes. */
export const advertisingModule = new ContainerModule(({ bind }) => {
  bind(AdvertiserRepository).to(SqlAdvertisers).inSingletonScope();
  bind(AdvertiserUserRepository).to(SqlAdvertiserUsers).inSingletonScope();
  bind(PortalSessions).to(SqlPortalSessions).inSingletonScope();
  bind(CampaignRepository).to(SqlCampaigns).inSingletonScope();
  bind(AdvertiserFigures).to(SqlAdvertiserFigures).inSingletonScope();
  bind(AdLedger).to(SqlAdLedger).inSingletonScope();
  bind(ServingCatalogue).to(SqlServingCatalogue).inSingletonScope();
  bind(ViewerInterests).to(CachedViewerInterests).inSingletonScope();
  bind(AnglersEmployers).to(SqlAnglersEmployers).inSingletonScope();
  bind(PasswordHasher).to(Argon2Hasher).inSingletonScope();
  bind(AdImages).to(MediaStoreAdImages).inSingletonScope();
  bind(AdTokens).to(HmacAdTokens).inSingletonScope();
  for (const useCase of USE_CASES) bind(useCase).toSelf().inSingletonScope();
  bind(ForgetOldServesToken).to(ForgetOldServes).inSingletonScope();
  bind(JobHandlerToken).toService(ForgetOldServesToken);
  bind(ScheduledJobToken).toService(ForgetOldServesToken);
  bind(RouteModuleToken).to(AdvertisersRoutes).inSingletonScope();
  bind(RouteModuleToken).to(AdsRoutes).inSingletonScope();
  bind(EventReactionToken).to(ForgetDeletedAnglersAdServes).inSingletonScope();
});
