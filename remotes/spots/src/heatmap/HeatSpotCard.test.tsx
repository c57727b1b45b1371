import '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { cleanup, render, screen } from '@testing-library/react';
import type { HeatSpot } from '@tightlines/contracts';
import { HeatSpotCard } from './HeatSpotCard.tsx';

const spot: HeatSpot = {
  id: 's1',
  name: 'Quiet Lake',
  location: 'Tahoe City, CA',
  latitude: 39.17,
  longitude: -120.14,
  averageRating: 4.2,
  totalRatings: 5,
  verified: false,
  description: null,
  difficulty: 'beginner',
  waterType: 'lake',
  waterClass: 'freshwater',
  accessType: null,
  facilities: [],
  activityScore: 70,
  successRate: 60,
  catchCount: 12,
  totalTrips: 20,
  totalAnglers: 8,
  popularSpecies: [],
  bestTimeOfDay: 'dawn',
  lastActivity: null,
  recentCatches: 3,
  heatScore: 53,
  heatLabel: 'Active',
  detailHidden: false,
};

/** A heat-map card shows one score — the heat, with its band's word — not the activity it is made of beside it. */
describe('spots: a heat-map card’s one score', () => {
  afterEach(cleanup);

  it('says "Active · heat 53" and no second score', () => {
    render(<HeatSpotCard spot={spot} onView={() => undefined} onLogTrip={() => undefined} />);
    const card = screen.getByTestId('heat-spot-card');
    expect(screen.getByTestId('heat-badge').textContent).to.equal('Active · heat 53');
    expect(card.textContent).not.to.match(/Activity Score/i);
    expect(card.textContent).not.to.contain('70');
    expect(screen.queryByRole('meter')).to.equal(null);
  });
});
