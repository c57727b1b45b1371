import type { LocationPrecision } from '../../../shared/kernel/location-shield.ts';
import { TipNeedsCategory, TripNeedsLocation, TripNeedsOutcome, TripNotFound } from './trip.errors.ts';

export type WaterCondition = 'clear' | 'murky' | 'choppy' | 'calm';
export type WeatherCondition = 'sunny' | 'cloudy' | 'rainy' | 'windy';
export type TimeOfDay = 'dawn' | 'morning' | 'afternoon' | 'evening' | 'night';
export type TipCategory = 'bait' | 'technique' | 'timing' | 'location' | 'weather' | 'equipment';
/** Who sees the trip, as for a catch: public (everyone), mates (mates only), private (its angler only). */
export type TripPrivacy = 'public' | 'mates' | 'private';

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
  privacy: TripPrivacy;
  /** How precisely the public and mates see its place (domain/trip-precision.ts); its angler always sees it exactly. */
  publicPrecision: LocationPrecision;
  matesPrecision: LocationPrecision;
  /** The gazetteer's town nearest its place, found when it was written (what 'Place name only' shows); null when none is near. */
  placeName: string | null;
  createdAt: Date;
  /**
   * Hidden by moderation (since when, and the guideline; null rule: by reports): its angler alone
   * sees it, and it counts nowhere others look (domain/shared-trip.ts). Never set by its angler.
   */
  hidden: { ruleId: string | null; at: Date } | null;
}

export interface TripToLog extends Omit<Partial<TripProps>, 'fishingSuccess' | 'hidden' | 'publicPrecision' | 'matesPrecision'> {
  id: string;
  anglerId: string;
  createdAt: Date;
  /** The angler's choices for this trip, their defaults already filled in by the application. */
  publicPrecision: LocationPrecision;
  matesPrecision: LocationPrecision;
  fishingSuccess: boolean | null | undefined;
  shareTip?: boolean;
  tipTitle?: string | null;
  tipContent?: string | null;
  tipCategory?: TipCategory | null;
}

/** What its angler may change: everything they logged; a precision left out stays as it was. */
export type TripChangesBy = Omit<TripToLog, 'id' | 'anglerId' | 'createdAt' | 'publicPrecision' | 'matesPrecision'> &
  Partial<Pick<TripProps, 'publicPrecision' | 'matesPrecision'>>;

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
    return new Trip(tripFrom(input), sharedTipOf(input));
  }

  static restore(props: TripProps): Trip {
    return new Trip({ ...props }, null);
  }

  /**
   * Its angler edits the trip: the same rules as logging it (an outcome, a place); who logged it and
   * when stay. Anyone else is told there is no such trip (NotFound): a trip they may not change is
   * not theirs to learn about.
   */
  editedBy(anglerId: string, changes: TripChangesBy): Trip {
    this.assertOwnedBy(anglerId);
    const { id, anglerId: owner, createdAt, publicPrecision, matesPrecision } = this.props;
    // An edit keeps what moderation decided, and the precisions it does not name.
    const edited = tripFrom({
      ...changes,
      publicPrecision: changes.publicPrecision ?? publicPrecision,
      matesPrecision: changes.matesPrecision ?? matesPrecision,
      id,
      anglerId: owner,
      createdAt,
    });
    return new Trip({ ...edited, hidden: this.props.hidden }, null);
  }

  /** Only its angler edits or deletes a trip; to anyone else it does not exist. */
  assertOwnedBy(anglerId: string): void {
    if (anglerId !== this.props.anglerId) throw new TripNotFound();
  }

  get id() {
    return this.props.id;
  }

  get anglerId() {
    return this.props.anglerId;
  }

  toProps(): Readonly<TripProps> {
    return { ...this.props };
  }
}

function tripFrom(input: TripToLog): TripProps {
  if (typeof input.fishingSuccess !== 'boolean') throw new TripNeedsOutcome();
  const location = text(input.location);
  const customPlace = location != null && input.latitude != null && input.longitude != null;
  if (!input.spotId && !customPlace) throw new TripNeedsLocation();
  return {
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
    privacy: input.privacy ?? 'public',
    publicPrecision: input.publicPrecision,
    matesPrecision: input.matesPrecision,
    placeName: input.placeName ?? null,
    createdAt: input.createdAt,
    hidden: null,
  };
}

/** Moderation's rule for a trip: hidden, it is its angler's alone — to anyone else it is not there at all. */
export const isHiddenFrom = (trip: Pick<TripProps, 'anglerId' | 'hidden'>, viewerId: string): boolean =>
  trip.hidden !== null && trip.anglerId !== viewerId;
