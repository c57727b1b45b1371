import { Migration } from '@mikro-orm/migrations';

/**
 * A spot's trips and successful trips now count only the trips whose spot the public is told (shown,
 * sharing their location, kept at 'About 10 km' or finer: spots' countsOnItsSpot). Trips that did not
 * share their location used to count; every spot is counted again from its trips under the new rule,
 * so later edits and deletes move the figures from where the rule puts them.
 */
export class SpotCountsNamedTrips20261128092705 extends Migration {
  override up(): void {
    this.addSql(`update spots s set total_trips = x.trips, successful_trips = x.successes
      from (select s2.id, count(t.id)::int as trips, (count(t.id) filter (where t.fishing_success))::int as successes
            from spots s2 left join trips t on t.spot_id = s2.id and t.hidden_at is null and t.share_location
              and t.public_precision in ('exact', '1km', '10km')
            group by s2.id) x
      where s.id = x.id and (s.total_trips, s.successful_trips) is distinct from (x.trips, x.successes)`);
  }

  override down(): void {
    this.addSql(`update spots s set total_trips = x.trips, successful_trips = x.successes
      from (select s2.id, count(t.id)::int as trips, (count(t.id) filter (where t.fishing_success))::int as successes
            from spots s2 left join trips t on t.spot_id = s2.id and t.hidden_at is null group by s2.id) x
      where s.id = x.id`);
  }
}
