import { sql, type Query } from '../../../../platform/db/sql.ts';
import type { CatchSize } from '../../domain/personal-best.ts';

/**
 * domain/personal-best.ts's `isPersonalBest` in SQL, for the share's own statement to decide as it
 * writes the catch (a read of the earlier sizes first was a round trip of its own): `heaviest` and
 * `longest` are the biggest of the earlier catches each way (null when none has that size) — all the
 * rule looks at. sql-twins.test.ts proves the two agree on random catches.
 */
export function isPersonalBestSql(next: CatchSize, earlier: { heaviest: Query<unknown>; longest: Query<unknown> }): Query<boolean> {
  const weight = sql`${next.weight}::float8`;
  const length = sql`${next.length}::float8`;
  return sql<boolean>`(case
    when ${weight} is null and ${length} is null then false
    when ${weight} is not null and ${earlier.heaviest} is not null then ${weight} > ${earlier.heaviest}
    when ${weight} is not null and ${length} is null then true
    else ${earlier.longest} is null or ${length} > ${earlier.longest} end)`;
}
