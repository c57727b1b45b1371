import { TipNeedsCategory, TripNeedsLocation, TripNeedsOutcome } from './trip.errors.ts';

export type WaterCondition = 'clear' | 'murky' | 'choppy' | 'calm';
export type WeatherCondition = 'sunny' | 'cloudy' | 'rainy' | 'windy';
export type TimeOfDay = 'dawn' | 'morning' | 'afternoon' | 'evening' | 'night';
export type TipCategory = 'bait' | 'technique' | 'timing' | 'location' | 'weather' | 'equipment';

/** A tip the angler shares with a spot while logging a trip; it becomes that spot's tip. */
export interface SpotTipToShare {
  spotId: string;
  title: string;
  content: string;
  category: TipCategory;
}

export interface TripProps {
  id: string;
  anglerId: string;
  spotId: string | null;
  fishingSuccess: boolean;
  waterCondition: WaterCondition | null;
  weatherCondition: WeatherCondition | null;
  /** °F */
  temperature: number | null;
  timeOfDay: TimeOfDay | null;
  notes: string | null;
  shareLocation: boolean;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
}

export interface TripToLog extends Omit<Partial<TripProps>, 'fishingSuccess'> {
  id: string;
  anglerId: string;
  createdAt: Date;
  fishingSuccess: boolean | null | undefined;
  shareTip?: boolean;
  tipTitle?: string | null;
  tipContent?: string | null;
  tipCategory?: TipCategory | null;
}

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * The shared-tip rule (spec §5): a tip exists only when the angler chose to share it,
 * wrote both its title and its content, and fished a known spot — a tip belongs to a
 * spot. A half-written tip is simply not shared; the trip is still logged.
 */
export function sharedTipOf(input: TripToLog): SpotTipToShare | null {
  const title = text(input.tipTitle);
  const content = text(input.tipContent);
  if (!input.shareTip || !title || !content || !input.spotId) return null;
  if (!input.tipCategory) throw new TipNeedsCategory();
  return { spotId: input.spotId, title, content, category: input.tipCategory };
}

/** A fishing trip, successful or not, at a spot or a custom place. */
export class Trip {
  private constructor(
    private readonly props: TripProps,
    /** Set only on a trip just logged: what the application stores as the spot's tip. */
    readonly sharedTip: SpotTipToShare | null,
  ) {}

  static log(input: TripToLog): Trip {
    if (typeof input.fishingSuccess !== 'boolean') throw new TripNeedsOutcome();
    const location = text(input.location);
    const customPlace = location != null && input.latitude != null && input.longitude != null;
    if (!input.spotId && !customPlace) throw new TripNeedsLocation();
    const props: TripProps = {
      id: input.id,
      anglerId: input.anglerId,
      spotId: input.spotId ?? null,
      fishingSuccess: input.fishingSuccess,
      waterCondition: input.waterCondition ?? null,
      weatherCondition: input.weatherCondition ?? null,
      temperature: input.temperature ?? null,
      timeOfDay: input.timeOfDay ?? null,
      notes: text(input.notes),
      shareLocation: input.shareLocation ?? true,
      location,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      createdAt: input.createdAt,
    };
    return new Trip(props, sharedTipOf(input));
  }

  static restore(props: TripProps): Trip {
    return new Trip({ ...props }, null);
  }

  get anglerId() {
    return this.props.anglerId;
  }

  toProps(): Readonly<TripProps> {
    return { ...this.props };
  }
}

/**
 * A trip as one viewer may see it. Anglers guard their spots: when the trip's
 * location is not shared — or the angler turned off 'Share Trip Locations' — others
 * see neither its coordinates nor its custom address. The spot stays: spots are
 * public places and their trip counts are public figures.
 */
export function tripAsSeenBy(
  trip: Trip,
  viewerId: string,
  angler: { shareTripLocations: boolean } = { shareTripLocations: true },
): Readonly<TripProps> {
  const props = trip.toProps();
  const revealsPlace = viewerId === props.anglerId || (props.shareLocation && angler.shareTripLocations);
  return revealsPlace ? props : { ...props, location: null, latitude: null, longitude: null };
}
