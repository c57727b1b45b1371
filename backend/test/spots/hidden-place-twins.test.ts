import { expect } from 'chai';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sqlTwinDatabase } from '../support/sql-twins.ts';
import { sql } from '../../src/platform/db/sql.ts';
import { shownTo } from '../../src/modules/spots/domain/hidden-place.ts';
import { shownToSql, tipFactsOf } from '../../src/modules/spots/adapters/persistence/hidden-place.sql.ts';

/**
 * Where SQL repeats spots' hidden-content rule (who still reads a hidden spot or tip), it is proven equal
 * to shownTo on random items and viewers (fast-check, fixed seed), the SQL run on PostgreSQL.
 */
describe('spots: the SQL twin of the hidden spot and tip rule agrees with it', () => {
  const { run } = sqlTwinDatabase();
  const anglers = Array.from({ length: 3 }, () => randomUUID());
  const anItem = fc.record({
    authorId: fc.option(fc.constantFrom(...anglers), { nil: null }),
    hiddenAt: fc.option(fc.constant(new Date('2026-11-28T07:00:00Z')), { nil: null }),
  });

  it('lets a viewer read a spot or tip exactly as shownTo does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(fc.constantFrom(...anglers), { nil: null }), fc.array(anItem, { minLength: 1, maxLength: 12 }), async (viewerId, items) => {
        const rows = await run(sql<{ i: number; shown: boolean }>`
          select p.i, ${shownToSql(tipFactsOf('p'), viewerId)} as shown
          from jsonb_to_recordset(${JSON.stringify(items.map((t, i) => ({ i, angler_id: t.authorId, hidden_at: t.hiddenAt })))}::jsonb)
            as p(i int, angler_id uuid, hidden_at timestamptz)`);
        expect(rows).to.have.length(items.length);
        for (const r of rows) expect(r.shown, `${JSON.stringify(items[r.i])} to ${viewerId}`).to.equal(shownTo(items[r.i]!, viewerId));
      }),
      { seed: 20261130, numRuns: 60 },
    );
  });
});
