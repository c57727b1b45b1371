import { expect } from 'chai';
import { compile, precompiled, sql } from './sql.ts';

describe('platform: statements compiled once per shape', () => {
  const page = (limit: number, cursor: boolean, v: { reader: string; after: string | null }) =>
    sql`select id from t where reader = ${v.reader}::uuid and kind = ${'post'}
      ${cursor ? sql`and id < ${v.after}::uuid` : sql``} and (author = ${v.reader}::uuid) limit ${sql.lit(limit)}`;

  it('sends the text and values that compiling the template each time would, for every shape', () => {
    let builds = 0;
    const statement = precompiled(
      (shape: { limit: number; cursor: boolean }) => `${shape.limit}:${shape.cursor}`,
      (shape, v: { reader: string; after: string | null }) => {
        builds++;
        return page(shape.limit, shape.cursor, v);
      },
    );
    for (const [limit, cursor, reader, after] of [
      [20, false, 'r1', null],
      [20, false, 'r2', null],
      [20, true, 'r3', 'a3'],
      [50, true, 'r4', 'a4'],
      [20, true, 'r5', 'a5'],
    ] as const) {
      const once = statement({ limit, cursor }, { reader, after });
      const each = compile(page(limit, cursor, { reader, after }));
      expect(once).to.deep.equal({ text: each.text, values: each.values });
    }
    expect(builds).to.equal(3); // (20, no cursor), (20, cursor), (50, cursor)
  });
});
