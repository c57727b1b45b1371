import { inject } from 'inversify';
import { NATIVE_ADS_PER_LIST, type AdPlacement } from '@tightlines/contracts';
import { RuleViolated } from '../../../shared/kernel/domain-errors.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { DAY_MS, isTargeted, matchesTargeting, mayServe, pickAds, type ViewerProfile } from '../domain/eligibility.ts';
import { AdTokens, ServingCatalogue, ServingRepository, ViewerInterests, type EventOutcome, type ServedAdRecord } from './ports.ts';

/** A viewer sees one campaign's ads at most this many times a day. */
export const FREQUENCY_CAP_PER_DAY = 20;
/** An impression must arrive within this long after its ad was served. */
export const TOKEN_TTL_MS = 3_600_000;
export { PACE_HEAD_START_MS } from '../domain/eligibility.ts';
export const NOT_SERVED_TO_YOU = 'This ad was not served to you';

export interface ServedAd extends ServedAdRecord {
  placement: AdPlacement;
  token: string;
}

/** Who is looking: a signed-in angler (whose own catches say what they fish for and where), or a visitor. */
export interface AdViewer {
  /** What tokens are bound to: `angler:<id>` or `address:<ip>`. */
  key: string;
  anglerId: string | null;
  /** Where the page they are on is looking (the map, Discover near a point), when it is somewhere. */
  near: { lat: number; lon: number } | null;
}

/**
 * Serving: only eligible ads — an approved advertiser, an active campaign inside its
 * schedule with budget left, targeting matching the viewer, under the viewer's frequency cap and the
 * campaign's pace for the day — one campaign picked at random among them (each campaign as likely as
 * the next, whatever its number of ads). The campaigns come from each process's memory
 * (ServingCatalogue); targeting reads the angler's interests only when a candidate is targeted, and
 * the frequency cap is asked only when something could be served (from memory: FrequencyMemory). Counting: each
 * served ad's token bills its impression once, its click once and only after the impression.
 */
export class AdServing {
  constructor(
    @inject(ServingRepository) private readonly repo: ServingRepository,
    @inject(ServingCatalogue) private readonly catalogue: ServingCatalogue,
    @inject(ViewerInterests) private readonly interests: ViewerInterests,
    @inject(AdTokens) private readonly tokens: AdTokens,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async serve(viewer: AdViewer, placement: AdPlacement | undefined): Promise<ServedAd[]> {
    const now = this.clock.now();
    const shown: AdPlacement = placement ?? 'native';
    let candidates = (await this.catalogue.campaigns(now)).filter((c) => mayServe(c, shown, now));
    if (candidates.some(isTargeted)) {
      const profile = await this.#profile(viewer);
      candidates = candidates.filter((c) => matchesTargeting(c, profile));
    }
    if (candidates.length === 0) return [];
    const capped = await this.repo.cappedCampaigns(viewer.key, new Date(now.getTime() - DAY_MS), FREQUENCY_CAP_PER_DAY);
    const picked = pickAds(
      candidates.filter((c) => !capped.has(c.id)),
      placement ? 1 : NATIVE_ADS_PER_LIST,
    );
    return picked.map(({ campaign, ad }) => ({
      ...ad,
      campaignId: campaign.id,
      sponsor: campaign.sponsor,
      placement: shown,
      token: this.tokens.sign({ adId: ad.id, campaignId: campaign.id, viewer: viewer.key, servedAt: now.getTime() }),
    }));
  }

  async #profile(viewer: AdViewer): Promise<ViewerProfile> {
    const mine = viewer.anglerId ? await this.interests.of(viewer.anglerId) : { species: [], home: null };
    return {
      species: new Set(mine.species.map((s) => s.toLowerCase())),
      places: [mine.home, viewer.near].filter((p): p is { lat: number; lon: number } => p !== null),
    };
  }

  /** Not in a transaction of the request's: the repository bills it with others in one statement of its own. */
  impression(viewer: string, adId: string, token: string): Promise<EventOutcome> {
    const claims = this.#claims(viewer, adId, token);
    if (this.clock.now().getTime() - claims.servedAt > TOKEN_TTL_MS) return Promise.resolve({ billed: false, reason: 'token_expired' });
    return this.repo.impression(claims, this.clock.now());
  }

  click(viewer: string, adId: string, token: string): Promise<EventOutcome> {
    const claims = this.#claims(viewer, adId, token);
    return this.transactions.run(() => this.repo.click(claims, this.clock.now()));
  }

  #claims(viewer: string, adId: string, token: string) {
    const claims = this.tokens.verify(token);
    if (!claims || claims.adId !== adId || claims.viewer !== viewer) throw new RuleViolated(NOT_SERVED_TO_YOU);
    return claims;
  }
}
