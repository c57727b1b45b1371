import { expect } from 'chai';
import { DAY_MS, distanceKm, matchesTargeting, mayServe, pickAds, withinPace, type ServingCampaign } from './eligibility.ts';

const noon = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 12 * 3_600_000);
const aCampaign = (patch: Partial<ServingCampaign> = {}): ServingCampaign => ({
  id: 'c1',
  advertiserId: 'reel-deals',
  sponsor: 'Reel Deals',
  placements: ['header', 'native'],
  region: null,
  species: [],
  startsAt: new Date(noon.getTime() - DAY_MS),
  endsAt: new Date(noon.getTime() + 10 * DAY_MS),
  budgetMicros: 100_000_000,
  spentMicros: 0,
  todaySpentMicros: 0,
  impressionPriceMicros: 20_000,
  ads: [{ id: 'a1', title: 'Reels', content: 'On sale', imageUrl: null, targetUrl: 'https://reel.example/', createdAt: noon }],
  ...patch,
});
const portland = { lat: 45.52, lon: -122.68 };
const viewer = (species: string[], places: Array<{ lat: number; lon: number }>) => ({ species: new Set(species), places });

describe('advertising eligibility: targeting, schedule, budget and pacing', () => {
  it('measures great-circle distances (Portland to Seattle ~234 km)', () => {
    expect(distanceKm(portland, { lat: 47.61, lon: -122.33 })).to.be.within(230, 238);
    expect(distanceKm(portland, portland)).to.equal(0);
  });

  it('serves a region only to a viewer at or looking at a place inside its radius', () => {
    const c = aCampaign({ region: { ...portland, radiusKm: 50 } });
    expect(matchesTargeting(c, viewer([], []))).to.equal(false);
    expect(matchesTargeting(c, viewer([], [{ lat: 47.61, lon: -122.33 }]))).to.equal(false);
    expect(matchesTargeting(c, viewer([], [{ lat: 45.6, lon: -122.5 }]))).to.equal(true);
    expect(
      matchesTargeting(
        c,
        viewer(
          [],
          [
            { lat: 47.61, lon: -122.33 },
            { lat: 45.6, lon: -122.5 },
          ],
        ),
      ),
    ).to.equal(true);
  });

  it('serves species of interest only to anglers who catch one of them; untargeted campaigns to everyone', () => {
    const c = aCampaign({ species: ['chinook-salmon', 'steelhead'] });
    expect(matchesTargeting(c, viewer(['steelhead'], []))).to.equal(true);
    expect(matchesTargeting(c, viewer(['walleye'], []))).to.equal(false);
    expect(matchesTargeting(aCampaign(), viewer([], []))).to.equal(true);
    const both = aCampaign({ species: ['steelhead'], region: { ...portland, radiusKm: 50 } });
    expect(matchesTargeting(both, viewer(['steelhead'], [{ lat: 47.61, lon: -122.33 }]))).to.equal(false);
    expect(matchesTargeting(both, viewer(['steelhead'], [portland]))).to.equal(true);
  });

  it('serves a placement only inside the schedule, with an impression’s price of budget left', () => {
    expect(mayServe(aCampaign(), 'header', noon)).to.equal(true);
    expect(mayServe(aCampaign(), 'footer', noon)).to.equal(false);
    expect(mayServe(aCampaign({ startsAt: new Date(noon.getTime() + 1) }), 'header', noon)).to.equal(false);
    expect(mayServe(aCampaign({ endsAt: noon }), 'header', noon)).to.equal(false);
    expect(mayServe(aCampaign({ budgetMicros: 1_000_000, spentMicros: 990_000 }), 'header', noon)).to.equal(false);
    expect(mayServe(aCampaign({ ads: [] }), 'header', noon)).to.equal(false);
  });

  it('paces the day: the share of today’s allowance up to now plus an hour may be spent', () => {
    // 10 days left, 100.00 left: 10.00 a day; by noon (+1 h) 13/24 of it, 5.4166…
    const tenDays = { endsAt: new Date(noon.getTime() - 12 * 3_600_000 + 10 * DAY_MS) };
    expect(withinPace(aCampaign({ ...tenDays, spentMicros: 5_400_000, todaySpentMicros: 5_400_000 }), noon)).to.equal(true);
    expect(withinPace(aCampaign({ ...tenDays, spentMicros: 5_420_000, todaySpentMicros: 5_420_000 }), noon)).to.equal(false);
  });

  it('picks each campaign at most once, one of its ads', () => {
    const picked = pickAds([aCampaign({ id: 'a' }), aCampaign({ id: 'b' }), aCampaign({ id: 'c' })], 2);
    expect(picked).to.have.length(2);
    expect(new Set(picked.map((p) => p.campaign.id)).size).to.equal(2);
    expect(pickAds([aCampaign()], 5)).to.have.length(1);
  });
});
