import { precompiled, sql, type Statement } from '../../../../platform/db/sql.ts';
import { PRIVACIES, type PostPrivacy } from '../../domain/visibility.ts';
import { shownAsSql, visibleToSql } from './visibility.sql.ts';

/** What a profile asks of posts, in one row. */
export type ProfileFiguresRow = { known: boolean; privacies: PostPrivacy[]; catches: number; species: number; content: number };

/**
 * A profile's post figures as the viewer may see them, and the privacies that viewer may see (for
 * the trips spots counts), in ONE statement: `visible` is the privacy rule (visibility.sql.ts, the SQL
 * form of domain/visibility.ts) run once over the three privacies — the mate probes only for 'mates'
 * — and the tallies and the content posts are read for those privacies alone, each by its index, at
 * the privacy each is shown at (a hidden post at HIDDEN_AS, which only its author sees; catch_tallies
 * are kept by it). `known`: posts has the author's card (an unknown angler is shown nothing).
 */
export const profileFiguresSql = (authorId: string, viewerId: string): Statement<ProfileFiguresRow> =>
  profileFigures(null, { author: authorId, viewer: viewerId });

/**
 * Built and compiled once (platform/db/sql.ts `precompiled`): a profile only binds its two ids — on
 * this hot read, instead of building and compiling the template on every call.
 */
const profileFigures = precompiled(
  () => 'profile-figures',
  (_shape: null, v: { author: string; viewer: string }) => {
    const author = sql`${v.author}::uuid`;
    return sql<ProfileFiguresRow>`
  with visible as (
    select coalesce(array_agg(v.privacy), '{}') as privacies from unnest(${[...PRIVACIES]}::text[]) as v(privacy)
    where ${visibleToSql(sql`${v.viewer}::uuid`, { privacy: sql.ref('v.privacy'), authorId: author, hiddenAt: sql`null` })})
  select exists (select 1 from post_authors where angler_id = ${author}) as known,
         (select privacies from visible)::text[] as privacies,
         coalesce(sum(t.catches), 0)::int as catches, count(distinct t.species)::int as species,
         (select count(*)::int from posts p
          where p.author_id = ${author} and p.type = 'content'
            and ${shownAsSql({ privacy: sql.ref('p.privacy'), hiddenAt: sql.ref('p.hidden_at') })} = any((select privacies from visible)::text[])) as content
  from catch_tallies t where t.author_id = ${author} and t.privacy = any((select privacies from visible)::text[])`;
  },
);
