import type { TripDetails } from '../modules/spots/application/log-trip.ts';
import type { DemoSpot } from './demo-spots.ts';
import type { DemoRandom } from './random.ts';

const TIPS = [
  { category: 'timing', title: 'Go at first light', content: 'The bite dies once the sun is on the water. Be set up before dawn.' },
  { category: 'bait', title: 'Match the baitfish', content: 'Natural colours in clear water, chartreuse when it is stained.' },
  { category: 'technique', title: 'Slow down', content: 'Cold fronts shut them down: downsize and fish half the speed you think.' },
  { category: 'location', title: 'Fish the wind-blown bank', content: 'Bait gets pushed onto the windy side; the fish follow it.' },
  { category: 'weather', title: 'Falling barometer', content: 'The day before a front was the best fishing of the week.' },
  { category: 'equipment', title: 'Lighter leader', content: 'Went down to 6 lb fluorocarbon and started getting bit.' },
] as const;

const NOTES = [
  'Slow morning, then a good flurry after ten.',
  'Wind picked up around noon; fished the lee side.',
  'Water a little high and off-colour after the rain.',
  'Birds working bait out on the point.',
  'Nothing but short strikes today.',
  'Beautiful day on the water with friends.',
  null,
];

const WATER = ['clear', 'murky', 'choppy', 'calm'] as const;
const WEATHER = ['sunny', 'cloudy', 'rainy', 'windy'] as const;
const TIMES = ['dawn', 'morning', 'afternoon', 'evening', 'night'] as const;

/** A plausible trip to one of the angler's waters; now and then a custom spot nearby, now and then a tip. */
export function demoTrip(random: DemoRandom, spot: DemoSpot): TripDetails {
  const trip: TripDetails = {
    fishingSuccess: random.chance(0.65),
    waterCondition: random.pick(WATER),
    weatherCondition: random.pick(WEATHER),
    temperature: random.int(38, 92),
    timeOfDay: random.pick(TIMES),
    notes: random.pick(NOTES),
    shareLocation: random.chance(0.85),
  };
  if (random.chance(0.2)) {
    // A quiet cove near the spot: a custom place (whose angler may keep it to themself).
    return {
      ...trip,
      spotId: null,
      location: `Cove near ${spot.name}`,
      latitude: spot.latitude + (random.next() - 0.5) * 0.05,
      longitude: spot.longitude + (random.next() - 0.5) * 0.05,
    };
  }
  if (random.chance(0.2)) {
    const tip = random.pick(TIPS);
    return { ...trip, spotId: spot.id, shareTip: true, tipTitle: tip.title, tipContent: tip.content, tipCategory: tip.category };
  }
  return { ...trip, spotId: spot.id };
}
