/**
 * The catch tallies' SQL shared by the migration that fills them, the repository that keeps them and
 * the bench generator: one group's figures computed from its catches (posts_author_catches covers it).
 */
const earliestOf = (column: 'weight' | 'length') =>
  `case when max(${column}) is not null
     then (array_agg(created_at order by ${column} desc nulls last, created_at))[1] end`;

/** (author, species, privacy, catches, max_weight, max_weight_at, max_length, max_length_at) of the catches `where`. */
export const TALLY_ROWS_OF_POSTS = (where: string) => `
  select author_id, species, privacy, count(*)::int,
         max(weight), ${earliestOf('weight')}, max(length), ${earliestOf('length')}
    from posts where type = 'catch' and (${where})
   group by author_id, species, privacy`;

/**
 * A new catch joins its group: +1 and the bigger of the two fish; on equal size the earlier keeps the
 * title. ON CONFLICT takes the group's row lock, so concurrent shares add up exactly.
 */
export const ADD_CATCH = `
  insert into catch_tallies as t (author_id, species, privacy, catches, max_weight, max_weight_at, max_length, max_length_at)
  values (?, ?, ?, 1, ?::float8, case when ?::float8 is not null then ?::timestamptz end,
                      ?::float8, case when ?::float8 is not null then ?::timestamptz end)
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

/** Before a catch is deleted: its group's row, locked, so a concurrent share or delete waits for the recount. */
export const LOCK_GROUP_OF_POST = `
  select 1 from catch_tallies t join posts p
    on p.author_id = t.author_id and p.species = t.species and p.privacy = t.privacy
   where p.id = ? and p.type = 'catch' for update of t`;

/** After it is deleted: the group counted again from its catches (a few hundred index rows at most). */
export const RECOUNT_GROUP = [
  'delete from catch_tallies where author_id = ? and species = ? and privacy = ?',
  `insert into catch_tallies (author_id, species, privacy, catches, max_weight, max_weight_at, max_length, max_length_at)
   ${TALLY_ROWS_OF_POSTS('author_id = ? and species = ? and privacy = ?')}`,
];
