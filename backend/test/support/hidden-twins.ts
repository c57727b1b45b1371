import { expect } from 'chai';
import fc from 'fast-check';
import { sql, type Query } from '../../src/platform/db/sql.ts';
import { sqlTwinDatabase } from './sql-twins.ts';

/**
 * Proves a module's hidden-content rule and its SQL twin equal on random items and viewers (fast-check,
 * a fixed seed), the SQL run on PostgreSQL over the items as rows under the alias `x`. Call inside a `describe`.
 */
export function hiddenRuleTwin<Item, Viewer extends string | null>(o: {
  items: fc.Arbitrary<Item>;
  viewers: fc.Arbitrary<Viewer>;
  /** The rows' columns, as jsonb_to_recordset declares them (besides `i int`). */
  columns: string;
  row: (item: Item) => Record<string, unknown>;
  sqlOf: (viewerId: Viewer) => Query<boolean>;
  domainOf: (item: Item, viewerId: Viewer) => boolean;
  seed: number;
}) {
  const { run } = sqlTwinDatabase();
  it('lets a viewer read an item exactly as the domain rule does', async () => {
    await fc.assert(
      fc.asyncProperty(o.viewers, fc.array(o.items, { minLength: 1, maxLength: 12 }), async (viewerId, items) => {
        const rows = await run(sql<{ i: number; shown: boolean }>`
          select x.i, ${o.sqlOf(viewerId)} as shown
          from jsonb_to_recordset(${JSON.stringify(items.map((item, i) => ({ i, ...o.row(item) })))}::jsonb) as x(i int, ${sql.raw(o.columns)})`);
        expect(rows).to.have.length(items.length);
        for (const r of rows) expect(r.shown, `${JSON.stringify(items[r.i])} to ${viewerId}`).to.equal(o.domainOf(items[r.i]!, viewerId));
      }),
      { seed: o.seed, numRuns: 60 },
    );
  });
}
