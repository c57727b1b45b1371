import { sql, type Query } from '../../src/platform/db/sql.ts';
import {
  isPageMateSql,
  MATES_ON_PAGE,
  pageMatesSql,
  readerMateIdsSql,
} from '../../src/modules/posts/adapters/persistence/visibility.sql.ts';

/** A page's rows (given as JSON with the record type `recordType`, each with an `author` and its index `i`). */
export interface APage {
  rows: readonly object[];
  recordType: string;
}

/** The two ways a page's statement decides mates once: a row per mate left-joined (nearby), or the reader's mates as one array cross-joined (feed, Discover). */
const FORMS = [
  {
    name: 'pageMatesSql',
    mates: (viewer: Query<unknown>, authors: Query<unknown>) => pageMatesSql(viewer, authors),
    join: sql`left join mates m on m.author_id = v.author`,
    mate: MATES_ON_PAGE,
  },
  {
    name: 'readerMateIdsSql',
    mates: (viewer: Query<unknown>) => sql`select ${readerMateIdsSql(viewer)} as ids`,
    join: sql`cross join mates m`,
    mate: isPageMateSql(sql.ref('v.author'), sql.ref('m.ids')),
  },
];

/**
 * Each viewer's answers on a page as a page's statement reads them, in each of the two ways of
 * deciding mates: the rows as `v`, the mates decided once for that viewer over the rows `asks` picks
 * (as `m`), and `answerFor(viewer, mate)` for each row, `mate` the form's test of the row's author.
 */
export async function answersOnAPage(
  run: <T>(query: Query<T>) => Promise<T[]>,
  viewers: readonly string[],
  page: APage,
  asks: Query<boolean>,
  answerFor: (viewer: string, mate: Query<boolean>) => Query<unknown>,
): Promise<Array<{ form: string; viewer: string; i: number; answer: unknown }>> {
  const answers: Array<{ form: string; viewer: string; i: number; answer: unknown }> = [];
  for (const form of FORMS) {
    for (const viewer of viewers) {
      const rows = await run(sql<{ i: number; answer: unknown }>`
        with v as materialized (
          select * from jsonb_to_recordset(${JSON.stringify(page.rows)}::jsonb) as v(${sql.raw(page.recordType)})
        ), mates as materialized (
          ${form.mates(sql`${viewer}::uuid`, sql`select v.author from v where ${asks}`)}
        )
        select v.i, ${answerFor(viewer, form.mate)} as answer from v ${form.join}`);
      answers.push(...rows.map((r) => ({ form: form.name, viewer, ...r })));
    }
  }
  return answers;
}
