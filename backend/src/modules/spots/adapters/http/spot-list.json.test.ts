import { expect } from 'chai';
import type { DirectorySpot } from '@tightlines/contracts';
import { directoryJson, nearbyJson } from './spot-list.json.ts';

const card = (id: string, over: Partial<DirectorySpot> = {}): DirectorySpot => ({
  id,
  name: `Spot ${id}`,
  verified: false,
  rating: 4.5,
  totalRatings: 2,
  latitude: 45.6,
  longitude: -89.4,
  location: 'Vilas County, WI',
  description: 'Weed edges "and" a drop-off',
  waterType: 'lake',
  waterClass: 'freshwater',
  difficulty: 'beginner',
  accessType: 'public',
  species: ['Walleye'],
  facilities: ['parking'],
  totalCatches: 3,
  totalTrips: 5,
  creatorName: null,
  myRating: null,
  hidden: null,
  ...over,
});

describe('lists of remembered spot cards as JSON', () => {
  const cards = [
    card('a'),
    card('b'),
    card('c', { hidden: { ruleId: null, ruleTitle: null, at: '2026-06-10T05:10:00.000Z' }, creatorName: 'Rosa' }),
  ];

  it("writes a directory page as the cards with the viewer's own ratings would be written", () => {
    const mine = new Map([['b', 3]]);
    const expected = cards.map((s) => (mine.has(s.id) ? { ...s, myRating: mine.get(s.id)! } : s));
    expect(directoryJson({ spots: cards, mine, remembered: true }).json).to.equal(JSON.stringify(expected));
    // Written again for another viewer: the shared cards are never changed by the first.
    expect(directoryJson({ spots: cards, mine: new Map(), remembered: false }).json).to.equal(JSON.stringify(cards));
  });

  it('answers a page the viewer rated none of with the same prepared body every time', () => {
    const first = directoryJson({ spots: cards, mine: new Map(), remembered: true });
    expect(directoryJson({ spots: cards, mine: new Map(), remembered: true })).to.equal(first);
    expect(first.json).to.equal(JSON.stringify(cards));
  });

  it('writes nearby spots with their distance last, as a copy of each card with its distance', () => {
    const mine = new Map([['a', 5]]);
    const near = [
      { card: cards[0]!, distance: 1.25 },
      { card: cards[1]!, distance: 12 },
    ];
    const expected = near.map(({ card: c, distance }) => ({ ...c, ...(mine.has(c.id) ? { myRating: mine.get(c.id)! } : {}), distance }));
    expect(nearbyJson({ spots: near, mine, remembered: true }).json).to.equal(JSON.stringify(expected));
    expect(nearbyJson({ spots: [], mine, remembered: true }).json).to.equal('[]');
  });
});
