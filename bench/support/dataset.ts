import type pg from 'pg';
import { withClient } from './postgres.ts';

export interface DatasetSpec {
  /** Unique name; also the key in bench_datasets. */
  name: string;
  /** Bump when the generator changes: a stored data set of another version is regenerated. */
  version: number;
  /** Tables the generator creates; dropped before regenerating (unless `existingTables`). */
  tables: string[];
  /**
   * The tables exist already — made by the application's own migrations — so the harness must not
   * drop them: the generator empties and refills them itself. They are still vacuumed, analysed
   * and prewarmed.
   */
  existingTables?: boolean;
  /**
   * Creates and fills the tables, then builds their indexes. Runs in ONE transaction: with
   * wal_level=minimal, tables created in the loading transaction skip the WAL. Load first,
   * index after — building an index over loaded rows is far cheaper than maintaining it per row.
   */
  generate(client: pg.Client): Promise<void>;
}

export interface DatasetResult {
  name: string;
  /** true when an earlier run's data was reused. */
  reused: boolean;
  /** Seconds the generation took (when reused: the seconds it took back then). */
  seconds: number;
}

/**
 * Generates a data set once and reuses it on later runs (regenerated with `fresh`). Generation
 * records itself in bench_datasets only after it committed, so an interrupted run regenerates.
 */
export async function ensureDataset(url: string, spec: DatasetSpec, fresh: boolean): Promise<DatasetResult> {
  return withClient(url, async (client) => {
    await client.query(`CREATE TABLE IF NOT EXISTS bench_datasets (
      name text PRIMARY KEY, version int NOT NULL, seconds double precision NOT NULL,
      generated_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query('SELECT version, seconds FROM bench_datasets WHERE name = $1', [spec.name]);
    if (!fresh && rows[0]?.version === spec.version) {
      await prewarm(client, spec.tables);
      return { name: spec.name, reused: true, seconds: rows[0].seconds };
    }

    console.log(`bench: generating data set "${spec.name}"…`);
    const started = performance.now();
    // Losing the last commits in a crash only means generating again: no need to wait for fsync.
    await client.query("SET synchronous_commit = off; SET maintenance_work_mem = '1GB'");
    for (let attempt = 1; ; attempt++) {
      try {
        await generateOnce(client, spec);
        break;
      } catch (error) {
        // The app is already running beside the generator, and its jobs read these tables: a
        // generator's TRUNCATE can meet one in a deadlock, which PostgreSQL settles by failing one side.
        if ((error as { code?: string }).code !== DEADLOCK || attempt === 3) throw error;
        console.log(`bench: data set "${spec.name}" met the app's jobs in a deadlock; generating again`);
      }
    }
    // Fresh statistics for the planner, and a visibility map so index-only scans need no heap visit.
    for (const table of spec.tables) await client.query(`VACUUM (ANALYZE) ${client.escapeIdentifier(table)}`);
    // Write the loaded pages out now, not during a measured run (needs superuser; else the
    // checkpointer will do it in its own time).
    await client.query('CHECKPOINT').catch(() => undefined);
    const seconds = (performance.now() - started) / 1000;
    await client.query('INSERT INTO bench_datasets (name, version, seconds) VALUES ($1, $2, $3)', [spec.name, spec.version, seconds]);
    console.log(`bench: data set "${spec.name}" generated in ${seconds.toFixed(1)} s`);
    await prewarm(client, spec.tables);
    return { name: spec.name, reused: false, seconds };
  });
}

const DEADLOCK = '40P01';

/** One generation in one transaction: all of it, or nothing. */
async function generateOnce(client: pg.Client, spec: DatasetSpec): Promise<void> {
  // A fixed seed: every generation yields the same data, so runs on other machines compare.
  await client.query('SELECT setseed(0.42)');
  await client.query('BEGIN');
  try {
    await client.query('DELETE FROM bench_datasets WHERE name = $1', [spec.name]);
    if (!spec.existingTables) {
      for (const table of spec.tables) await client.query(`DROP TABLE IF EXISTS ${client.escapeIdentifier(table)}`);
    }
    await spec.generate(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * After a restart shared_buffers is cold; the first seconds of load would measure the disk and
 * the OS cache instead of the queries. pg_prewarm reads the tables and their indexes in at once.
 * Where the extension is missing (an external server), the load's warm-up does it more slowly.
 */
async function prewarm(client: pg.Client, tables: string[]) {
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
  } catch {
    return;
  }
  await client.query(
    `SELECT pg_prewarm(c.oid) FROM pg_class c
      WHERE c.oid = ANY(SELECT t::regclass FROM unnest($1::text[]) t)
         OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = ANY(SELECT t::regclass FROM unnest($1::text[]) t))`,
    [tables],
  );
}
