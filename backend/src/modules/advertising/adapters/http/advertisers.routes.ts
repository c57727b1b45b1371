import { inject } from 'inversify';
import { advertisersRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { ConfigToken } from '../../../../platform/tokens.ts';
import type { Config } from '../../../../platform/config/config.ts';
import { AdvertiserAccounts } from '../../application/accounts.ts';
import { AdvertiserReports } from '../../application/reports.ts';
import { CampaignBuilder } from '../../application/campaigns.ts';
import { AdvertiserApproval } from '../../application/approval.ts';
import type { AdRecord, AdvertiserRecord, AdvertiserUserRecord, CampaignDetailRecord } from '../../application/ports.ts';
import { clickThroughRate, unitsOf } from '../../domain/money.ts';
import { advertiserToken, setAdvertiserCookie } from './advertiser-session-cookie.ts';

/** The advertiser portal's calls (spec part 2 §7 Advertiser): every read only of the caller's own advertiser. */
export class AdvertisersRoutes implements RouteModule {
  constructor(
    @inject(AdvertiserAccounts) private readonly accounts: AdvertiserAccounts,
    @inject(AdvertiserReports) private readonly reports: AdvertiserReports,
    @inject(CampaignBuilder) private readonly builder: CampaignBuilder,
    @inject(AdvertiserApproval) private readonly approval: AdvertiserApproval,
    @inject(ConfigToken) private readonly config: Config,
  ) {}

  register(http: HttpRoutes): void {
    const secure = this.config.session.secureCookie;
    http.on(advertisersRoutes.register, async ({ body }) => {
      const { advertiserId } = await this.accounts.register(body);
      return respond(201, { advertiserId, accountStatus: 'pending' as const });
    });
    http.on(advertisersRoutes.login, async ({ body }, { koa }) => {
      await this.accounts.logout(advertiserToken(koa)); // a new session at every sign-in
      const { token, user, expiresAt } = await this.accounts.login(body.email, body.password, koa.ip);
      setAdvertiserCookie(koa, token, secure, expiresAt, this.config.portalOrigins);
      return toUser(user);
    });
    http.on(advertisersRoutes.logout, async (_input, { koa }) => {
      await this.accounts.logout(advertiserToken(koa));
      setAdvertiserCookie(koa, null, secure, undefined, this.config.portalOrigins);
      return respond(204, null);
    });
    http.on(advertisersRoutes.get, async ({ params }, { koa }) => {
      await this.accounts.ownAdvertiser(advertiserToken(koa), params.id);
      const { createdAt: _createdAt, ...advertiser } = toAdvertiser(await this.reports.advertiser(params.id));
      return advertiser;
    });
    http.on(advertisersRoutes.operator, async (_input, { anglerId }) => ({ operator: await this.approval.isOperator(anglerId) }));
    http.on(advertisersRoutes.review, async (_input, { anglerId }) => (await this.approval.review(anglerId)).map(toAdvertiser));
    http.on(advertisersRoutes.setStatus, async ({ params, body }, { anglerId }) =>
      toAdvertiser(await this.approval.setStatus(anglerId, params.id, body.status)),
    );
    http.on(advertisersRoutes.analytics, async ({ params }, { koa }) => {
      await this.accounts.ownAdvertiser(advertiserToken(koa), params.id);
      return this.reports.analytics(params.id);
    });
    http.on(advertisersRoutes.campaigns, async ({ params }, { koa }) => {
      await this.accounts.ownAdvertiser(advertiserToken(koa), params.id);
      return (await this.reports.campaigns(params.id)).map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        status: c.status,
        budget: unitsOf(c.budgetMicros),
        spent: unitsOf(c.spentMicros),
        createdAt: c.createdAt.toISOString(),
      }));
    });
    http.on(advertisersRoutes.analyticsDaily, async ({ params, query }, { koa }) => {
      await this.accounts.ownAdvertiser(advertiserToken(koa), params.id);
      return this.reports.daily(params.id, query.days);
    });
    http.on(advertisersRoutes.invoices, async ({ params }, { koa }) => {
      await this.accounts.ownAdvertiser(advertiserToken(koa), params.id);
      return this.reports.invoices(params.id);
    });
    http.on(advertisersRoutes.createCampaign, async ({ params, body }, { koa }) => {
      await this.accounts.ownAdvertiser(advertiserToken(koa), params.id);
      const id = await this.builder.create(params.id, body);
      return respond(201, await this.#detail(params.id, id));
    });
    http.on(advertisersRoutes.campaign, async ({ params }, { koa }) => {
      await this.accounts.ownAdvertiser(advertiserToken(koa), params.id);
      return this.#detail(params.id, params.campaignId);
    });
    http.on(advertisersRoutes.updateCampaign, async ({ params, body }, { koa }) => {
      await this.accounts.ownAdvertiser(advertiserToken(koa), params.id);
      await this.builder.update(params.id, params.campaignId, body);
      return this.#detail(params.id, params.campaignId);
    });
    http.on(advertisersRoutes.createAd, async ({ params, body }, { koa }) => {
      await this.accounts.ownAdvertiser(advertiserToken(koa), params.id);
      await this.builder.addAd(params.id, params.campaignId, body);
      return respond(201, await this.#detail(params.id, params.campaignId));
    });
    http.on(advertisersRoutes.users, async ({ params }, { koa }) => {
      await this.accounts.ownAdvertiser(advertiserToken(koa), params.id);
      return (await this.builder.users(params.id)).map(toUser);
    });
    http.on(advertisersRoutes.inviteUser, async ({ params, body }, { koa }) => {
      const admin = await this.accounts.ownAdvertiser(advertiserToken(koa), params.id);
      await this.builder.invite(admin, body);
      return respond(201, (await this.builder.users(params.id)).map(toUser));
    });
  }

  async #detail(advertiserId: string, campaignId: string) {
    const { campaign, ads, unbilled } = await this.builder.detail(advertiserId, campaignId);
    return toDetail(campaign, ads, unbilled);
  }
}

const toUser = (u: AdvertiserUserRecord) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
  isActive: u.isActive,
  advertiserId: u.advertiserId,
});

function toDetail(c: CampaignDetailRecord, ads: AdRecord[], unbilled: Array<{ reason: string; events: number }>) {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    status: c.status,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    budget: unitsOf(c.budgetMicros),
    spent: unitsOf(c.spentMicros),
    cpm: c.cpmCents / 100,
    cpc: c.cpcCents / 100,
    placements: c.placements,
    targeting: { region: c.region, species: c.species },
    impressions: c.impressions,
    clicks: c.clicks,
    clickThroughRate: clickThroughRate(c.impressions, c.clicks),
    ads: ads.map((a) => ({
      id: a.id,
      title: a.title,
      content: a.content,
      imageUrl: a.imageUrl,
      targetUrl: a.targetUrl,
      createdAt: a.createdAt.toISOString(),
    })),
    unbilled,
    createdAt: c.createdAt.toISOString(),
  };
}

const toAdvertiser = (a: AdvertiserRecord) => ({
  id: a.id,
  companyName: a.companyName,
  website: a.website,
  industry: a.industry,
  contactEmail: a.contactEmail,
  contactPhone: a.contactPhone,
  description: a.description,
  accountStatus: a.accountStatus,
  createdAt: a.createdAt.toISOString(),
});
