import { expect } from 'chai';
import fc from 'fast-check';
import { sqlTwinDatabase } from '../support/sql-twins.ts';
import { sql } from '../../src/platform/db/sql.ts';
import { statusAt, type TournamentStatus } from '../../src/modules/tournaments/domain/tournament-status.ts';
import { statusInSql, statusPredicate } from '../../src/modules/tournaments/adapters/persistence/status.sql.ts';

const STATUSES: TournamentStatus[] = ['upcoming', 'active', 'completed', 'cancelled'];

/**
 * The list filters and orders tournaments by their status in SQL: that twin is proven equal to the
 * domain's statusAt on random dates and clocks (fast-check, fixed seed), run on PostgreSQL.
 */
describe('tournaments: the SQL twin of the status rule agrees with statusAt', () => {
  const database = sqlTwinDatabase();
  const { run } = database;

  // Moments a few minutes apart, to the millisecond: the clock often stands exactly on a start or an end.
  const base = Date.UTC(2026, 5, 1, 6);
  const aMoment = fc
    .tuple(fc.integer({ min: 0, max: 6 }), fc.constantFrom(0, 0, 0, 1, 59_999))
    .map(([minutes, ms]) => new Date(base + minutes * 60_000 + ms));
  // Any dates, even an end not after the start (the table refuses those; the rule must not need it).
  const aTournament = fc.record({ startDate: aMoment, endDate: aMoment, cancelledAt: fc.option(aMoment, { nil: null }) });

  /** The drawn tournaments as rows of the tournaments table's date columns (alias `t`, as the list reads them). */
  const asTable = (tournaments: Array<{ startDate: Date; endDate: Date; cancelledAt: Date | null }>) =>
    sql`jsonb_to_recordset(${JSON.stringify(tournaments.map((t, i) => ({ i, start_date: t.startDate, end_date: t.endDate, cancelled_at: t.cancelledAt })))}::jsonb)
      as t(i int, start_date timestamptz, end_date timestamptz, cancelled_at timestamptz)`;

  it('gives every tournament, at any moment, the status statusAt gives — and only that one', async () => {
    await fc.assert(
      fc.asyncProperty(aMoment, fc.array(aTournament, { minLength: 1, maxLength: 15 }), async (now, tournaments) => {
        const rows = await run(sql<{ i: number } & Record<TournamentStatus, boolean>>`
          select t.i, ${sql.join(STATUSES.map((s) => sql`${statusPredicate(s, now)} as ${sql.ref(s)}`))}
          from ${asTable(tournaments)}`);
        expect(rows).to.have.length(tournaments.length);
        for (const r of rows) {
          const expected = statusAt(tournaments[r.i]!, now);
          const said = STATUSES.filter((s) => r[s]);
          expect(said, `${JSON.stringify(tournaments[r.i])} at ${now.toISOString()}`).to.deep.equal([expected]);
        }
      }),
      { seed: 20261130, numRuns: 200 },
    );
  });

  it('tells the tournaments that are over (cancelled or completed) from those still to come or running, as statusAt does', async () => {
    await fc.assert(
      fc.asyncProperty(aMoment, fc.array(aTournament, { minLength: 1, maxLength: 15 }), async (now, tournaments) => {
        const rows = await run(sql<{ i: number; over: boolean; ahead: boolean }>`
          select t.i, ${statusInSql(['cancelled', 'completed'], now)} as over, ${statusInSql(['upcoming', 'active'], now)} as ahead
          from ${asTable(tournaments)}`);
        for (const r of rows) {
          const status = statusAt(tournaments[r.i]!, now);
          expect([r.over, r.ahead], `${JSON.stringify(tournaments[r.i])} at ${now.toISOString()}`).to.deep.equal([
            status === 'cancelled' || status === 'completed',
            status === 'upcoming' || status === 'active',
          ]);
        }
      }),
      { seed: 20261131, numRuns: 100 },
    );
  });
});
