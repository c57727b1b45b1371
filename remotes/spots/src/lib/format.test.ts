import { expect } from 'chai';
import { firstOf, kmText, label, ratingText } from './format.ts';

describe('spots: formatting', () => {
  it('shows a rating to one decimal', () => expect([ratingText(4), ratingText(4.26)]).to.deep.equal(['4.0', '4.3']));
  it('names facilities, water and access types as people write them', () =>
    expect(['boat_ramp', 'permit_required', 'lake', 'guide_services'].map(label)).to.deep.equal([
      'Boat Ramp',
      'Permit Required',
      'Lake',
      'Guide Services',
    ]));
  it('says distances in km', () => expect([kmText(3.06), kmText(42.6)]).to.deep.equal(['3.1 km away', '43 km away']));
  it('keeps 3 species and counts the rest', () =>
    expect(firstOf(['a', 'b', 'c', 'd', 'e'])).to.deep.equal({ shown: ['a', 'b', 'c'], more: 2 }));
});
