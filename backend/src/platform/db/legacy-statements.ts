// TEMPORARY: the positional-array statements being moved to the Kysely template style (sql.ts); removed when the last module is moved.
import type { Pool } from 'pg';

/**
 * A statement the hot read paths run often: a fixed text with `$n` parameters and a name unique in
 * the process. Named, it is parsed and planned once per connection and then only bound and executed
 * (PostgreSQL's extended protocol) — where the ORM's `em.execute` sends the text with the values
 * inlined, so the server parses and plans it again on every call (measured on the Following feed:
 * PostgreSQL gave ~2× the statements per second prepared; bench/README.md).
 */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

/** Declares a prepared statement; the name must be unique in the process (checked here). */
export function statement(name: string, text: string): Statement {
  if (declared.has(name) && declared.get(name) !== text) throw new Error(`Two statements are named ${name}`);
  declared.set(name, text);
  return { name, text };
}
const declared = new Map<string, string>();

/**
 * Reads outside the unit of work: no identity map, no entity hydration — plain rows straight from the
 * `pg` pool the ORM itself uses (same connections, same type parsers). For hot reads only; anything
 * that writes or must see the request's own transaction stays on the EntityManager.
 */
export interface LegacySql {
  rows<T>(statement: Statement, values: readonly unknown[]): Promise<T[]>;
}


export class PooledSql implements LegacySql {
  constructor(private readonly pool: Pool) {}

  async rows<T>(statement: Statement, values: readonly unknown[]): Promise<T[]> {
    const result = await this.pool.query({ name: statement.name, text: statement.text, values: values as unknown[] });
    return result.rows as T[];
  }
}

/**
 * A statement whose row count is written into its text, one prepared statement per count. With the
 * LIMIT as a parameter PostgreSQL never settles on the generic plan of a page statement (it cannot
 * cost a page of unknown size) and plans it again at every call — measured on the feed: 0.085 ms of
 * planning per call on top of 0.05 ms of execution; with the count in the text it keeps one plan.
 * Page sizes are few (the contract allows 1–50).
 */
export function sizedStatement(name: string, text: (rows: number) => string): (rows: number) => Statement {
  const made = new Map<number, Statement>();
  return (rows) => {
    if (!Number.isInteger(rows) || rows < 1 || rows > 1_000) throw new Error(`${name}: a page of ${rows} rows`);
    let sized = made.get(rows);
    if (!sized) {
      sized = statement(`${name}.${rows}`, text(rows));
      made.set(rows, sized);
    }
    return sized;
  };
}
