import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { SpotsTripsTips20251121200100 } from './20251121200100_spots_trips_tips.ts';
import { SpotsDirectoryRatingsVotes20251123160000 } from './20251123160000_spots_directory_ratings_votes.ts';
import { SpotActivityRollups20251123180000 } from './20251123180000_spot_activity_rollups.ts';
import { SpotSearch20251123200000 } from './20251123200000_spot_search.ts';
import { SpotAnglerSpecies20251123210000 } from './20251123210000_spot_angler_species.ts';
import { TripPrivacy20251123190000 } from './20251123190000_trip_privacy.ts';
import { SpotTipsByTrip20251123220100 } from './20251123220100_spot_tips_by_trip.ts';
import { SpotNearest20251123230000 } from './20251123230000_spot_nearest.ts';
import { HiddenSpotsAndTips20261128072031 } from './20261128072031_hidden_spots_and_tips.ts';
import { HiddenTrips20261128072800 } from './20261128072800_hidden_trips.ts';
import { TripLocationPrecision20261128091138 } from './20261128091138_trip_location_precision.ts';
import { SpotCountsNamedTrips20261128092705 } from './20261128092705_spot_counts_named_trips.ts';
import { SpotAnglerLocationDefaults20261128094254 } from './20261128094254_spot_angler_location_defaults.ts';
import { TripTracks20261128100040 } from './20261128100040_trip_tracks.ts';
import { SpotRatingsByAngler20261129031603 } from './20261129031603_spot_ratings_by_angler.ts';

export const spotsMigrations: NamedMigration[] = [
  { name: '20251121200100_spots_trips_tips', class: SpotsTripsTips20251121200100 },
  { name: '20251123160000_spots_directory_ratings_votes', class: SpotsDirectoryRatingsVotes20251123160000 },
  { name: '20251123180000_spot_activity_rollups', class: SpotActivityRollups20251123180000 },
  { name: '20251123190000_trip_privacy', class: TripPrivacy20251123190000 },
  { name: '20251123200000_spot_search', class: SpotSearch20251123200000 },
  { name: '20251123210000_spot_angler_species', class: SpotAnglerSpecies20251123210000 },
  { name: '20251123220100_spot_tips_by_trip', class: SpotTipsByTrip20251123220100 },
  { name: '20251123230000_spot_nearest', class: SpotNearest20251123230000 },
  { name: '20261128072031_hidden_spots_and_tips', class: HiddenSpotsAndTips20261128072031 },
  { name: '20261128072800_hidden_trips', class: HiddenTrips20261128072800 },
  { name: '20261128091138_trip_location_precision', class: TripLocationPrecision20261128091138 },
  { name: '20261128092705_spot_counts_named_trips', class: SpotCountsNamedTrips20261128092705 },
  { name: '20261128094254_spot_angler_location_defaults', class: SpotAnglerLocationDefaults20261128094254 },
  { name: '20261128100040_trip_tracks', class: TripTracks20261128100040 },
  { name: '20261129031603_spot_ratings_by_angler', class: SpotRatingsByAngler20261129031603 },
];
