import { sql, type Query } from '../../../../platform/db/sql.ts';
import { fanOutTo, HIDDEN_AS, privaciesFor, type Audience, type PostPrivacy } from '../../domain/visibility.ts';

/** `a` follows `b` and `b` follows `a`, in posts' copy of the follow graph: two primary-key probes (aliases of their own, so `a`/`b` may name an outer row). */
export const areMatesSql = (a: Query<unknown>, b: Query<unknown>): Query<boolean> =>
  sql`((select true from post_follows m1 where m1.follower_id = ${a} and m1.followee_id = ${b}) is not null
       and (select true from post_follows m2 where m2.follower_id = ${b} and m2.followee_id = ${a}) is not null)`;

/**
 * Whether the viewer and each author of a page are mates, decided once per distinct author instead
 * of two probes of the graph per post: of the page's authors, those who follow the viewer (the
 * viewer's range of post_follows_followee_idx with the authors as an array: one search), and for
 * each of those alone whether the viewer follows them back (one probe each). Most authors of a page
 * do not follow the viewer, so this reads less than walking the viewer's whole range of follows. One
 * scan with a subquery per row it finds, no CTEs of its own: each materialized step (the distinct
 * authors, the followers, the membership test) cost the executor more than the few index pages read.
 * `authors` selects the author ids of the page's rows that ask (one column, repeats allowed); the
 * answer has a row (author_id, mates) for each asking author who follows the viewer, what
 * `MATES_ON_PAGE` reads, left-joined as `m` on the row's author — an author without a row is no mate.
 * Read in the page's own statement, so a follow or block taken away before it is obeyed by it.
 */
export const pageMatesSql = (viewer: Query<unknown>, authors: Query<unknown>): Query<{ author_id: string; mates: boolean }> =>
  sql`select f.follower_id as author_id,
        (select true from post_follows b where b.follower_id = ${viewer} and b.followee_id = f.follower_id) is not null as mates
      from post_follows f
      where f.followee_id = ${viewer} and f.follower_id <> ${viewer} and f.follower_id = any (array(${authors}))`;

/** A page row's answer from `pageMatesSql` (left-joined as `m`); an author it did not ask about is no mate of the viewer's. */
export const MATES_ON_PAGE: Query<boolean> = sql`coalesce(m.mates, false)`;

/**
 * The viewer's mates as ONE array: their row of `post_mates`, which triggers on post_follows keep in
 * the transaction that changes a follow (migration 20261129003632), so a follow or block taken away
 * before this read is obeyed by it. One probe of a primary key, evaluated once however many rows test
 * against it (`isPageMateSql`: an InitPlan, run only when a row asks). Under the bench's load the two
 * walks of post_follows with the page's authors it replaced cost about 50 µs of PostgreSQL's CPU a page
 * (perf, the B-tree descents).
 */
export const readerMateIdsSql = (viewer: Query<unknown>): Query<string[]> =>
  sql`coalesce((select pm.mate_ids from post_mates pm where pm.angler_id = ${viewer}), '{}'::uuid[])`;

/** Whether a page row's author is among the page's mates: `mateIds` is `readerMateIdsSql` itself, or a column holding it. */
export const isPageMateSql = (authorId: Query<unknown>, mateIds: Query<unknown>): Query<boolean> => sql`(${authorId} = any (${mateIds}))`;

const listOf = (audience: Audience) => {
  const privacies = privaciesFor(audience);
  return privacies.length ? sql`(${sql.join(privacies.map((p) => sql.lit(p)))})` : sql`(null)`;
};

/** The domain's `shownAs`: the privacy a post is read at — HIDDEN_AS while moderation hides it, its own otherwise. */
export const shownAsSql = (post: { privacy: Query<unknown>; hiddenAt: Query<unknown> }): Query<string> =>
  sql`(case when ${post.hiddenAt} is not null then ${sql.lit(HIDDEN_AS)} else ${post.privacy} end)`;

/**
 * The privacy rule of domain/visibility.ts as one SQL predicate, built from the same AUDIENCE table
 * and read at the same `shownAs` privacy: the author sees everything; a privacy whose audience is
 * 'anyone' is seen by all, 'mates' only by mates, 'nobody' by nobody else — nor a hidden post. A CASE,
 * so the mate probes run only for the rows that need them (a mates-only post of someone else) — a
 * feed page of public posts reads no follow at all. Every list of posts reads with it
 * (test/posts/sql-twins.test.ts proves it equal to canSeePost). `hiddenAt` is required: a read that
 * cannot know it (a trip's timeline row) says `null` and leaves hiding to whoever owns the item.
 * `mates`: whether viewer and author are mates as a page's statement already decided it
 * (`pageMatesSql`); without it the rule probes the follows itself.
 */
export function visibleToSql(
  viewerId: Query<unknown> | string,
  post: { privacy: Query<unknown>; authorId: Query<unknown>; hiddenAt: Query<unknown> },
  mates?: Query<boolean>,
): Query<boolean> {
  const viewer = typeof viewerId === 'string' ? sql`${viewerId}::uuid` : viewerId;
  const privacy = shownAsSql(post);
  return sql`(case
    when ${post.authorId} = ${viewer} then true
    when ${privacy} in ${listOf('anyone')} then true
    when ${privacy} in ${listOf('mates')} then ${mates ?? areMatesSql(viewer, post.authorId)}
    else false end)`;
}

/** Whether the rule needs the viewer and the author to be mates to decide about this privacy (its audience is not everyone). */
export const privacyAsksAboutMatesSql = (privacy: Query<unknown>): Query<boolean> => sql`(${privacy} not in ${listOf('anyone')})`;

/** The columns of posts `p` the rule reads. */
export const POST_SEEN = { privacy: sql.ref('p.privacy'), authorId: sql.ref('p.author_id'), hiddenAt: sql.ref('p.hidden_at') };

/**
 * Whose home timeline a new post enters (fan-out on write), from the same definition: the author,
 * and then — per domain's `fanOutTo` — every follower, the mates, or nobody else.
 */
export function audienceSql(authorId: string, privacy: PostPrivacy): Query<{ reader: string }> {
  return sql`select ${authorId}::uuid as reader union ${othersInAudienceSql(authorId, privacy)}`;
}

/** The audience without its author: the followers a fan-out job writes to. */
export function othersInAudienceSql(authorId: string, privacy: PostPrivacy): Query<{ reader: string }> {
  const author = sql`${authorId}::uuid`;
  switch (fanOutTo(privacy)) {
    case 'followers':
      return sql`select f.follower_id as reader from post_follows f where f.followee_id = ${author}`;
    case 'mates':
      return sql`select f.follower_id as reader from post_follows f
        where f.followee_id = ${author} and ${areMatesSql(sql.ref('f.follower_id'), author)}`;
    case 'nobody':
      return sql`select null::uuid as reader where false`;
  }
}
