import { RateSpot } from '../modules/spots/application/rate-spot.ts';
import { ShareTip } from '../modules/spots/application/share-tip.ts';
import { VoteOnTip } from '../modules/spots/application/vote-on-tip.ts';
import { LogTrip } from '../modules/spots/application/log-trip.ts';
import type { DemoContribution, SeededAngler } from './seed-demo-data.ts';
import { demoTrip } from './demo-trips.ts';

const DAY_MS = 86_400_000;

const TIPS = [
  {
    category: 'timing',
    title: 'Last hour of light',
    content: 'The evening bite beats the morning here most weeks; stay until you cannot see your line.',
  },
  {
    category: 'location',
    title: 'Work the drop-off',
    content: 'Fish hold where the shelf falls away. Count your lure down and keep it just above the break.',
  },
  {
    category: 'bait',
    title: 'Go natural early',
    content: 'Natural colours until the sun is high, then something bright. Scent helps on slow days.',
  },
  {
    category: 'technique',
    title: 'Pause on the retrieve',
    content: 'Most strikes came on the pause. Reel, stop for two seconds, reel again.',
  },
  {
    category: 'weather',
    title: 'Before the front',
    content: 'The day before a cold front was the best of the trip; the day after, nothing.',
  },
  {
    category: 'equipment',
    title: 'Bring a longer rod',
    content: 'Casting distance matters from the bank here: a 7 to 8 foot rod reaches the fish.',
  },
] as const;

/** A moment in the last 90 days: a tenth in the last day, a third in the last week, the rest spread out. */
function momentIn90Days(random: { next(): number; chance(p: number): boolean }, now: Date): Date {
  const days = random.chance(0.1) ? random.next() : random.chance(0.35) ? random.next() * 7 : random.next() * 90;
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The spots' community for the demo, through spots' own use cases so every counter and rollup holds:
 * trips spread over the last 90 days at every spot (so the heat map is alive at every range on the first
 * start; some mates-only or private, some with the location unshared — those stay off the map),
 * ratings by the anglers who fish there, tips with up- and down-votes, and their condition reports
 * (a trip's weather, water and notes).
 */
export const seedSpotActivity: DemoContribution = async ({ container, random, now, anglers, spots, mark }) => {
  const logTrip = container.get(LogTrip);
  const rateSpot = container.get(RateSpot);
  const shareTip = container.get(ShareTip);
  const voteOnTip = container.get(VoteOnTip);
  const fishersOf = (spotId: string): SeededAngler[] => {
    const regulars = anglers.filter((a) => a.waters.includes(spotId));
    return regulars.length >= 3 ? regulars : [...regulars, ...anglers.filter((a) => !regulars.includes(a)).slice(0, 3 - regulars.length)];
  };

  const tripIds: string[] = [];
  for (const spot of spots.values()) {
    const fishers = fishersOf(spot.id);
    // Busier waters get more trips: from 4 to about 9 over the 90 days.
    for (let n = random.int(1, 3) + fishers.length; n > 0; n--) {
      const angler = random.pick(fishers);
      const roll = random.next();
      const privacy = roll < 0.06 ? 'private' : roll < 0.14 ? 'mates' : 'public';
      const trip = {
        ...demoTrip(random, spot),
        spotId: spot.id,
        location: null,
        latitude: null,
        longitude: null,
        shareTip: false,
        privacy,
      } as const;
      const { trip: logged } = await logTrip.execute(angler.id, trip, momentIn90Days(random, now));
      tripIds.push(logged.id);
    }

    for (const angler of fishers)
      if (random.chance(0.8)) await rateSpot.execute(spot.id, angler.id, random.chance(0.7) ? 5 : random.chance(0.7) ? 4 : 3);
    for (const angler of anglers)
      if (!fishers.includes(angler) && random.chance(0.05)) await rateSpot.execute(spot.id, angler.id, random.int(3, 5));

    const authors = fishers.slice(0, random.chance(0.3) ? 2 : 1);
    for (const author of authors) {
      const tip = await shareTip.execute(spot.id, author.id, random.pick(TIPS));
      for (const voter of anglers) {
        if (voter === author || !random.chance(fishers.includes(voter) ? 0.5 : 0.03)) continue;
        await voteOnTip.execute(tip.id, voter.id, random.chance(0.8) ? 1 : -1);
      }
    }
  }
  await mark('trip', tripIds);
};
