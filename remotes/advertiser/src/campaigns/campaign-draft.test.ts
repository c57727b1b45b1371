// The form's messages come through the kit, which brings React DOM: it looks for a document once, when loaded, and a run may load this file first.
import '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { CAMPAIGN_MESSAGES } from '@tightlines/contracts';
import { checkDraft, emptyDraft, type CampaignDraft } from './campaign-draft.ts';

const now = new Date('2026-11-23T10:00:00Z');
const filled = (change: Partial<CampaignDraft> = {}): CampaignDraft => ({
  ...emptyDraft(now),
  name: 'Spring Bass Tackle',
  budget: '250',
  adTitle: 'Soft plastics, 20% off',
  adContent: 'Everything for bass season at Reel Deals.',
  targetUrl: 'https://reeldeals.example/bass',
  ...change,
});

describe('campaign builder draft', () => {
  it('becomes a campaign (a draft on the server, started at once when asked) and its first ad', () => {
    const check = checkDraft(filled());
    expect(check.ok).to.equal(true);
    if (!check.ok) return;
    expect(check.campaign).to.include({ name: 'Spring Bass Tackle', budget: 250, cpm: 5, cpc: 0.5 });
    expect(check.campaign.placements).to.deep.equal(['header', 'sidebar', 'footer', 'native']);
    expect(check.campaign.targeting).to.deep.equal({ region: null, species: [] });
    expect(Date.parse(check.campaign.endsAt) - Date.parse(check.campaign.startsAt)).to.equal(30 * 86_400_000);
    expect(check.ad).to.include({ title: 'Soft plastics, 20% off', targetUrl: 'https://reeldeals.example/bass' });
    expect(check.launch).to.equal(true);
  });

  it('targets a region and species when given', () => {
    const check = checkDraft(
      filled({ targetRegion: true, lat: '39.1', lon: '-120.04', radiusKm: '80', species: 'largemouth-bass, rainbow-trout' }),
    );
    expect(check.ok && check.campaign.targeting).to.deep.equal({
      region: { lat: 39.1, lon: -120.04, radiusKm: 80 },
      species: ['largemouth-bass', 'rainbow-trout'],
    });
  });

  it("names each bad field with the contracts' own words and sends nothing", () => {
    const check = checkDraft(filled({ name: ' ', budget: '0', placements: [], targetUrl: 'http://insecure.example', adTitle: '' }));
    expect(check.ok).to.equal(false);
    if (check.ok) return;
    expect(check.errors).to.include({
      name: CAMPAIGN_MESSAGES.nameRequired,
      budget: CAMPAIGN_MESSAGES.budgetPositive,
      placements: CAMPAIGN_MESSAGES.placementsRequired,
      'ad.targetUrl': CAMPAIGN_MESSAGES.targetUrlHttps,
      'ad.title': CAMPAIGN_MESSAGES.titleRequired,
    });
  });

  it('refuses an end before the start', () => {
    const check = checkDraft(filled({ startsAt: '2026-12-01T10:00', endsAt: '2026-11-30T10:00' }));
    expect(!check.ok && check.errors.endsAt).to.equal(CAMPAIGN_MESSAGES.scheduleOrder);
  });
});
