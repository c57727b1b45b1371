import { Migration } from '@mikro-orm/migrations';

/**
 * The conditions of a catch or a trip, keyed by what they belong to (posts' catch or spots' trip id):
 * the weather of its hour and the sky of its moment, never its place. "What works for me" is kept
 * beside them as the rows are written: weather_condition_tallies holds each angler's counts by
 * condition (overall, per species, in pairs, for trips) and weather_condition_days how many of their
 * rows fall on each day fished under each (an outing counts once, and uncounts when its last row goes),
 * so the angler's answer reads a few hundred rows, however many catches they have.
 */
export class WeatherConditions20261128091244 extends Migration {
  override up(): void {
    this.addSql(`create table weather_conditions (
      subject_kind varchar(5) not null check (subject_kind in ('catch', 'trip')),
      subject_id uuid not null,
      angler_id uuid not null,
      at timestamptz not null,
      outing date not null,
      species varchar(80) null,
      caught boolean not null,
      air_temperature_c real null,
      water_temperature_c real null,
      pressure_hpa real null,
      pressure_change_3h_hpa real null,
      pressure_trend varchar(7) null,
      wind_kmh real null,
      wind_direction_deg smallint null,
      cloud_cover_pct smallint null,
      moon_phase varchar(16) not null,
      solunar varchar(5) not null,
      light varchar(5) not null,
      tide varchar(7) not null,
      water_band varchar(16) null,
      month smallint not null,
      recorded_at timestamptz not null default now(),
      primary key (subject_kind, subject_id)
    )`);
    this.addSql('create index weather_conditions_angler_idx on weather_conditions (angler_id)');
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
  }

  override down(): void {
    this.addSql('drop table weather_condition_days');
    this.addSql('drop table weather_condition_tallies');
    this.addSql('drop table weather_conditions');
  }
}
