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
 * A spot in the test database, placed directly in the spots module's table: a fixture for tests about
 * something else (trips, exports), which need a spot to exist but not the add-spot call's rules
 * (those have their own tests over HTTP).
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

/** Two well-known waters far apart, for trip tests: one in California, one in Alaska. */
export async function tahoeAndKenai(databaseUrl: string): Promise<{ tahoe: string; kenai: string }> {
  const [tahoe, kenai] = await Promise.all([
    aSpot(databaseUrl, { name: 'Lake Tahoe', location: 'Lake Tahoe, CA', latitude: 39.0968, longitude: -120.0324 }),
    aSpot(databaseUrl, { name: 'Kenai River', location: 'Soldotna, AK', latitude: 60.4878, longitude: -151.0583 }),
  ]);
  return { tahoe, kenai };
}
