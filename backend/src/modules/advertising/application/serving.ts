import { inject } from 'inversify';
import { NATIVE_ADS_PER_LIST } from '@tightlines/contracts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import type { Ad } from '../domain/ad.ts';
import { isOwnTraffic } from '../domain/billing.ts';
import { DAY_MS, isTargeted, matchesTargeting, mayServe, pickAds, type ViewerProfile } from '../domain/eligibility.ts';
import type { AdPlacement } from '../domain/placement.ts';
import { AdLedger, AdTokens, AnglersEmployers, ServingCatalogue, ViewerInterests } from './ports.ts';

/** A viewer sees one campaign's ads at most this many times a day. */
export const FREQUENCY_CAP_PER_DAY = 20;
export { PACE_HEAD_START_MS } from '../domain/eligibility.ts';

export interface ServedAd extends Omit<Ad, 'advertiserId'> {
  sponsor: string;
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

const NOBODY_S_EMPLOYER: ReadonlySet<string> = new Set();

/**
 * An angler (or a visitor) is shown ads: only eligible ones — an approved advertiser, an active
 * campaign inside its schedule with budget left, targeting matching the viewer, under the viewer's
 * frequency cap and the campaign's pace for the day — one campaign picked at random among them (each
 * campaign as likely as the next, whatever its number of ads). The campaigns come from each process's
 * memory (ServingCatalogue); targeting reads the angler's interests only when a candidate is targeted,
 * and the frequency cap is asked only when something could be served (from memory: FrequencyMemory).
 * An ad shown to a user of its own advertiser says so in its token: its events are never billed.
 */
export class ServeAds {
  constructor(
    @inject(AdLedger) private readonly ledger: AdLedger,
    @inject(ServingCatalogue) private readonly catalogue: ServingCatalogue,
    @inject(ViewerInterests) private readonly interests: ViewerInterests,
    @inject(AnglersEmployers) private readonly employers: AnglersEmployers,
    @inject(AdTokens) private readonly tokens: AdTokens,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async run(viewer: AdViewer, placement: AdPlacement | undefined): Promise<ServedAd[]> {
    const now = this.clock.now();
    const shown: AdPlacement = placement ?? 'native';
    let candidates = (await this.catalogue.campaigns(now)).filter((c) => mayServe(c, shown, now));
    if (candidates.some(isTargeted)) {
      const profile = await this.#profile(viewer);
      candidates = candidates.filter((c) => matchesTargeting(c, profile));
    }
    if (candidates.length === 0) return [];
    const [capped, worksFor] = await Promise.all([
      this.ledger.cappedCampaigns(viewer.key, new Date(now.getTime() - DAY_MS), FREQUENCY_CAP_PER_DAY),
      viewer.anglerId ? this.employers.of(viewer.anglerId) : NOBODY_S_EMPLOYER,
    ]);
    const picked = pickAds(
      candidates.filter((c) => !capped.has(c.id)),
      placement ? 1 : NATIVE_ADS_PER_LIST,
    );
    return picked.map(({ campaign, ad }) => ({
      ...ad,
      campaignId: campaign.id,
      sponsor: campaign.sponsor,
      placement: shown,
      token: this.tokens.sign({
        adId: ad.id,
        campaignId: campaign.id,
        viewer: viewer.key,
        servedAt: now.getTime(),
        ...(isOwnTraffic(worksFor, campaign.advertiserId) ? { own: true as const } : {}),
      }),
    }));
  }

  async #profile(viewer: AdViewer): Promise<ViewerProfile> {
    const mine = viewer.anglerId ? await this.interests.of(viewer.anglerId) : { species: [], home: null };
    return {
      species: new Set(mine.species.map((s) => s.toLowerCase())),
      places: [mine.home, viewer.near].filter((p): p is { lat: number; lon: number } => p !== null),
    };
  }
}
