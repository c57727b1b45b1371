import { sql, type Query } from '../../../../platform/db/sql.ts';
import { PRIVACIES } from '../../domain/visibility.ts';
import { visibleToSql } from './visibility.sql.ts';

/**
 * A profile's post figures as the viewer may see them, in ONE statement: `visible` is the privacy
 * rule (visibility.sql.ts, the SQL form of domain/visibility.ts) run once over the three privacies —
 * the mate probes only for 'mates' — and the tallies and the content posts are read for those
 * privacies alone, each by its index. Before, the relationship was a round trip of its own first.
 */
export const postCountsSql = (authorId: string, viewerId: string): Query<{ catches: number; species: number; content: number }> => sql`
  with visible as (
    select coalesce(array_agg(v.privacy), '{}') as privacies from unnest(${[...PRIVACIES]}::text[]) as v(privacy)
    where ${visibleToSql(viewerId, { privacy: sql.ref('v.privacy'), authorId: sql`${authorId}::uuid` })})
  select coalesce(sum(t.catches), 0)::int as catches, count(distinct t.species)::int as species,
         (select count(*)::int from posts p
          where p.author_id = ${authorId}::uuid and p.type = 'content' and p.privacy = any((select privacies from visible)::text[])) as content
  from catch_tallies t where t.author_id = ${authorId}::uuid and t.privacy = any((select privacies from visible)::text[])`;
