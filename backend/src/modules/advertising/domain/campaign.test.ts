import { expect } from 'chai';
import { BudgetBelowSpent, CompletedCampaignIsFinal, ScheduleOutOfOrder, StatusMoveRefused } from './advertising.errors.ts';
import { changeCampaign, draftCampaign, mustBeOpen, type Campaign, type CampaignTerms } from './campaign.ts';
import { canMove } from './campaign-status.ts';

const DAY = 86_400_000;
const now = new Date('2026-04-01T12:00:00Z');
const terms = (patch: Partial<CampaignTerms> = {}): CampaignTerms => ({
  name: 'Spring rods',
  description: '',
  startsAt: now,
  endsAt: new Date(now.getTime() + 30 * DAY),
  budgetMicros: 100_000_000,
  cpmCents: 200,
  cpcCents: 50,
  placements: ['header', 'native', 'header'],
  targeting: { region: null, species: ['steelhead'] },
  ...patch,
});
const aCampaign = (patch: Partial<Campaign> = {}): Campaign => ({ ...draftCampaign('c1', 'a1', terms(), now), ...patch });

describe('advertising campaign: its schedule, budget and status rules', () => {
  it('starts as a draft with nothing spent or counted, each placement once', () => {
    const c = draftCampaign('c1', 'a1', terms(), now);
    expect(c).to.deep.include({ status: 'draft', spentMicros: 0, impressions: 0, clicks: 0, region: null, species: ['steelhead'] });
    expect(c.placements).to.deep.equal(['header', 'native']);
    expect(c).to.not.have.property('targeting');
  });

  it('moves draft → active ⇄ paused, and any status to completed, never back', () => {
    expect(canMove('draft', 'active')).to.equal(true);
    expect(canMove('active', 'paused')).to.equal(true);
    expect(canMove('paused', 'active')).to.equal(true);
    expect(canMove('paused', 'completed')).to.equal(true);
    expect(canMove('active', 'draft')).to.equal(false);
    expect(canMove('paused', 'draft')).to.equal(false);
    expect(canMove('completed', 'active')).to.equal(false);
    expect(() => changeCampaign(aCampaign({ status: 'active' }), { status: 'draft' })).to.throw(
      StatusMoveRefused,
      'A active campaign cannot become draft',
    );
  });

  it('takes no change and no new ad once completed', () => {
    const done = aCampaign({ status: 'completed' });
    expect(() => changeCampaign(done, { name: 'Renamed' })).to.throw(CompletedCampaignIsFinal, 'A completed campaign cannot change');
    expect(() => mustBeOpen(done)).to.throw(CompletedCampaignIsFinal);
    expect(() => mustBeOpen(aCampaign({ status: 'paused' }))).to.not.throw();
  });

  it('keeps the schedule in order: it must end after it starts', () => {
    expect(() => changeCampaign(aCampaign(), { endsAt: now })).to.throw(ScheduleOutOfOrder, 'The campaign must end after it starts');
    expect(() => draftCampaign('c2', 'a1', terms({ endsAt: new Date(now.getTime() - 1) }), now)).to.throw(ScheduleOutOfOrder);
  });

  it('never lowers the budget below what is already spent', () => {
    const spent = aCampaign({ spentMicros: 40_000_000 });
    expect(() => changeCampaign(spent, { budgetMicros: 39_990_000 })).to.throw(
      BudgetBelowSpent,
      'The budget cannot be less than what is already spent',
    );
    expect(changeCampaign(spent, { budgetMicros: 40_000_000 }).budgetMicros).to.equal(40_000_000);
  });

  it('changes only what a change names; new targeting replaces the old, region and species together', () => {
    const c = aCampaign({ region: { lat: 45.5, lon: -122.7, radiusKm: 50 } });
    const renamed = changeCampaign(c, { name: 'Summer rods' });
    expect(renamed).to.deep.equal({ ...c, name: 'Summer rods' });
    const retargeted = changeCampaign(c, { targeting: { region: null, species: [] }, status: 'active' });
    expect(retargeted).to.deep.include({ region: null, species: [], status: 'active', name: 'Spring rods' });
  });
});
