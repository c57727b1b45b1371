import pg from 'pg';
import { randomUUID } from 'node:crypto';

export interface SpotSeed {
  id?: string;
  name: string;
  location?: string;
  latitude: number;
  longitude: number;
}

/**
 * A spot in the test database. Spots come from the demo seed and (later) the add-spot call; until that
 * call exists, tests place spots directly in the spots module's table.
 */
export async function aSpot(databaseUrl: string, spot: SpotSeed): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const id = spot.id ?? randomUUID();
    await db.query('insert into spots (id, name, location, latitude, longitude) values ($1, $2, $3, $4, $5)', [
      id,
      spot.name,
      spot.location ?? null,
      spot.latitude,
      spot.longitude,
    ]);
    return id;
  } finally {
    await db.end();
  }
}
