import type { Query } from './sql.ts';

/**
 * One module's part of a statement another module runs: the owner builds its SQL in its own adapter
 * (only it names its tables) and hands it out through its index.ts; the caller's adapter joins it
 * into its statement, so a read that needs three modules' figures costs one round trip, not three.
 *
 * `sql` gives a subquery of exactly one row, to be joined laterally; `at` holds SQL expressions where
 * its values are (the caller's parameters or columns), and it only places them — so a caller may build
 * it inside `precompiled` with stand-ins and compile the whole statement once. Its columns start with
 * its module's name (`posts_`, `spots_`), so they meet no other's in the composed row; `read` takes
 * them back out.
 */
export interface SqlPart<At, Figures> {
  readonly sql: (at: At) => Query<unknown>;
  readonly read: (row: unknown) => Figures;
}
