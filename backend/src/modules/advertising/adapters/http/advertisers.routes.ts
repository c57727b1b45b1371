import { inject } from 'inversify';
import { advertisersRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { ConfigToken } from '../../../../platform/tokens.ts';
import type { Config } from '../../../../platform/config/config.ts';
import { RegisterAdvertiser } from '../../application/register-advertiser.ts';
import { SignInToPortal } from '../../application/sign-in-to-portal.ts';
import { SignOutOfPortal } from '../../application/sign-out-of-portal.ts';
import { PortalAccess } from '../../application/portal-access.ts';
import { Operators } from '../../application/operators.ts';
import { ReviewAdvertisers } from '../../application/review-advertisers.ts';
import { DecideOnAdvertiser } from '../../application/decide-on-advertiser.ts';
import { AdvertiserProfile } from '../../application/advertiser-profile.ts';
import { AnalyticsTotals } from '../../application/analytics-totals.ts';
import { DailyAnalytics } from '../../application/daily-analytics.ts';
import { CampaignList } from '../../application/campaign-list.ts';
import { Invoices } from '../../application/invoices.ts';
import { CreateCampaign } from '../../application/create-campaign.ts';
import { ChangeCampaign } from '../../application/change-campaign.ts';
import { CampaignDetail } from '../../application/campaign-detail.ts';
import { AddAd } from '../../application/add-ad.ts';
import { Colleagues } from '../../application/colleagues.ts';
import { InviteColleague } from '../../application/invite-colleague.ts';
import { toAdvertiser, toCampaignSummary, toDetail, toUser } from './advertising.responses.ts';
import { advertiserToken, setAdvertiserCookie } from './advertiser-session-cookie.ts';

/** The advertiser portal's calls (spec part 2 §7 Advertiser): every read only of the caller's own advertiser. */
export class AdvertisersRoutes implements RouteModule {
  constructor(
    @inject(RegisterAdvertiser) private readonly registerAdvertiser: RegisterAdvertiser,
    @inject(SignInToPortal) private readonly signIn: SignInToPortal,
    @inject(SignOutOfPortal) private readonly signOut: SignOutOfPortal,
    @inject(PortalAccess) private readonly access: PortalAccess,
    @inject(Operators) private readonly operators: Operators,
    @inject(ReviewAdvertisers) private readonly reviewAdvertisers: ReviewAdvertisers,
    @inject(DecideOnAdvertiser) private readonly decide: DecideOnAdvertiser,
    @inject(AdvertiserProfile) private readonly profile: AdvertiserProfile,
    @inject(AnalyticsTotals) private readonly totals: AnalyticsTotals,
    @inject(DailyAnalytics) private readonly daily: DailyAnalytics,
    @inject(CampaignList) private readonly campaignList: CampaignList,
    @inject(Invoices) private readonly invoices: Invoices,
    @inject(CreateCampaign) private readonly createCampaign: CreateCampaign,
    @inject(ChangeCampaign) private readonly changeCampaign: ChangeCampaign,
    @inject(CampaignDetail) private readonly campaignDetail: CampaignDetail,
    @inject(AddAd) private readonly addAd: AddAd,
    @inject(Colleagues) private readonly colleagues: Colleagues,
    @inject(InviteColleague) private readonly inviteColleague: InviteColleague,
    @inject(ConfigToken) private readonly config: Config,
  ) {}

  register(http: HttpRoutes): void {
    const secure = this.config.session.secureCookie;
    http.on(advertisersRoutes.register, async ({ body }) => {
      const { advertiserId } = await this.registerAdvertiser.run(body);
      return respond(201, { advertiserId, accountStatus: 'pending' as const });
    });
    http.on(advertisersRoutes.login, async ({ body }, { koa }) => {
      await this.signOut.run(advertiserToken(koa)); // a new session at every sign-in
      const { token, user, expiresAt } = await this.signIn.run(body.email, body.password, koa.ip);
      setAdvertiserCookie(koa, token, secure, expiresAt, this.config.portalOrigins);
      return toUser(user);
    });
    http.on(advertisersRoutes.logout, async (_input, { koa }) => {
      await this.signOut.run(advertiserToken(koa));
      setAdvertiserCookie(koa, null, secure, undefined, this.config.portalOrigins);
      return respond(204, null);
    });
    http.on(advertisersRoutes.get, async ({ params }, { koa }) => {
      await this.access.ofAdvertiser(advertiserToken(koa), params.id);
      const { createdAt: _createdAt, ...advertiser } = toAdvertiser(await this.profile.run(params.id));
      return advertiser;
    });
    http.on(advertisersRoutes.operator, async (_input, { anglerId }) => ({ operator: await this.operators.isOperator(anglerId) }));
    http.on(advertisersRoutes.review, async (_input, { anglerId }) => (await this.reviewAdvertisers.run(anglerId)).map(toAdvertiser));
    http.on(advertisersRoutes.setStatus, async ({ params, body }, { anglerId }) =>
      toAdvertiser(await this.decide.run(anglerId, params.id, body.status)),
    );
    http.on(advertisersRoutes.analytics, async ({ params }, { koa }) => {
      await this.access.ofAdvertiser(advertiserToken(koa), params.id);
      return this.totals.run(params.id);
    });
    http.on(advertisersRoutes.campaigns, async ({ params }, { koa }) => {
      await this.access.ofAdvertiser(advertiserToken(koa), params.id);
      return (await this.campaignList.run(params.id)).map(toCampaignSummary);
    });
    http.on(advertisersRoutes.analyticsDaily, async ({ params, query }, { koa }) => {
      await this.access.ofAdvertiser(advertiserToken(koa), params.id);
      return this.daily.run(params.id, query.days);
    });
    http.on(advertisersRoutes.invoices, async ({ params }, { koa }) => {
      await this.access.ofAdvertiser(advertiserToken(koa), params.id);
      return this.invoices.run(params.id);
    });
    http.on(advertisersRoutes.createCampaign, async ({ params, body }, { koa }) => {
      await this.access.ofAdvertiser(advertiserToken(koa), params.id);
      const id = await this.createCampaign.run(params.id, body);
      return respond(201, await this.#detail(params.id, id));
    });
    http.on(advertisersRoutes.campaign, async ({ params }, { koa }) => {
      await this.access.ofAdvertiser(advertiserToken(koa), params.id);
      return this.#detail(params.id, params.campaignId);
    });
    http.on(advertisersRoutes.updateCampaign, async ({ params, body }, { koa }) => {
      await this.access.ofAdvertiser(advertiserToken(koa), params.id);
      await this.changeCampaign.run(params.id, params.campaignId, body);
      return this.#detail(params.id, params.campaignId);
    });
    http.on(advertisersRoutes.createAd, async ({ params, body }, { koa }) => {
      await this.access.ofAdvertiser(advertiserToken(koa), params.id);
      await this.addAd.run(params.id, params.campaignId, body);
      return respond(201, await this.#detail(params.id, params.campaignId));
    });
    http.on(advertisersRoutes.users, async ({ params }, { koa }) => {
      await this.access.ofAdvertiser(advertiserToken(koa), params.id);
      return (await this.colleagues.run(params.id)).map(toUser);
    });
    http.on(advertisersRoutes.inviteUser, async ({ params, body }, { koa }) => {
      const admin = await this.access.ofAdvertiser(advertiserToken(koa), params.id);
      await this.inviteColleague.run(admin, body);
      return respond(201, (await this.colleagues.run(params.id)).map(toUser));
    });
  }

  async #detail(advertiserId: string, campaignId: string) {
    const { campaign, ads, unbilled } = await this.campaignDetail.run(advertiserId, campaignId);
    return toDetail(campaign, ads, unbilled);
  }
}
