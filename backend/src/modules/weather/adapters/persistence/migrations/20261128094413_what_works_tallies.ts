import { Migration } from '@mikro-orm/migrations';

/**
 * "What works for me" kept as rows are written rather than counted on read (counting 10⁴ catches'
 * conditions per request cost PostgreSQL about 229 ms of CPU): weather_condition_tallies holds each
 * angler's counts by condition (overall, per species, in pairs, for trips) and weather_condition_days
 * how many of their rows fall on each day fished under each, so an outing counts once and uncounts when
 * its last row goes. Filled from the rows kept so far; the wide covering index for counting on read
 * gives way to a plain one (forgetting a deleted angler).
 */
export class WhatWorksTallies20261128094413 extends Migration {
  override up(): void {
    this.addSql(`create table weather_condition_tallies (
      angler_id uuid not null,
      part varchar(9) not null check (part in ('species', 'condition', 'pair', 'trip')),
      species varchar(80) not null,
      k1 varchar(16) not null,
      v1 varchar(20) not null,
      k2 varchar(16) not null,
      v2 varchar(20) not null,
      n integer not null,
      outings integer not null,
      caught integer not null,
      primary key (angler_id, part, species, k1, v1, k2, v2)
    )`);
    this.addSql(`create table weather_condition_days (
      angler_id uuid not null,
      part varchar(9) not null,
      species varchar(80) not null,
      k1 varchar(16) not null,
      v1 varchar(20) not null,
      k2 varchar(16) not null,
      v2 varchar(20) not null,
      outing date not null,
      n integer not null,
      primary key (angler_id, part, species, k1, v1, k2, v2, outing)
    )`);
    // The keys of the rows kept so far, as weather's domain (tally-keys.ts) makes them for a new row.
    const keys = `
      with r as (select angler_id, subject_kind, coalesce(species, '') as species, outing, caught, pressure_trend, moon_phase, solunar,
                   light, water_band, to_char(make_date(2000, month, 1), 'FMMonth') as month_name from weather_conditions)
      select angler_id, outing, caught, 'species' as part, species, '' as k1, '' as v1, '' as k2, '' as v2 from r where subject_kind = 'catch'
      union all
      select angler_id, outing, caught, case when subject_kind = 'trip' then 'trip' else 'condition' end, s.sp, v.k, v.v, '', ''
      from r cross join lateral (values ('pressureTrend', pressure_trend), ('moonPhase', moon_phase), ('solunar', solunar), ('light', light),
        ('waterBand', water_band), ('month', month_name)) v(k, v)
      cross join lateral (select '' as sp union all select r.species where r.subject_kind = 'catch') s
      where v.v is not null
      union all
      select angler_id, outing, caught, 'pair', species, p.k1, p.v1, p.k2, p.v2
      from r cross join lateral (values ('pressureTrend', pressure_trend, 'light', light), ('solunar', solunar, 'light', light),
        ('pressureTrend', pressure_trend, 'solunar', solunar), ('moonPhase', moon_phase, 'light', light)) p(k1, v1, k2, v2)
      where subject_kind = 'catch' and p.v1 is not null and p.v2 is not null`;
    this.addSql(`insert into weather_condition_days (angler_id, part, species, k1, v1, k2, v2, outing, n)
      select angler_id, part, species, k1, v1, k2, v2, outing, count(*) from (${keys}) k group by 1, 2, 3, 4, 5, 6, 7, 8`);
    this.addSql(`insert into weather_condition_tallies (angler_id, part, species, k1, v1, k2, v2, n, outings, caught)
      select angler_id, part, species, k1, v1, k2, v2, count(*), count(distinct outing), count(*) filter (where caught)
      from (${keys}) k group by 1, 2, 3, 4, 5, 6, 7`);
    this.addSql('drop index weather_conditions_angler_idx');
    this.addSql('create index weather_conditions_angler_idx on weather_conditions (angler_id)');
  }

  override down(): void {
    this.addSql('drop index weather_conditions_angler_idx');
    this.addSql(`create index weather_conditions_angler_idx on weather_conditions (angler_id, subject_kind)
      include (species, outing, caught, pressure_trend, moon_phase, solunar, light, water_band, month)`);
    this.addSql('drop table weather_condition_days');
    this.addSql('drop table weather_condition_tallies');
  }
}
