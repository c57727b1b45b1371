import { Migration } from '@mikro-orm/migrations';

/**
 * Spots, the trips anglers log and the tips they share. A spot's trip count is a counter kept in the
 * same transaction as the trip (exact under concurrency) so "most trips first" is one index read.
 * Angler ids are not foreign keys: anglers belong to identity, and modules never join each other's
 * tables.
 */
export class SpotsTripsTips20251121200100 extends Migration {
  override up(): void {
    this.addSql(`
      create table spots (
        id varchar(64) primary key,
        name varchar(200) not null,
        location varchar(200) null,
        latitude double precision not null check (latitude between -90 and 90),
        longitude double precision not null check (longitude between -180 and 180),
        water_type varchar(40) null,
        created_by uuid null,
        total_trips integer not null default 0 check (total_trips >= 0),
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index spots_popular_idx on spots (total_trips desc, id)');
    this.addSql(`
      create table trips (
        id uuid primary key,
        angler_id uuid not null,
        spot_id varchar(64) null references spots (id),
        fishing_success boolean not null,
        water_condition varchar(10) null check (water_condition in ('clear', 'murky', 'choppy', 'calm')),
        weather_condition varchar(10) null check (weather_condition in ('sunny', 'cloudy', 'rainy', 'windy')),
        temperature real null,
        time_of_day varchar(10) null check (time_of_day in ('dawn', 'morning', 'afternoon', 'evening', 'night')),
        notes text null,
        share_location boolean not null default true,
        location varchar(200) null,
        latitude double precision null,
        longitude double precision null,
        created_at timestamptz not null default now(),
        check (spot_id is not null or (location is not null and latitude is not null and longitude is not null))
      )`);
    // An angler's trips newest first; fishing_success included so counting Trips/Successful is index-only.
    this.addSql('create index trips_angler_idx on trips (angler_id, created_at desc, id) include (fishing_success)');
    this.addSql('create index trips_spot_idx on trips (spot_id, created_at desc, id) where spot_id is not null');
    this.addSql(`
      create table spot_tips (
        id uuid primary key,
        spot_id varchar(64) not null references spots (id),
        angler_id uuid not null,
        trip_id uuid null references trips (id) on delete set null,
        title varchar(120) not null,
        content text not null,
        category varchar(12) not null check (category in ('bait', 'technique', 'timing', 'location', 'weather', 'equipment')),
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index spot_tips_spot_idx on spot_tips (spot_id, created_at desc, id)');
  }

  override down(): void {
    this.addSql('drop table spot_tips');
    this.addSql('drop table trips');
    this.addSql('drop table spots');
  }
}
