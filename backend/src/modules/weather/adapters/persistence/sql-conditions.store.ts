import { inject } from 'inversify';
import { precompiled, sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AnglerTallies, ConditionsOwner, ConditionsStore } from '../../application/ports.ts';
import type { RecordedConditions } from '../../domain/recorded-conditions.ts';
import { waterBandOf } from '../../domain/water-band.ts';
import { outingOf, tallyKeysOf, type TallyKey } from '../../domain/tally-keys.ts';
import { MIN_OUTINGS, type ConditionKey } from '../../domain/what-works.ts';

interface ConditionsRow {
  subject_id: string;
  air_temperature_c: number | null;
  water_temperature_c: number | null;
  pressure_hpa: number | null;
  pressure_change_3h_hpa: number | null;
  pressure_trend: RecordedConditions['pressureTrend'];
  wind_kmh: number | null;
  wind_direction_deg: number | null;
  cloud_cover_pct: number | null;
  moon_phase: RecordedConditions['moonPhase'];
  solunar: RecordedConditions['solunar'];
  light: RecordedConditions['light'];
  tide: RecordedConditions['tide'];
}

/** A tally as kept: species '' (all species) is made null for a condition's tally here. */
interface TallyRow {
  part: 'condition' | 'trip' | 'pair' | 'species';
  species: string;
  k1: ConditionKey;
  v1: string;
  k2: ConditionKey | '';
  v2: string;
  n: number;
  outings: number;
  caught: number;
}

/**
 * An angler's tallies in one primary-key range, except that of the pairs only each species' best
 * comes back (the rule of AnglerTallies.bestPairs, in its order): the pairs are most of an angler's
 * tallies, and the answer says one of them a species. The rest in key order, which the answer keeps.
 * Built and compiled once (platform/db/sql.ts `precompiled`) and run as a prepared statement.
 */
export const talliesSql = precompiled(
  () => 'what-works-tallies',
  (_shape: null, v: { angler: string }) => sql<TallyRow>`
  (select part, species, k1, v1, k2, v2, n, outings, caught
   from weather_condition_tallies where angler_id = ${v.angler}::uuid and part in ('condition', 'species', 'trip') and n > 0
   order by part, species, k1, v1, k2, v2)
  union all
  (select distinct on (species) part, species, k1, v1, k2, v2, n, outings, caught
   from weather_condition_tallies where angler_id = ${v.angler}::uuid and part = 'pair' and n > 0
   order by species, outings >= ${sql.lit(MIN_OUTINGS)} desc, n desc, outings desc, k1, v1, k2, v2)`,
);

/** The keys as a CTE named k (one row each), for the statements that count them in or out. */
const keysSql = (keys: readonly TallyKey[]) => sql`k (part, species, k1, v1, k2, v2) as (
  select * from unnest(${keys.map((k) => k.part)}::text[], ${keys.map((k) => k.species)}::text[], ${keys.map((k) => k.k1)}::text[],
    ${keys.map((k) => k.v1)}::text[], ${keys.map((k) => k.k2)}::text[], ${keys.map((k) => k.v2)}::text[])
)`;

const fromRow = (r: ConditionsRow): RecordedConditions => ({
  airTemperatureC: r.air_temperature_c,
  waterTemperatureC: r.water_temperature_c,
  pressureHpa: r.pressure_hpa,
  pressureChange3hHpa: r.pressure_change_3h_hpa,
  pressureTrend: r.pressure_trend,
  windKmh: r.wind_kmh,
  windDirectionDeg: r.wind_direction_deg,
  cloudCoverPct: r.cloud_cover_pct,
  moonPhase: r.moon_phase,
  solunar: r.solunar,
  light: r.light,
  tide: r.tide,
});

/**
 * Conditions in weather_conditions, and each angler's "what works" tallies kept with them in the same
 * statement (domain tally-keys.ts says which): reading them is one primary-key range of a few hundred
 * rows. A day fished counts once per condition (weather_condition_days counts its rows there).
 */
export class SqlConditionsStore implements ConditionsStore {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async save(owner: ConditionsOwner, c: RecordedConditions): Promise<void> {
    const keys = tallyKeysOf(owner.kind, owner.species, c, owner.at);
    // One statement: the row, and only when it is new (a job run twice counts once) the angler's tallies.
    await this.db.run(sql`
      with kept as (
        insert into weather_conditions (subject_kind, subject_id, angler_id, at, outing, species, caught,
          air_temperature_c, water_temperature_c, pressure_hpa, pressure_change_3h_hpa, pressure_trend, wind_kmh,
          wind_direction_deg, cloud_cover_pct, moon_phase, solunar, light, tide, water_band, month)
        values (${owner.kind}, ${owner.id}, ${owner.anglerId}, ${owner.at}, ${outingOf(owner.at)}::date,
          ${owner.species}, ${owner.caught}, ${c.airTemperatureC}, ${c.waterTemperatureC}, ${c.pressureHpa},
          ${c.pressureChange3hHpa}, ${c.pressureTrend}, ${c.windKmh}, ${c.windDirectionDeg}, ${c.cloudCoverPct},
          ${c.moonPhase}, ${c.solunar}, ${c.light}, ${c.tide}, ${waterBandOf(c.waterTemperatureC)}, ${owner.at.getUTCMonth() + 1})
        on conflict (subject_kind, subject_id) do nothing
        returning 1
      ), ${keysSql(keys)}, days as (
        insert into weather_condition_days as d (angler_id, part, species, k1, v1, k2, v2, outing, n)
        select ${owner.anglerId}, part, species, k1, v1, k2, v2, ${outingOf(owner.at)}::date, 1 from k where exists (select 1 from kept)
        on conflict (angler_id, part, species, k1, v1, k2, v2, outing) do update set n = d.n + 1
        returning part, species, k1, v1, k2, v2, d.n = 1 as first
      )
      insert into weather_condition_tallies as t (angler_id, part, species, k1, v1, k2, v2, n, outings, caught)
      select ${owner.anglerId}, part, species, k1, v1, k2, v2, 1, case when first then 1 else 0 end, ${owner.caught ? 1 : 0}
      from days
      on conflict (angler_id, part, species, k1, v1, k2, v2)
      do update set n = t.n + 1, outings = t.outings + excluded.outings, caught = t.caught + excluded.caught`);
  }

