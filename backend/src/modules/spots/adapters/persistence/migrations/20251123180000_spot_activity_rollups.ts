import { Migration } from '@mikro-orm/migrations';

/**
 * The heat map's rollups, kept exact in the transaction of every trip added or removed (and when an
 * angler turns 'Share Trip Locations' on or off), so the heat map sums a few rows per spot instead of
 * scanning trips:
 *
 * - spot_activity_days: per spot and UTC day, the SHARED trips (at a spot, location shared, by an angler
 *   who shares trip locations), their successes, and the successes by time of day (best time of day).
 * - spot_angler_activity: per spot and angler, all their trips' successes there (Verified counts
 *   successful anglers, a public figure that names nobody) and their shared trips with the newest one
 *   (different anglers in a range = rows whose newest shared trip is in it).
 * - spots.successful_anglers: how many anglers have a successful trip there (Verified at 3).
 *
 * Existing trips are rolled up here once; the same rules then run in the trips' transactions.
 */
export class SpotActivityRollups20251123180000 extends Migration {
  override up(): void {
    this.addSql(`
      create table spot_activity_days (
        spot_id varchar(64) not null references spots (id),
        day date not null,
        trips integer not null default 0 check (trips >= 0),
        successes integer not null default 0 check (successes >= 0),
        dawn integer not null default 0 check (dawn >= 0),
        morning integer not null default 0 check (morning >= 0),
        afternoon integer not null default 0 check (afternoon >= 0),
        evening integer not null default 0 check (evening >= 0),
        night integer not null default 0 check (night >= 0),
        primary key (spot_id, day)
      )`);
    this.addSql(
      'create index spot_activity_days_day_idx on spot_activity_days (day, spot_id) include (trips, successes, dawn, morning, afternoon, evening, night)',
    );
    this.addSql(`
      create table spot_angler_activity (
        spot_id varchar(64) not null references spots (id),
        angler_id uuid not null,
        successes integer not null default 0 check (successes >= 0),
        shared_trips integer not null default 0 check (shared_trips >= 0),
        shared_last_at timestamptz null,
        primary key (spot_id, angler_id)
      )`);
    this.addSql('create index spot_angler_activity_recent_idx on spot_angler_activity (shared_last_at, spot_id) where shared_trips > 0');
    this.addSql('alter table spots add column successful_anglers integer not null default 0 check (successful_anglers >= 0)');
    // The partial first day of a rolling range is read from trips themselves, by time.
    this.addSql('create index trips_spot_time_idx on trips (created_at) where spot_id is not null');
    // The directory's nearby box and name order.
    this.addSql('create index spots_latitude_idx on spots (latitude, longitude)');
    this.addSql('create index spots_name_idx on spots (name, id)');

    this.addSql(`
      insert into spot_angler_activity (spot_id, angler_id, successes, shared_trips, shared_last_at)
      select t.spot_id, t.angler_id, (count(*) filter (where t.fishing_success))::int,
        (count(*) filter (where t.share_location and coalesce(a.share_trip_locations, false)))::int,
        max(t.created_at) filter (where t.share_location and coalesce(a.share_trip_locations, false))
      from trips t left join spot_anglers a on a.id = t.angler_id
      where t.spot_id is not null group by t.spot_id, t.angler_id`);
    this.addSql(`update spots s set successful_anglers = x.n
      from (select spot_id, count(*)::int as n from spot_angler_activity where successes > 0 group by spot_id) x where x.spot_id = s.id`);
    this.addSql(`
      insert into spot_activity_days (spot_id, day, trips, successes, dawn, morning, afternoon, evening, night)
      select t.spot_id, (t.created_at at time zone 'UTC')::date, count(*)::int, (count(*) filter (where t.fishing_success))::int,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'dawn'))::int,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'morning'))::int,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'afternoon'))::int,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'evening'))::int,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'night'))::int
      from trips t join spot_anglers a on a.id = t.angler_id and a.share_trip_locations
      where t.spot_id is not null and t.share_location
      group by 1, 2`);
  }

  override down(): void {
    this.addSql('drop index spots_name_idx');
    this.addSql('drop index spots_latitude_idx');
    this.addSql('drop index trips_spot_time_idx');
    this.addSql('alter table spots drop column successful_anglers');
    this.addSql('drop table spot_angler_activity');
    this.addSql('drop table spot_activity_days');
  }
}
