import { sql, type Query } from '../../../../platform/db/sql.ts';
import type { SqlPart } from '../../../../platform/db/sql-part.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { PRIVACIES, visiblePrivacies, type PostPrivacy } from '../../domain/visibility.ts';
import type { PostCounts } from '../../application/posts-facade.ts';
import { visibleToSql } from './visibility.sql.ts';

/**
 * A profile's post figures as one viewer may see them, as a part of the profile's statement (the
 * profile is identity's read; posts' SQL stays here). Its row: the privacies the viewer may see of
 * the author's posts and trips (`visiblePrivacies`, for another part to count by), and the catches,
 * distinct species and content posts of those privacies.
 */
export interface ProfileFiguresPart
  extends SqlPart<
    {
      author: Query<unknown>;
      viewer: Query<unknown>;
      /** Whether viewer and author are mates, when the joining statement already reads it from the follow graph (else probed here). */
      mates?: Query<boolean>;
    },
    PostCounts
  > {
  /** The privacies the viewer may see (text[]), from this part joined as `alias`: none for an angler posts does not know. */
  visiblePrivacies(alias: string): Query<string[]>;
}
export const ProfileFiguresPart = Symbol.for('posts.ProfileFiguresPart');

const Figures = rowOf({ catches: col.number(), species: col.number(), content: col.number() }, { prefix: 'posts_' });

/**
 * Whose figures each column of post_authors keeps (migration 20261129100000), by the privacies the
 * rule lets that viewer see: the author, a mate, anyone else (a follower who is not followed back
 * included). A test holds these equal to the migration's frozen lists.
 */
const [AUTHOR, OTHER] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
export const FIGURES_COLUMNS: ReadonlyArray<{ column: string; seenBy: readonly PostPrivacy[] }> = [
  { column: 'figures_author', seenBy: visiblePrivacies(AUTHOR, AUTHOR, { viewerFollowsAuthor: false, authorFollowsViewer: false }) },
  { column: 'figures_mates', seenBy: visiblePrivacies(AUTHOR, OTHER, { viewerFollowsAuthor: true, authorFollowsViewer: true }) },
  { column: 'figures_others', seenBy: visiblePrivacies(AUTHOR, OTHER, { viewerFollowsAuthor: false, authorFollowsViewer: false }) },
];

const privacyList = (privacies: readonly PostPrivacy[]) => sql.raw(`'{${privacies.join(',')}}'::text[]`);

/**
 * `privacies` is the privacy rule (visibility.sql.ts, the SQL form of domain/visibility.ts) for each
 * of the three privacies, none at all when posts has no card of the author (an unknown angler is shown
 * nothing); the figures are the card row's column kept for exactly those privacies — [catches,
 * species, content posts], kept by triggers in the transactions that change them, a hidden post at
 * HIDDEN_AS — and zero should the rule ever answer a set no column keeps. One probe of post_authors'
 * key: counting at each read walked catch_tallies and the author's content posts. `offset 0` keeps the
 * rule's answer one value (pulled up, each use of it repeated the rule, and its probes when it probes).
 */
export const profileFiguresPart: ProfileFiguresPart = {
  sql: ({ author, viewer, mates }) => sql`
    select coalesce(seen.privacies, '{}'::text[]) as posts_privacies,
           coalesce(seen.figures[1], 0)::int as posts_catches, coalesce(seen.figures[2], 0)::int as posts_species,
           coalesce(seen.figures[3], 0)::int as posts_content
    from (select) as one left join lateral (
      select v.privacies,
             (case v.privacies ${sql.join(
               FIGURES_COLUMNS.map((c) => sql`when ${privacyList(c.seenBy)} then ${sql.ref(`a.${c.column}`)}`),
               sql` `,
             )} end) as figures
      from post_authors a
      cross join lateral (select array_remove(array[${sql.join(
        PRIVACIES.map(
          (p) =>
            sql`case when ${visibleToSql(viewer, { privacy: sql.lit(p), authorId: author, hiddenAt: sql`null` }, mates)} then ${sql.lit(p)} end`,
        ),
      )}], null)::text[] as privacies offset 0) v
      where a.angler_id = ${author}) seen on true`,
  read: (row) => {
    const { catches, species, content } = Figures.read(row);
    return { posts: catches + content, catches, species };
  },
  visiblePrivacies: (alias) => sql.ref(`${alias}.posts_privacies`),
};
