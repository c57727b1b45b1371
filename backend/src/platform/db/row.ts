/**
 * How a row read by hand-written SQL (sql.ts) becomes the record the application works with, declared
 * once per shape instead of a row interface and a `toX(row)` beside it:
 *
 *   const Participant = rowOf({ id: col.text(), anglerId: col.text(), teamName: col.text().nullable(), joinedAt: col.time() });
 *   (await db.rows(sql`select id, angler_id, team_name, joined_at ...`)).map(Participant.read)
 *
 * The keys are the record's (camelCase); each is read from the column of the same name in snake_case
 * (`anglerId` from `angler_id`) unless `.from('...')` names another. The record's type is inferred
 * from the declaration, so the compiler checks it against the domain's where it is used.
 *
 * Why this and not PostgreSQL answering the record's shape (`as "anglerId"`) or driver-wide type
 * parsers: the driver is MikroORM's pool, which deliberately gives timestamps as text (and numeric and
 * bigint as text, as pg does) to every module and to MikroORM itself — changing that for us would change
 * it for all of them; and a quoted alias is a string the compiler cannot check against the record.
 */
export interface Column<T> {
  /** The row's column when it is not the key in snake_case. */
  readonly name: string | undefined;
  /** Turns the driver's non-null value into the record's. */
  readonly decode: (value: unknown) => T;
  /**
   * What a null, or a column the statement left out, reads as. Without it the column must be there,
   * and a null passes through as null, as it did when each row had its own interface.
   */
  readonly missing: { value: T } | undefined;
  /** Null reads as null. */
  nullable(): Column<T | null>;
  /** Null, or a column the statement left out, reads as `value`. */
  or<D>(value: D): Column<T | D>;
  from(name: string): Column<T>;
}

function column<T>(decode: (value: unknown) => T, name?: string, missing?: { value: T }): Column<T> {
  return {
    name,
    decode,
    missing,
    nullable: () => column<T | null>(decode, name, { value: null }),
    or: <D>(value: D) => column<T | D>(decode, name, { value }),
    from: (other) => column(decode, other, missing),
  };
}

const asIs = (value: unknown) => value;

/** The kinds of column a row holds, by what the driver gives for them. */
export const col = {
  /** Text, uuid, an enum's text (narrowed by `T`). */
  text: <T extends string = string>() => column(asIs as (value: unknown) => T),
  /** Integers and floats; numeric and bigint, which the driver gives as text, too. */
  number: () => column((value) => (typeof value === 'number' ? value : Number(value))),
  bool: () => column(asIs as (value: unknown) => boolean),
  /** timestamptz and date, which the driver gives as text. */
  time: () => column((value) => new Date(value as string | Date)),
  /** As the driver gives it: arrays, json, composite values (their shape is `T`). */
  of: <T>() => column(asIs as (value: unknown) => T),
};

type Columns = Record<string, Column<unknown>>;
export type RecordOf<Spec extends Columns> = { [K in keyof Spec]: Spec[K] extends Column<infer T> ? T : never };

export interface RowShape<T> {
  /** The record a row holds (a plain function: `rows.map(Shape.read)`). */
  readonly read: (row: unknown) => T;
}
export type RowOf<Shape> = Shape extends RowShape<infer T> ? T : never;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `prefix`: the columns' common start, when a statement reads two records side by side (`card_id`, `card_display_name`...). */
export function rowOf<Spec extends Columns>(spec: Spec, { prefix = '' }: { prefix?: string } = {}): RowShape<RecordOf<Spec>> {
  const fields = Object.entries(spec).map(([key, c]) => ({
    key,
    name: c.name ?? prefix + snakeCase(key),
    decode: c.decode,
    missing: c.missing,
  }));
  const ifMissing = fields.map((f) => (value: null | undefined) => {
    if (f.missing) return f.missing.value;
    if (value === null) return null;
    throw new Error(`The row has no column ${f.name}`);
  });
  // Built once per shape from the declaration (keys and column names are the code's own, quoted by
  // JSON.stringify): one object literal of a fixed shape and one monomorphic read per column. A
  // generic loop over the fields makes records of no fixed shape: ~7 µs a post row against ~1 µs
  // here, paid for every row of every feed page.
  const names = fields.flatMap((_, i) => [`d${i}`, `m${i}`]);
  const read = new Function(
    ...names,
    `return (row) => {
      ${fields.map((f, i) => `const v${i} = row[${JSON.stringify(f.name)}];`).join('\n')}
      return { ${fields.map((f, i) => `${JSON.stringify(f.key)}: v${i} == null ? m${i}(v${i}) : d${i}(v${i})`).join(', ')} };
    };`,
  )(...fields.flatMap((f, i) => [f.decode, ifMissing[i]])) as (row: unknown) => RecordOf<Spec>;
  return { read };
}
