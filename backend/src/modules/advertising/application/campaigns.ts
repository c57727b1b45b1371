import { inject } from 'inversify';
import { CAMPAIGN_MESSAGES, type CreateAd, type CreateCampaign, type InviteAdvertiserUser, type UpdateCampaign } from '@tightlines/contracts';
import { Conflict, NotAllowed, NotFound, RuleViolated } from '../../../shared/kernel/domain-errors.ts';
import { isId, newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { microsOf } from '../domain/money.ts';
import { canMove } from '../domain/campaign.ts';
import { EMAIL_TAKEN } from './accounts.ts';
import { AdImages, AdvertisingRepository, PasswordHasher, type AdvertiserUserRecord, type CampaignDetailRecord } from './ports.ts';

const cents = (units: number) => Math.round(units * 100);

/**
 * The campaign builder: campaigns with a schedule, a total budget, CPM and CPC prices,
 * placements and optional targeting; their ads; and the advertiser's users. A pending or suspended
 * advertiser prepares campaigns freely: whether they serve is decided when ads are served.
 */
export class CampaignBuilder {
  constructor(
    @inject(AdvertisingRepository) private readonly repo: AdvertisingRepository,
    @inject(AdImages) private readonly images: AdImages,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async create(advertiserId: string, input: CreateCampaign): Promise<string> {
    const id = newId();
    await this.transactions.run(() =>
      this.repo.insertCampaign({
        id,
        advertiserId,
        name: input.name,
        description: input.description ?? '',
        status: 'draft',
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        budgetMicros: microsOf(input.budget),
        spentMicros: 0,
        cpmCents: cents(input.cpm),
        cpcCents: cents(input.cpc),
        placements: [...new Set(input.placements)],
        region: input.targeting?.region ?? null,
        species: [...new Set((input.targeting?.species ?? []).map((s) => s.toLowerCase()))],
        impressions: 0,
        clicks: 0,
        createdAt: this.clock.now(),
      }),
    );
    return id;
  }

  async detail(advertiserId: string, campaignId: string) {
    const campaign = isId(campaignId) ? await this.repo.campaign(advertiserId, campaignId) : null;
    if (!campaign) throw new NotFound('Campaign not found');
    const [ads, unbilled] = await Promise.all([this.repo.ads(campaignId), this.repo.unbilled(campaignId)]);
    return { campaign, ads, unbilled };
  }

  async update(advertiserId: string, campaignId: string, change: UpdateCampaign): Promise<void> {
    if (!isId(campaignId)) throw new NotFound('Campaign not found');
    await this.transactions.run(async () => {
      const c = await this.repo.campaign(advertiserId, campaignId, true);
      if (!c) throw new NotFound('Campaign not found');
      if (c.status === 'completed') throw new RuleViolated(CAMPAIGN_MESSAGES.completedIsFinal);
      if (change.status && !canMove(c.status, change.status)) throw new RuleViolated(`A ${c.status} campaign cannot become ${change.status}`);
      const next: CampaignDetailRecord = {
        ...c,
        name: change.name ?? c.name,
        description: change.description ?? c.description,
        startsAt: change.startsAt ? new Date(change.startsAt) : c.startsAt,
        endsAt: change.endsAt ? new Date(change.endsAt) : c.endsAt,
        budgetMicros: change.budget !== undefined ? microsOf(change.budget) : c.budgetMicros,
        cpmCents: change.cpm !== undefined ? cents(change.cpm) : c.cpmCents,
        cpcCents: change.cpc !== undefined ? cents(change.cpc) : c.cpcCents,
        placements: change.placements ? [...new Set(change.placements)] : c.placements,
        region: change.targeting ? (change.targeting.region ?? null) : c.region,
        species: change.targeting ? [...new Set((change.targeting.species ?? []).map((s) => s.toLowerCase()))] : c.species,
        status: change.status ?? c.status,
      };
      if (next.endsAt.getTime() <= next.startsAt.getTime()) throw new RuleViolated(CAMPAIGN_MESSAGES.scheduleOrder);
      if (next.budgetMicros < c.spentMicros) throw new RuleViolated(CAMPAIGN_MESSAGES.budgetBelowSpent);
      await this.repo.updateCampaign(next);
    });
  }

  async addAd(advertiserId: string, campaignId: string, input: CreateAd): Promise<void> {
    const campaign = isId(campaignId) ? await this.repo.campaign(advertiserId, campaignId) : null;
    if (!campaign) throw new NotFound('Campaign not found');
    if (campaign.status === 'completed') throw new RuleViolated(CAMPAIGN_MESSAGES.completedIsFinal);
    const imageUrl = input.image ? await this.images.store(input.image) : null;
    await this.transactions.run(() =>
      this.repo.insertAd({
        id: newId(),
        campaignId,
        advertiserId,
        title: input.title,
        content: input.content,
        imageUrl,
        targetUrl: input.targetUrl,
        createdAt: this.clock.now(),
      }),
    );
  }

  users(advertiserId: string): Promise<AdvertiserUserRecord[]> {
    return this.repo.users(advertiserId);
  }

  /** An admin adds a colleague; members cannot. */
  async invite(by: AdvertiserUserRecord, input: InviteAdvertiserUser): Promise<void> {
    if (by.role !== 'admin') throw new NotAllowed(CAMPAIGN_MESSAGES.adminOnly);
    const email = input.email.trim();
    if (await this.repo.userByEmail(email)) throw new Conflict(EMAIL_TAKEN);
    const passwordHash = await this.hasher.hash(input.password);
    await this.transactions.run(() =>
      this.repo.insertUser({
        id: newId(),
        advertiserId: by.advertiserId,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        isActive: true,
        passwordHash,
        createdAt: this.clock.now(),
      }),
    );
  }
}
