/** The tables posts owns: no other module's SQL names them (test/table-owners.test.ts). */
export const postsTables = [
  'posts',
  'post_likes',
  'home_timelines',
  'catch_tallies',
  'post_authors',
  'catch_places',
  'post_follows',
  'post_mates',
  'timeline_growth',
  'trip_entries',
  'trip_timelines',
  'wide_authors',
  'angler_location_defaults',
] as const;
