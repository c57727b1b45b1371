/**
 * The spots data set, added to the anglers' core database (100,000 anglers, 1 M posts): 10,000 spots
 * and 1,000,000 trips over the last 365 days, with the heat map's rollups built from them by the same
 * rules the app's trip transactions keep (migration 20251123180000, SpotActivityRollup). Set-based SQL
 * (generate_series, fixed seed), indexes dropped while loading and rebuilt after.
 */
import type { DatasetSpec } from '../../support/dataset.ts';
import { DEMO_SPOTS } from '../../../backend/src/seed/demo-spots.ts';
import { withoutIndexes } from '../anglers-core/bulk-load.ts';
import { UID_SQL } from '../anglers-core/ids.ts';
import { ANGLERS } from '../anglers-core/dataset.ts';

export const SPOTS = 10_000;
export const TRIPS = 1_000_000;
export const SPOT_TABLES = [
  'spots',
  'trips',
  'spot_tips',
  'spot_ratings',
  'spot_tip_votes',
  'spot_anglers',
  'spot_activity_days',
  'spot_angler_activity',
];
/** Spot no. n's id: a slug, as the demo's are. */
export const spotId = (n: number) => `bench-spot-${n}`;
export const WATERS = DEMO_SPOTS.filter((s) => s.longitude > -170).map((s) => ({
  latitude: s.latitude,
  longitude: s.longitude,
  name: s.name,
}));

