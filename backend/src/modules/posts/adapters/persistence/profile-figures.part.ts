import { sql, type Query } from '../../../../platform/db/sql.ts';
import type { SqlPart } from '../../../../platform/db/sql-part.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { PRIVACIES } from '../../domain/visibility.ts';
import type { PostCounts } from '../../application/posts-facade.ts';
import { shownAsSql, visibleToSql } from './visibility.sql.ts';

/**
 * A profile's post figures as one viewer may see them, as a part of the profile's statement (the
 * profile is identity's read; posts' SQL stays here). Its row: the privacies the viewer may see of
 * the author's posts and trips (`visiblePrivacies`, for another part to count by), and the catches,
 * distinct species and content posts of those privacies.
 */
export interface ProfileFiguresPart extends SqlPart<{ author: Query<unknown>; viewer: Query<unknown> }, PostCounts> {
  /** The privacies the viewer may see (text[]), from this part joined as `alias`: none for an angler posts does not know. */
  visiblePrivacies(alias: string): Query<string[]>;
}
export const ProfileFiguresPart = Symbol.for('posts.ProfileFiguresPart');

const Figures = rowOf({ catches: col.number(), species: col.number(), content: col.number() }, { prefix: 'posts_' });

/**
 * `visible` is the privacy rule (visibility.sql.ts, the SQL form of domain/visibility.ts) run once over
 * the three privacies — the mate probes only for 'mates' — and none at all when posts has no card of
 * the author (an unknown angler is shown nothing); the tallies and the content posts are read for
 * those privacies alone, each by its index, at the privacy each is shown at (a hidden post at
 * HIDDEN_AS, which only its author sees; catch_tallies are kept by it).
 */
export const profileFiguresPart: ProfileFiguresPart = {
  sql: ({ author, viewer }) => sql`
    with visible as (
      select coalesce(array_agg(v.privacy), '{}')::text[] as privacies from unnest(${[...PRIVACIES]}::text[]) as v(privacy)
      where exists (select 1 from post_authors where angler_id = ${author})
        and ${visibleToSql(viewer, { privacy: sql.ref('v.privacy'), authorId: author, hiddenAt: sql`null` })})
    select (select privacies from visible) as posts_privacies,
           coalesce(sum(t.catches), 0)::int as posts_catches, count(distinct t.species)::int as posts_species,
           (select count(*)::int from posts p
            where p.author_id = ${author} and p.type = 'content'
              and ${shownAsSql({ privacy: sql.ref('p.privacy'), hiddenAt: sql.ref('p.hidden_at') })} = any((select privacies from visible)::text[])) as posts_content
    from catch_tallies t where t.author_id = ${author} and t.privacy = any((select privacies from visible)::text[])`,
  read: (row) => {
    const { catches, species, content } = Figures.read(row);
    return { posts: catches + content, catches, species };
  },
  visiblePrivacies: (alias) => sql.ref(`${alias}.posts_privacies`),
};
