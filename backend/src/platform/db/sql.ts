import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type RawBuilder,
} from 'kysely';
import type { Pool } from 'pg';
import { inTransaction } from './request-forks.ts';

/**
 * The one way hand-written SQL is written here: Kysely's `sql` tagged template (the Kysely that
 * MikroORM 7 itself ships and pins). A value sits in the text where it is used — `where angler_id =
 * ${readerId}` — so a parameter is named by the expression that fills it and can never drift from a
 * positional array; Kysely sends it as a bound `$n` parameter, never inlined. Fragments compose
 * (`${sql`and privacy = ${privacy}`}`), `sql.lit(20)` writes a trusted constant into the text,
 * `sql.join(list)` a list. Why this and not the query builder: the hot statements are hand-tuned
 * (materialized CTEs, scalar subqueries, index-only walks) and read best as the SQL they are; why
 * not MikroORM's `em.execute`: it inlines values into the text, so PostgreSQL parses and plans every
 * call again.
 */
export { sql };
export type Query<Row> = RawBuilder<Row>;

/**
 * Runs queries, in two ways:
 * - `rows`/`run`: on the caller's unit of work — inside `Transactions.run` they join its transaction
 *   (writes, and reads that must see them);
 * - `prepared`: hot reads outside any transaction, straight on the pool as a named prepared statement
 *   (called inside a transaction, it runs on the unit of work like `rows`, so it always sees the
 *   transaction's own writes)
 *   (parsed and planned once per connection, then only bound and executed — PostgreSQL gave ~2× the
 *   feed pages per second this way). The name is the caller's plus a hash of the text,
 *   so two shapes of one query (a page of 20 and of 50 rows) are two statements.
 */
export interface Sql {
  rows<Row>(query: Query<Row>): Promise<Row[]>;
  /** A write: how many rows it touched. */
  run(query: Query<unknown>): Promise<number>;
  prepared<Row>(name: string, query: Query<Row> | Statement<Row>): Promise<Row[]>;
}
export const SqlToken = Symbol.for('platform.Sql');

/** Compiles templates to `$n` text and values without a connection of its own. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The text and values a template sends: what tests read to check a statement's tables, and what `prepared` runs. */
export function compile(query: Query<unknown>): { text: string; values: readonly unknown[] } {
  const compiled = query.compile(compiler);
  return { text: compiled.sql, values: compiled.parameters };
}

/** A statement already compiled: its text and this call's values (`precompiled`). */
export interface Statement<Row> {
  readonly text: string;
  readonly values: readonly unknown[];
  /** Only carries the row type. */
  readonly row?: Row;
}

const STAND_IN = Symbol('precompiled value');
type StandIn = { readonly [STAND_IN]: string };
const isStandIn = (value: unknown): value is StandIn => typeof value === 'object' && value !== null && STAND_IN in value;

/**
 * A hot statement whose text depends only on its shape (a page size, whether a cursor is given):
 * `build` runs once per shape with stand-ins in place of the values and is compiled once; each call
 * then only puts its own values where the stand-ins were. Building and compiling the Following
 * feed's template on every page would be two fifths of that use case's own app CPU (a profile).
 * `build` must only place the values (never test or compute with them); what
 * decides the text goes in `shape`.
 */
export function precompiled<Shape, Values extends Record<string, unknown>, Row>(
  shapeKey: (shape: Shape) => string,
  build: (shape: Shape, values: Values) => Query<Row>,
): (shape: Shape, values: Values) => Statement<Row> {
  const shapes = new Map<string, { text: string; slots: Array<{ key: keyof Values } | { constant: unknown }> }>();
  return (shape, values) => {
    const key = shapeKey(shape);
    let compiled = shapes.get(key);
    if (!compiled) {
      const standIns = new Proxy({}, { get: (_, name) => ({ [STAND_IN]: name }) }) as Values;
      const { text, values: placed } = compile(build(shape, standIns));
      compiled = { text, slots: placed.map((v) => (isStandIn(v) ? { key: v[STAND_IN] as keyof Values } : { constant: v })) };
      shapes.set(key, compiled);
    }
    return { text: compiled.text, values: compiled.slots.map((slot) => ('key' in slot ? values[slot.key] : slot.constant)) };
  };
}

const isStatement = <Row>(query: Query<Row> | Statement<Row>): query is Statement<Row> =>
  typeof (query as Statement<Row>).text === 'string';

export class KyselySql implements Sql {
  readonly #names = new Map<string, string>();

  constructor(
    /** MikroORM's global EntityManager: it delegates to the request's fork and to an open transaction. */
    private readonly em: EntityManager,
    private readonly pool: Pool,
  ) {}

  async rows<Row>(query: Query<Row>): Promise<Row[]> {
    return (await query.execute(this.em.getKysely())).rows;
  }

  async run(query: Query<unknown>): Promise<number> {
    return Number((await query.execute(this.em.getKysely())).numAffectedRows ?? 0n);
  }

  async prepared<Row>(name: string, query: Query<Row> | Statement<Row>): Promise<Row[]> {
    const statement = isStatement(query) ? query : null;
    // Inside a transaction a pooled read would not see the transaction's own writes (and would hold
    // a second connection): there it runs on the unit of work instead.
    if (inTransaction(this.em)) {
      if (!statement) return this.rows(query as Query<Row>);
      return (await this.em.getKysely().executeQuery<Row>(CompiledQuery.raw(statement.text, [...statement.values]))).rows;
    }
    const { text, values } = statement ?? compile(query as Query<Row>);
    let statementName = this.#names.get(text);
    if (!statementName) {
      statementName = `${name}:${createHash('sha1').update(text).digest('base64url').slice(0, 10)}`;
      this.#names.set(text, statementName);
    }
    const result = await this.pool.query({ name: statementName, text, values: values as unknown[] });
    return result.rows as Row[];
  }
}
