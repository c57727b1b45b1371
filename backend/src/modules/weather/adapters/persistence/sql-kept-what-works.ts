import { inject } from 'inversify';
import { precompiled, sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { KeptAnswer, KeptWhatWorks } from '../../application/ports.ts';

/** The angler's version, and their kept answer only when it is of that version and form: the 23 KB travel only when served. */
const readSql = precompiled(
  () => 'what-works-kept',
  (_shape: null, v: { angler: string; form: string }) => sql<{ version: string; answer: string | null }>`
    select version::text as version, case when answer_version = version and form = ${v.form} then answer end as answer
    from weather_what_works where angler_id = ${v.angler}::uuid`,
);

/**
 * weather_what_works (migration 20261128131232 says how its version moves). Keeping is one update
 * that compares versions in PostgreSQL: it finds the row only if no change of the angler's tallies
 * committed since the version was read — and one still open holds the row, so the update waits for
 * it and then finds the version moved — hence an answer computed from tallies read after that version
 * is never kept as current once they have changed.
 */
export class SqlKeptWhatWorks implements KeptWhatWorks {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async read(anglerId: string, form: string): Promise<KeptAnswer> {
    const [row] = await this.db.prepared('what-works-kept', readSql(null, { angler: anglerId, form }));
    if (row?.answer != null) return { answer: row.answer };
    return { answer: null, version: row?.version ?? null };
  }

  async keep(anglerId: string, version: string, form: string, answer: string): Promise<boolean> {
    const kept = await this.db.run(sql`
      update weather_what_works set answer_version = version, form = ${form}, answer = ${answer}
      where angler_id = ${anglerId}::uuid and version = ${version}::bigint`);
    return kept > 0;
  }
}
