import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Posts20251121100000 } from './20251121100000_posts.ts';
import { CatchTallies20251121300000 } from './20251121300000_catch_tallies.ts';
import { PostAuthors20251121300100 } from './20251121300100_post_authors.ts';
import { AuthorContentIndex20251121300200 } from './20251121300200_author_content_index.ts';
import { TimelinePrivacy20251122000100 } from './20251122000100_timeline_privacy.ts';
import { CatchPlaces20251122000200 } from './20251122000200_catch_places.ts';
import { LikesByAngler20251122000300 } from './20251122000300_likes_by_angler.ts';
import { FollowGraphCopy20251123000100 } from './20251123000100_follow_graph_copy.ts';
import { TimelineGrowth20251123000200 } from './20251123000200_timeline_growth.ts';
import { TripEntries20251123190100 } from './20251123190100_trip_entries.ts';
import { TripEntriesBackfill20251123190200 } from './20251123190200_trip_entries_backfill.ts';
import { TripTimelines20251123220000 } from './20251123220000_trip_timelines.ts';
import { WideAuthors20251123201400 } from './20251123201400_wide_authors.ts';
import { PostsRoomForCounters20251123230500 } from './20251123230500_posts_room_for_counters.ts';
import { HiddenPosts20261128072900 } from './20261128072900_hidden_posts.ts';
import { CatchSearch20261128092828 } from './20261128092828_catch_search.ts';

export const postsMigrations: NamedMigration[] = [
  { name: '20251121100000_posts', class: Posts20251121100000 },
  { name: '20251121300000_catch_tallies', class: CatchTallies20251121300000 },
  { name: '20251121300100_post_authors', class: PostAuthors20251121300100 },
  { name: '20251121300200_author_content_index', class: AuthorContentIndex20251121300200 },
  { name: '20251122000100_timeline_privacy', class: TimelinePrivacy20251122000100 },
  { name: '20251122000200_catch_places', class: CatchPlaces20251122000200 },
  { name: '20251122000300_likes_by_angler', class: LikesByAngler20251122000300 },
  { name: '20251123000100_follow_graph_copy', class: FollowGraphCopy20251123000100 },
  { name: '20251123000200_timeline_growth', class: TimelineGrowth20251123000200 },
  { name: '20251123190100_trip_entries', class: TripEntries20251123190100 },
  { name: '20251123190200_trip_entries_backfill', class: TripEntriesBackfill20251123190200 },
  { name: '20251123201400_wide_authors', class: WideAuthors20251123201400 },
  { name: '20251123220000_trip_timelines', class: TripTimelines20251123220000 },
  { name: '20251123230500_posts_room_for_counters', class: PostsRoomForCounters20251123230500 },
  { name: '20261128072900_hidden_posts', class: HiddenPosts20261128072900 },
  { name: '20261128092828_catch_search', class: CatchSearch20261128092828 },
];
