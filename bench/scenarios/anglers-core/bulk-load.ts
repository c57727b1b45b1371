import type pg from 'pg';

/**
 * Loading millions of rows into tables that keep their indexes and foreign keys is several times
 * slower than loading bare tables and building the indexes once, over the loaded rows. The app's
 * migrations own these definitions, so instead of restating them we read them from the catalog
 * (pg_get_indexdef / pg_get_constraintdef), drop them, and recreate exactly the same ones after.
 */
export async function withoutIndexes(client: pg.Client, tables: string[], load: () => Promise<void>): Promise<void> {
  const { rows: constraints } = await client.query<{ tbl: string; name: string; def: string; contype: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def, c.contype
       FROM pg_constraint c
      WHERE c.contype IN ('p', 'u', 'f')
        AND (c.conrelid = ANY($1::regclass[]) OR c.confrelid = ANY($1::regclass[]))`,
    [tables],
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.contype IN ('p', 'u'))`,
    [tables],
  );
  const foreign = constraints.filter((c) => c.contype === 'f');
  const keys = constraints.filter((c) => c.contype !== 'f');
  // Foreign keys first: a primary key cannot go while a foreign key leans on it.
  for (const c of [...foreign, ...keys]) await client.query(`ALTER TABLE ${c.tbl} DROP CONSTRAINT ${client.escapeIdentifier(c.name)}`);
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);

  await load();

  const started = performance.now();
  for (const c of keys) await client.query(`ALTER TABLE ${c.tbl} ADD CONSTRAINT ${client.escapeIdentifier(c.name)} ${c.def}`);
  for (const i of indexes) await client.query(i.def);
  // Validated like the originals: a generator that breaks referential integrity fails here.
  for (const c of foreign) await client.query(`ALTER TABLE ${c.tbl} ADD CONSTRAINT ${client.escapeIdentifier(c.name)} ${c.def}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`bench:   ${keys.length} keys, ${indexes.length} indexes, ${foreign.length} foreign keys rebuilt (${seconds} s)`);
}