  async has(kind: ConditionsOwner['kind'], id: string): Promise<boolean> {
    const rows = await this.db.rows<{ one: number }>(
      sql`select 1 as one from weather_conditions where subject_kind = ${kind} and subject_id = ${id}`,
    );
    return rows.length > 0;
  }

  async missing(kind: ConditionsOwner['kind'], ids: readonly string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db.rows<{ id: string }>(sql`
      select id from unnest(${[...ids]}::uuid[]) as id
      where not exists (select 1 from weather_conditions w where w.subject_kind = ${kind} and w.subject_id = id)`);
    return new Set(rows.map((r) => r.id));
  }

  async ofMany(kind: ConditionsOwner['kind'], ids: readonly string[]): Promise<Map<string, RecordedConditions>> {
    if (!ids.length) return new Map();
    const rows = await this.db.rows<ConditionsRow>(sql`
      select subject_id, air_temperature_c, water_temperature_c, pressure_hpa, pressure_change_3h_hpa, pressure_trend,
        wind_kmh, wind_direction_deg, cloud_cover_pct, moon_phase, solunar, light, tide
      from weather_conditions where subject_kind = ${kind} and subject_id = any(${[...ids]}::uuid[])`);
    return new Map(rows.map((r) => [r.subject_id, fromRow(r)]));
  }

  async forget(kind: ConditionsOwner['kind'], id: string): Promise<void> {
    const [row] = await this.db.rows<ConditionsRow & { angler_id: string; at: Date; species: string | null; caught: boolean }>(sql`
      delete from weather_conditions where subject_kind = ${kind} and subject_id = ${id}
      returning subject_id, angler_id, at, species, caught, air_temperature_c, water_temperature_c, pressure_hpa,
        pressure_change_3h_hpa, pressure_trend, wind_kmh, wind_direction_deg, cloud_cover_pct, moon_phase, solunar, light, tide`);
    if (!row) return;
    const at = new Date(row.at);
    const keys = tallyKeysOf(kind, row.species, fromRow(row), at);
    // Its day uncounts under a condition only when it was the last row of that day there.
    await this.db.run(sql`
      with ${keysSql(keys)}, days as (
        update weather_condition_days d set n = d.n - 1 from k
        where d.angler_id = ${row.angler_id} and d.outing = ${outingOf(at)}::date
          and (d.part, d.species, d.k1, d.v1, d.k2, d.v2) = (k.part, k.species, k.k1, k.v1, k.k2, k.v2)
        returning d.part, d.species, d.k1, d.v1, d.k2, d.v2, d.n = 0 as last
      )
      update weather_condition_tallies t
      set n = t.n - 1, outings = t.outings - case when days.last then 1 else 0 end, caught = t.caught - ${row.caught ? 1 : 0}
      from days
      where t.angler_id = ${row.angler_id} and (t.part, t.species, t.k1, t.v1, t.k2, t.v2) = (days.part, days.species, days.k1, days.v1, days.k2, days.v2)`);
    await this.db.run(sql`
      with gone as (delete from weather_condition_days where angler_id = ${row.angler_id} and n <= 0)
      delete from weather_condition_tallies where angler_id = ${row.angler_id} and n <= 0`);
  }

  async forgetAngler(anglerId: string): Promise<void> {
    await this.db.run(sql`
      with a as (delete from weather_condition_days where angler_id = ${anglerId}),
           b as (delete from weather_condition_tallies where angler_id = ${anglerId}),
           c as (delete from weather_what_works where angler_id = ${anglerId})
      delete from weather_conditions where angler_id = ${anglerId}`);
  }

  async talliesOf(anglerId: string): Promise<AnglerTallies> {
    const rows = await this.db.prepared('what-works-tallies', talliesSql(null, { angler: anglerId }));
    const tallies: AnglerTallies = { catchesBySpecies: new Map(), conditions: [], bestPairs: new Map(), trips: [] };
    for (const r of rows) {
      if (r.part === 'species') tallies.catchesBySpecies.set(r.species, r.n);
      else if (r.part === 'condition')
        tallies.conditions.push({ species: r.species || null, key: r.k1, value: r.v1, catches: r.n, outings: r.outings });
      else if (r.part === 'trip') tallies.trips.push({ key: r.k1, value: r.v1, trips: r.n, successfulTrips: r.caught });
      else
        tallies.bestPairs.set(r.species, {
          species: r.species,
          first: { key: r.k1, value: r.v1 },
          second: { key: r.k2 as ConditionKey, value: r.v2 },
          catches: r.n,
          outings: r.outings,
        });
    }
    return tallies;
  }
}
