import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AnglerTallies, ConditionsOwner, ConditionsStore } from '../../application/ports.ts';
import type { RecordedConditions } from '../../domain/recorded-conditions.ts';
import { waterBandOf } from '../../domain/water-band.ts';
import type { ConditionKey } from '../../domain/what-works.ts';

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

interface TallyRow {
  part: 'condition' | 'trip' | 'pair' | 'species';
  species: string | null;
  k1: ConditionKey | null;
  v1: string | null;
  k2: ConditionKey | null;
  v2: string | null;
  n: number;
  outings: number;
  caught: number;
}

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
 * Conditions in weather_conditions. "What works" is one statement over the angler's rows, read from
 * weather_conditions_angler_idx alone (every counted column is in its INCLUDE): each row is turned
 * into (condition, value) pairs by a lateral VALUES list, and counted overall and per species with
 * GROUPING SETS; outings are distinct days fished.
 */
export class SqlConditionsStore implements ConditionsStore {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async save(owner: ConditionsOwner, c: RecordedConditions): Promise<void> {
    await this.db.run(sql`
      insert into weather_conditions (subject_kind, subject_id, angler_id, at, outing, species, caught,
        air_temperature_c, water_temperature_c, pressure_hpa, pressure_change_3h_hpa, pressure_trend, wind_kmh,
        wind_direction_deg, cloud_cover_pct, moon_phase, solunar, light, tide, water_band, month)
      values (${owner.kind}, ${owner.id}, ${owner.anglerId}, ${owner.at}, (${owner.at}::timestamptz at time zone 'UTC')::date,
        ${owner.species}, ${owner.caught}, ${c.airTemperatureC}, ${c.waterTemperatureC}, ${c.pressureHpa},
        ${c.pressureChange3hHpa}, ${c.pressureTrend}, ${c.windKmh}, ${c.windDirectionDeg}, ${c.cloudCoverPct},
        ${c.moonPhase}, ${c.solunar}, ${c.light}, ${c.tide}, ${waterBandOf(c.waterTemperatureC)},
        extract(month from ${owner.at}::timestamptz at time zone 'UTC')::smallint)
      on conflict (subject_kind, subject_id) do nothing`);
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
    await this.db.run(sql`delete from weather_conditions where subject_kind = ${kind} and subject_id = ${id}`);
  }

  async forgetAngler(anglerId: string): Promise<void> {
    await this.db.run(sql`delete from weather_conditions where angler_id = ${anglerId}`);
  }

  async talliesOf(anglerId: string): Promise<AnglerTallies> {
    const rows = await this.db.rows<TallyRow>(sql`
      with mine as materialized (
        select subject_kind, species, outing, caught, pressure_trend, moon_phase, solunar, light, water_band, month
        from weather_conditions where angler_id = ${anglerId}
      ), single as (
        select m.subject_kind, m.species, m.outing, m.caught, v.key, v.value
        from mine m cross join lateral (values
          ('pressureTrend', m.pressure_trend), ('moonPhase', m.moon_phase), ('solunar', m.solunar), ('light', m.light),
          ('waterBand', m.water_band), ('month', to_char(make_date(2000, m.month, 1), 'FMMonth'))
        ) as v(key, value)
        where v.value is not null
      )
      select 'condition' as part, species, key as k1, value as v1, null as k2, null as v2,
        count(*)::int as n, count(distinct outing)::int as outings, 0 as caught
      from single where subject_kind = 'catch' group by grouping sets ((key, value), (species, key, value))
      union all
      select 'trip', null, key, value, null, null, count(*)::int, count(*)::int, (count(*) filter (where caught))::int
      from single where subject_kind = 'trip' group by key, value
      union all
      select 'pair', m.species, p.k1, p.v1, p.k2, p.v2, count(*)::int, count(distinct m.outing)::int, 0
      from mine m cross join lateral (values
        ('pressureTrend', m.pressure_trend, 'light', m.light), ('solunar', m.solunar, 'light', m.light),
        ('pressureTrend', m.pressure_trend, 'solunar', m.solunar), ('moonPhase', m.moon_phase, 'light', m.light)
      ) as p(k1, v1, k2, v2)
      where m.subject_kind = 'catch' and p.v1 is not null and p.v2 is not null
      group by m.species, p.k1, p.v1, p.k2, p.v2
      union all
      select 'species', species, null, null, null, null, count(*)::int, 0, 0
      from mine where subject_kind = 'catch' group by species`);
    const tallies: AnglerTallies = { catchesBySpecies: new Map(), conditions: [], pairs: [], trips: [] };
    for (const r of rows) {
      if (r.part === 'species') tallies.catchesBySpecies.set(r.species!, r.n);
      else if (r.part === 'condition') tallies.conditions.push({ species: r.species, key: r.k1!, value: r.v1!, catches: r.n, outings: r.outings });
      else if (r.part === 'trip') tallies.trips.push({ key: r.k1!, value: r.v1!, trips: r.n, successfulTrips: r.caught });
      else
        tallies.pairs.push({
          species: r.species!,
          first: { key: r.k1!, value: r.v1! },
          second: { key: r.k2!, value: r.v2! },
          catches: r.n,
          outings: r.outings,
        });
    }
    return tallies;
  }
}
