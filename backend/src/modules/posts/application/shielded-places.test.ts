import { expect } from 'chai';
import type { FollowGraph, PlacePrecisionsNow, PostReads, PostRecord } from './ports.ts';
import { ShieldedPlaces } from './shielded-places.ts';

const AUTHOR = '00000000-0000-4000-8000-000000000001';
const STRANGER = '00000000-0000-4000-8000-000000000002';

/** A catch as a process remembers it: shared at About 1 km for everyone. */
const remembered: PostRecord = {
  id: '00000000-0000-4000-8000-0000000000aa',
  kind: 'catch',
  authorId: AUTHOR,
  createdAt: new Date('2026-11-28T06:00:00Z'),
  description: null,
  thumbnailUrl: null,
  hidden: null,
  privacy: 'public',
  species: 'walleye',
  weight: null,
  length: null,
  method: null,
  location: 'East bank',
  coordinates: { latitude: 45.123456, longitude: -93.234567 },
  publicPrecision: '1km',
  matesPrecision: 'exact',
  placeName: null,
  isPersonalBest: false,
  imageUrl: null,
  likes: 0,
  comments: 0,
  liked: false,
} as PostRecord;

function shieldWith(stored: Map<string, PlacePrecisionsNow>) {
  const graph = { matesAmong: async () => new Set<string>() } as unknown as FollowGraph;
  const reads = { placePrecisionsNow: async () => stored } as unknown as PostReads;
  return new ShieldedPlaces(graph, reads);
}

describe('posts: a remembered catch is shown at the precision stored now', () => {
  it('hides the place from a stranger once the author tightened it, whatever the remembered body says', async () => {
    const shield = shieldWith(new Map([[remembered.id, { publicPrecision: 'hidden', matesPrecision: 'exact' }]]));
    const [seen] = await shield.of([remembered], STRANGER);
    expect(seen).to.include({ coordinates: null, location: null, locationPrecision: 'hidden' });
  });

  it('cuts the place to the remembered precision when the stored one is the same', async () => {
    const shield = shieldWith(new Map([[remembered.id, { publicPrecision: '1km', matesPrecision: 'exact' }]]));
    const [seen] = await shield.of([remembered], STRANGER);
    expect(seen?.locationPrecision).to.equal('1km');
    expect(seen?.kind === 'catch' && seen.coordinates).to.not.deep.equal({ latitude: 45.123456, longitude: -93.234567 });
  });

  it('asks nothing for the author, who sees their own place exactly', async () => {
    let asked = 0;
    const graph = { matesAmong: async () => new Set<string>() } as unknown as FollowGraph;
    const reads = {
      placePrecisionsNow: async () => {
        asked += 1;
        return new Map();
      },
    } as unknown as PostReads;
    const [seen] = await new ShieldedPlaces(graph, reads).of([remembered], AUTHOR);
    expect(asked).to.equal(0);
    expect(seen?.locationPrecision).to.equal('exact');
  });
});
