import { sql, type Query } from '../../src/platform/db/sql.ts';
import { pageMatesSql } from '../../src/modules/posts/adapters/persistence/visibility.sql.ts';

/** A page's rows (given as JSON with the record type `recordType`, each with an `author` and its index `i`). */
export interface APage {
  rows: readonly object[];
  recordType: string;
}

/**
 * Each viewer's answers on a page as a page's statement reads them: the rows as `v`, the mates
 * decided once per author for that viewer over the rows `asks` picks (pageMatesSql, left-joined as
 * `m`), and `answerFor(viewer)` for each row.
 */
export async function answersOnAPage(
  run: <T>(query: Query<T>) => Promise<T[]>,
  viewers: readonly string[],
  page: APage,
  asks: Query<boolean>,
  answerFor: (viewer: string) => Query<unknown>,
): Promise<Array<{ viewer: string; i: number; answer: unknown }>> {
  const answers: Array<{ viewer: string; i: number; answer: unknown }> = [];
  for (const viewer of viewers) {
    const rows = await run(sql<{ i: number; answer: unknown }>`
      with v as materialized (
        select * from jsonb_to_recordset(${JSON.stringify(page.rows)}::jsonb) as v(${sql.raw(page.recordType)})
      ), mates as materialized (
        ${pageMatesSql(sql`${viewer}::uuid`, sql`select v.author from v where ${asks}`)}
      )
      select v.i, ${answerFor(viewer)} as answer from v left join mates m on m.author_id = v.author`);
    answers.push(...rows.map((r) => ({ viewer, ...r })));
  }
  return answers;
}