export const spotsDataset: DatasetSpec = {
  name: 'spots',
  version: 1,
  tables: SPOT_TABLES,
  existingTables: true,
  async generate(client) {
    const step = async (label: string, text: string, params: unknown[] = []) => {
      const started = performance.now();
      const { rowCount } = await client.query(text, params);
      console.log(`bench:   ${label}: ${rowCount ?? ''} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    };
    await client.query(UID_SQL);
    await client.query('SELECT setseed(0.8)');
    await client.query(`TRUNCATE ${SPOT_TABLES.join(', ')} CASCADE`);
    await withoutIndexes(client, SPOT_TABLES, async () => {
      await step(
        "spot_anglers (spots' copy of the cards)",
        `INSERT INTO spot_anglers (id, display_name, first_name, profile_image_url, share_trip_locations)
        SELECT id, display_name, first_name, profile_image_url, share_trip_locations FROM users`,
      );
      // Half the spots within ~50 km of one of the real waters, half anywhere between the Gulf and Canada.
      await step(
        'spots',
        `INSERT INTO spots (id, name, location, latitude, longitude, water_type, difficulty, access_type, facilities, species,
          description, rating_sum, rating_count, created_by, created_at)
        SELECT 'bench-spot-' || n, w.name || ' ' || (ARRAY['Cove','Point','Flats','Bend','Landing','Narrows','Pool','Reef'])[1 + n % 8] || ' ' || n,
          w.name, w.lat, w.lng, (ARRAY['lake','river','pond','ocean','lake','river','reservoir','bay'])[1 + (n * 7) % 8],
          (ARRAY['beginner','intermediate','advanced'])[1 + n % 3], (ARRAY['public','public','private','permit_required'])[1 + n % 4],
          ARRAY['parking','boat_ramp'], CASE n % 5 WHEN 0 THEN ARRAY['Largemouth Bass','Bluegill'] WHEN 1 THEN ARRAY['Rainbow Trout','Brown Trout']
            WHEN 2 THEN ARRAY['Walleye','Yellow Perch'] WHEN 3 THEN ARRAY['Striped Bass','Bluefish'] ELSE ARRAY['Red Drum','Spotted Seatrout'] END,
          'A generated spot for the benchmark, number ' || n, rc * (3 + (n % 3)), rc, pg_temp.uid('angler', 1 + (n * 37) % ${ANGLERS}),
          now() - interval '400 days'
        FROM (SELECT n, (n * 13) % 60 AS rc, CASE WHEN n % 2 = 0 THEN (ARRAY[${WATERS.map((w) => w.latitude).join(',')}])[1 + n % ${WATERS.length}] + (random() - 0.5) * 0.8
                     ELSE 26 + random() * 22 END AS lat,
                     CASE WHEN n % 2 = 0 THEN (ARRAY[${WATERS.map((w) => w.longitude).join(',')}])[1 + n % ${WATERS.length}] + (random() - 0.5) * 0.8
                     ELSE -124 + random() * 54 END AS lng,
                     (ARRAY[${WATERS.map((w) => `'${w.name.replaceAll("'", "''")}'`).join(',')}])[1 + n % ${WATERS.length}] AS name
              FROM generate_series(1, ${SPOTS}) n) w`,
      );
      // Trips: popular spots get most (spot = 1 + SPOTS·u², u uniform), dates uniform over a year;
      // 60 % successful, 85 % with the location shared, privacy 85 % public / 10 % mates / 5 % private.
      await step(
        'trips',
        `INSERT INTO trips (id, angler_id, spot_id, fishing_success, water_condition, weather_condition, temperature,
          time_of_day, notes, share_location, privacy, public_precision, mates_precision, created_at)
        SELECT gen_random_uuid(), pg_temp.uid('angler', 1 + floor(random() * ${ANGLERS})::int), 'bench-spot-' || (1 + floor(${SPOTS} * power(random(), 2))::int),
          random() < 0.6, (ARRAY['clear','murky','choppy','calm'])[1 + floor(random() * 4)::int], (ARRAY['sunny','cloudy','rainy','windy'])[1 + floor(random() * 4)::int],
          40 + floor(random() * 50), (ARRAY['dawn','morning','afternoon','evening','night'])[1 + floor(random() * 5)::int],
          CASE WHEN random() < 0.3 THEN 'Fish were on the drop-off' END, random() < 0.85,
          CASE WHEN r < 0.85 THEN 'public' WHEN r < 0.95 THEN 'mates' ELSE 'private' END,
          '1km', 'exact', -- a new angler's defaults (the public about 1 km, mates exact)
          now() - random() * interval '365 days'
        FROM (SELECT n, random() AS r FROM generate_series(1, ${TRIPS}) n) g`,
      );
    });
    // The counters and rollups, by the app's rules (what LogTrip would have written trip by trip).
    await step(
      'spots counters',
      `UPDATE spots s SET total_trips = x.trips, successful_trips = x.successes
      FROM (SELECT spot_id, count(*)::int AS trips, (count(*) FILTER (WHERE fishing_success))::int AS successes FROM trips GROUP BY spot_id) x
      WHERE x.spot_id = s.id`,
    );
    const shared = `t.share_location AND t.privacy = 'public' AND coalesce(a.share_trip_locations, false)`;
    await step(
      'spot_angler_activity',
      `INSERT INTO spot_angler_activity (spot_id, angler_id, successes, shared_trips, shared_last_at)
      SELECT t.spot_id, t.angler_id, (count(*) FILTER (WHERE t.fishing_success))::int, (count(*) FILTER (WHERE ${shared}))::int,
        max(t.created_at) FILTER (WHERE ${shared})
      FROM trips t LEFT JOIN spot_anglers a ON a.id = t.angler_id WHERE t.spot_id IS NOT NULL GROUP BY t.spot_id, t.angler_id`,
    );
    await step(
      'spots.successful_anglers',
      `UPDATE spots s SET successful_anglers = x.n
      FROM (SELECT spot_id, count(*)::int AS n FROM spot_angler_activity WHERE successes > 0 GROUP BY spot_id) x WHERE x.spot_id = s.id`,
    );
    await step(
      'spot_activity_days',
      `INSERT INTO spot_activity_days (spot_id, day, trips, successes, dawn, morning, afternoon, evening, night)
      SELECT t.spot_id, (t.created_at AT TIME ZONE 'UTC')::date, count(*)::int, (count(*) FILTER (WHERE t.fishing_success))::int,
        ${['dawn', 'morning', 'afternoon', 'evening', 'night'].map((b) => `(count(*) FILTER (WHERE t.fishing_success AND t.time_of_day = '${b}'))::int`).join(', ')}
      FROM trips t JOIN spot_anglers a ON a.id = t.angler_id WHERE t.spot_id IS NOT NULL AND ${shared} GROUP BY 1, 2`,
    );
  },
};
