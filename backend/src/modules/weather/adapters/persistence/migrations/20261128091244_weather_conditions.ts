import { Migration } from '@mikro-orm/migrations';

/**
 * The conditions of a catch or a trip, keyed by what they belong to (posts' catch or spots' trip id):
 * the weather of its hour and the sky of its moment, never its place. The angler, species, outcome
 * and outing day are copied in so "what works for me" is one index-only aggregate over the angler's
 * own rows, without reaching into posts' or spots' tables.
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
    this.addSql(`create index weather_conditions_angler_idx on weather_conditions (angler_id, subject_kind)
      include (species, outing, caught, pressure_trend, moon_phase, solunar, light, water_band, month)`);
  }

  override down(): void {
    this.addSql('drop table weather_conditions');
  }
}
