import { statement } from '../../../../platform/db/sql.ts';

export interface TimelineRow {
  post_id: string;
  created_at: Date;
  liked: boolean;
  /** For a mates-only post of someone else: whether reader and author follow each other now; else null. */
  mate: boolean | null;
}

/**
 * The page statement with `$1` reader, `$2` rows wanted and, after the first page, `$3`/`$4` the
 * (created_at, post_id) the previous page ended at. Everything it reads of the timeline is in the
 * primary key (migration 20251122000100), so the walk is index-only; the like is one probe of
 * post_likes' key per row; the mate check is a CASE so that its two probes of follows' key run only
 * for mates-only rows of others (under one a page).
 */
const page = (cursor: string) => `select t.post_id, t.created_at,
  exists (select 1 from post_likes l where l.post_id = t.post_id and l.angler_id = $1) as liked,
  case when t.privacy = 'mates' and t.author_id <> $1 then
    exists (select 1 from follows f where f.follower_id = $1 and f.followee_id = t.author_id)
    and exists (select 1 from follows f where f.follower_id = t.author_id and f.followee_id = $1)
  end as mate
from home_timelines t
where t.angler_id = $1 ${cursor}
order by t.created_at desc, t.post_id desc
limit $2`;

export const HOME_TIMELINE_FIRST = statement('posts.home-timeline.first', page(''));
export const HOME_TIMELINE_AFTER = statement(
  'posts.home-timeline.after',
  page('and (t.created_at, t.post_id) < ($3::timestamptz, $4::uuid)'),
);
