import { sql, type Query } from '../../../../platform/db/sql.ts';
import { POST_SEEN, shownAsSql } from './visibility.sql.ts';

/** The privacy a catch is tallied at: the one it is shown at (a hidden catch's at HIDDEN_AS, which only its author sees). */
export const talliedAtSql = shownAsSql(POST_SEEN);

/**
 * catch_tallies in SQL: the groups of domain/stats.ts's `groupCatches` (per species, and here per
 * privacy), kept in the transaction that shares or deletes a catch. The SQL repeats the domain's
 * rule — a group's count, its biggest fish each way, the earliest caught of equal fish — and
 * catch-tallies.sql.test.ts proves the two agree on random catches.
 */
const earliestOf = (column: 'weight' | 'length') =>
  sql.raw(`case when max(${column}) is not null
     then (array_agg(created_at order by ${column} desc nulls last, created_at))[1] end`);

/** One catch joins its group: +1 and the bigger of the two fish; on equal size the earlier keeps the title. ON CONFLICT takes the group's row lock, so concurrent shares add up exactly. */
export function addCatch(c: {
  authorId: string;
  species: string;
  privacy: string;
  weight: number | null;
  length: number | null;
  caughtAt: Date;
}): Query<unknown> {
  const weightAt = c.weight == null ? null : c.caughtAt;
  const lengthAt = c.length == null ? null : c.caughtAt;
  return sql`
  insert into catch_tallies as t (author_id, species, privacy, catches, max_weight, max_weight_at, max_length, max_length_at)
  values (${c.authorId}::uuid, ${c.species}, ${c.privacy}, 1, ${c.weight}::float8, ${weightAt}::timestamptz, ${c.length}::float8, ${lengthAt}::timestamptz)
  on conflict (author_id, species, privacy) do update set
    catches = t.catches + 1,
    max_weight = greatest(t.max_weight, excluded.max_weight),
    max_weight_at = case
      when excluded.max_weight is null then t.max_weight_at
      when t.max_weight is null or excluded.max_weight > t.max_weight then excluded.max_weight_at
      when excluded.max_weight = t.max_weight then least(t.max_weight_at, excluded.max_weight_at)
      else t.max_weight_at end,
    max_length = greatest(t.max_length, excluded.max_length),
    max_length_at = case
      when excluded.max_length is null then t.max_length_at
      when t.max_length is null or excluded.max_length > t.max_length then excluded.max_length_at
      when excluded.max_length = t.max_length then least(t.max_length_at, excluded.max_length_at)
      else t.max_length_at end`;
}

/** Before a catch is deleted, hidden or shown again: its group's row, locked, so a concurrent share or delete waits for the recount. */
export const lockGroupOfPost = (postId: string): Query<unknown> => sql`
  select 1 from catch_tallies t join posts p
    on p.author_id = t.author_id and p.species = t.species and ${talliedAtSql} = t.privacy
   where p.id = ${postId}::uuid and p.type = 'catch' for update of t`;

/** After it is deleted, hidden or shown again: the group counted again from its catches (a few hundred index rows at most). */
export const recountGroup = (g: { authorId: string; species: string; privacy: string }): Query<unknown>[] => [
  sql`delete from catch_tallies where author_id = ${g.authorId}::uuid and species = ${g.species} and privacy = ${g.privacy}`,
  sql`insert into catch_tallies (author_id, species, privacy, catches, max_weight, max_weight_at, max_length, max_length_at)
      select p.author_id, p.species, ${g.privacy}::text, count(*)::int, max(p.weight), ${earliestOf('weight')}, max(p.length), ${earliestOf('length')}
        from posts p where p.type = 'catch' and p.author_id = ${g.authorId}::uuid and p.species = ${g.species} and ${talliedAtSql} = ${g.privacy}
       group by p.author_id, p.species`,
];
