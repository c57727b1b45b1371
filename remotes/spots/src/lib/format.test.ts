import { expect } from 'chai';
import { ageText, firstOf, kmText, label, ratingText } from './format.ts';

describe('spots: formatting', () => {
  it('shows a rating to one decimal', () => expect([ratingText(4), ratingText(4.26)]).to.deep.equal(['4.0', '4.3']));
  it('names facilities, water and access types as people write them', () =>
    expect(['boat_ramp', 'permit_required', 'lake', 'guide_services'].map(label)).to.deep.equal(['Boat Ramp', 'Permit Required', 'Lake', 'Guide Services']));
  it('says distances in km', () => expect([kmText(3.14159), kmText(42.6)]).to.deep.equal(['3.1 km away', '43 km away']));
  it('keeps 3 species and counts the rest', () => expect(firstOf(['a', 'b', 'c', 'd', 'e'])).to.deep.equal({ shown: ['a', 'b', 'c'], more: 2 }));
  it('tells an age in hours, days and weeks', () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    expect(['2026-06-10T11:30:00Z', '2026-06-10T07:00:00Z', '2026-06-07T12:00:00Z', '2026-05-20T12:00:00Z'].map((t) => ageText(t, now))).to.deep.equal([
      'Just now', '5h ago', '3d ago', '3w ago',
    ]);
  });
});
