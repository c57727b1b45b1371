import { sql, type Query } from '../../../../platform/db/sql.ts';
import { PRIVACIES } from '../../domain/visibility.ts';
import { shownAsSql, visibleToSql } from './visibility.sql.ts';

/**
 * A profile's post figures as the viewer may see them, in ONE statement: `visible` is the privacy
 * rule (visibility.sql.ts, the SQL form of domain/visibility.ts) run once over the three privacies —
 * the mate probes only for 'mates' — and the tallies and the content posts are read for those
 * privacies alone, each by its index, at the privacy each is shown at (a hidden post at HIDDEN_AS,
 * which only its author sees; catch_tallies are kept by it). Before, the relationship was a round trip of its own first.
 */
export const postCountsSql = (authorId: string, viewerId: string): Query<{ catches: number; species: number; content: number }> => sql`
  with visible as (
    select coalesce(array_agg(v.privacy), '{}') as privacies from unnest(${[...PRIVACIES]}::text[]) as v(privacy)
    where ${visibleToSql(viewerId, { privacy: sql.ref('v.privacy'), authorId: sql`${authorId}::uuid`, hiddenAt: sql`null` })})
  select coalesce(sum(t.catches), 0)::int as catches, count(distinct t.species)::int as species,
         (select count(*)::int from posts p
          where p.author_id = ${authorId}::uuid and p.type = 'content'
            and ${shownAsSql({ privacy: sql.ref('p.privacy'), hiddenAt: sql.ref('p.hidden_at') })} = any((select privacies from visible)::text[])) as content
  from catch_tallies t where t.author_id = ${authorId}::uuid and t.privacy = any((select privacies from visible)::text[])`;
