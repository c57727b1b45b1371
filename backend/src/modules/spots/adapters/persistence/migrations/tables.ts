/** The tables spots owns: no other module's SQL names them (test/table-owners.test.ts). */
export const spotsTables = [
  'spots',
  'trips',
  'spot_tips',
  'spot_ratings',
  'spot_tip_votes',
  'spot_anglers',
  'spot_activity_days',
  'spot_angler_activity',
  'spot_angler_species',
  'spot_angler_location_defaults',
  'trip_tracks',
] as const;
