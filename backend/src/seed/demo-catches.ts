import type { SpeciesSlug } from '@tightlines/contracts';
import { MediaStoreToken, type MediaStore } from '../platform/media/media-store.ts';
import { SharePost } from '../modules/posts/application/share-post.ts';
import { LikePost } from '../modules/posts/application/like-post.ts';
import { SIZES } from './demo-spots.ts';
import { catchPng } from './demo-pictures.ts';
import type { DemoContribution } from './seed-demo-data.ts';

const METHODS = ['Spinning', 'Fly fishing', 'Baitcasting', 'Trolling', 'Jigging', 'Live bait', 'Topwater', 'Surf casting'];
const DESCRIPTIONS = [
  'What a fight! Released her to grow bigger.',
  'First one of the season.',
  'Hit right at the boat.',
  'Finally dialed them in after lunch.',
  'Personal goal for this spot checked off.',
  'Took three tries to land it.',
  '',
];

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Catches for the demo through posts' own use case (personal bests decided by the server, home
 * timelines filled), each with a drawn photo stored through the media store, plus likes among anglers.
 */
export const seedCatches: DemoContribution = async ({ container, random, now, anglers, spots, mark }) => {
  const share = container.get(SharePost);
  const likes = container.get(LikePost);
  const media = container.get<MediaStore>(MediaStoreToken);
  const photos = new Map<string, string>();
  const photoOf = async (species: SpeciesSlug) => {
    if (!photos.has(species)) photos.set(species, (await media.storeImage(await catchPng(species, photos.size))).url);
    return photos.get(species)!;
  };

  const ids: string[] = [];
  for (const angler of anglers) {
    const moments = Array.from({ length: random.int(5, 12) }, () => random.recent(now, 90)).sort((a, b) => +a - +b);
    for (const at of moments) {
      const spot = spots.get(random.pick(angler.waters))!;
      const species = random.pick(spot.species) as SpeciesSlug;
      const [min, max] = SIZES[species] ?? [1, 5];
      const weight = round1(min + (max - min) * random.next() ** 1.6);
      const post = await share.execute(
        angler.id,
        {
          type: 'catch',
          privacy: random.chance(0.8) ? 'public' : random.chance(0.6) ? 'mates' : 'private',
          species,
          weight,
          length: round1(12 * Math.cbrt(weight)),
          method: random.pick(METHODS),
          description: random.pick(DESCRIPTIONS) || null,
          imageUrl: await photoOf(species),
          location: spot.location,
          latitude: spot.latitude + (random.next() - 0.5) * 0.02,
          longitude: spot.longitude + (random.next() - 0.5) * 0.02,
        },
        at,
      );
      ids.push(post.id);
      if (post.privacy !== 'public') continue;
      for (const fan of anglers) {
        if (fan !== angler && random.chance(0.12)) await likes.like(post.id, fan.id);
      }
    }
  }
  await mark('post', ids);
};
