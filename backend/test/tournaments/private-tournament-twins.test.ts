import { expect } from 'chai';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sql } from '../../src/platform/db/sql.ts';
import { sqlTwinDatabase } from '../support/sql-twins.ts';
import { tournamentReadableBy } from '../../src/modules/tournaments/domain/private-tournament.ts';
import { tournamentReadableBySql } from '../../src/modules/tournaments/adapters/persistence/private-tournament.sql.ts';

/**
 * Where every list and description repeats the private-tournament rule in SQL, it is proven equal to
 * tournamentReadableBy on random tournaments, participations (some left) and invitations. The rows
 * stand in temporary tables of the same names, which PostgreSQL reads before the real ones.
 */
describe('tournaments: the SQL twin of the private tournament rule agrees with it', () => {
  const db = sqlTwinDatabase();
  const anglers = Array.from({ length: 4 }, () => randomUUID());
  const someAnglers = fc.subarray(anglers);
  const tournament = fc.record({
    id: fc.uuid(),
    isPublic: fc.boolean(),
    organizerId: fc.constantFrom(...anglers),
    joined: someAnglers,
    left: someAnglers,
    invited: someAnglers,
  });

  before(async () => {
    await db.client.query(`create temp table tournament_participants (tournament_id uuid, angler_id uuid, left_at timestamptz)`);
    await db.client.query(`create temp table tournament_invitations (tournament_id uuid, angler_id uuid)`);
  });

  it('lets a viewer read a tournament exactly as the domain rule does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...anglers),
        fc.uniqueArray(tournament, { minLength: 1, maxLength: 8, selector: (t) => t.id }),
        async (viewerId, ts) => {
          await db.client.query('truncate tournament_participants, tournament_invitations');
          for (const t of ts) {
            for (const a of t.joined) await db.run(sql`insert into tournament_participants values (${t.id}::uuid, ${a}::uuid, null)`);
            for (const a of t.left.filter((a) => !t.joined.includes(a)))
              await db.run(sql`insert into tournament_participants values (${t.id}::uuid, ${a}::uuid, now())`);
            for (const a of t.invited) await db.run(sql`insert into tournament_invitations values (${t.id}::uuid, ${a}::uuid)`);
          }
          const rows = await db.run(sql<{ id: string; readable: boolean }>`
          select x.id, ${tournamentReadableBySql('x', viewerId)} as readable
          from jsonb_to_recordset(${JSON.stringify(ts.map((t) => ({ id: t.id, is_public: t.isPublic, organizer_id: t.organizerId })))}::jsonb)
            as x(id uuid, is_public boolean, organizer_id uuid)`);
          expect(rows).to.have.length(ts.length);
          for (const r of rows) {
            const t = ts.find((t) => t.id === r.id)!;
            const facts = { isPublic: t.isPublic, organizerId: t.organizerId, participantIds: t.joined, invitedIds: t.invited };
            expect(r.readable, `${JSON.stringify(t)} to ${viewerId}`).to.equal(tournamentReadableBy(facts, viewerId));
          }
        },
      ),
      { seed: 20261128, numRuns: 60 },
    );
  });
});
