import { inject } from 'inversify';
import { isId } from '../../../../shared/kernel/ids.ts';
import { sql, SqlToken, type Query, type Sql } from '../../../../platform/db/sql.ts';
import type { TripView, TripViews } from '../../application/trip-ports.ts';
import { TRIP_COLUMNS, tripPropsOf, type TripRow } from './trip-row.ts';

interface TripViewRow extends TripRow {
  spot_name: string | null;
  tip_id: string | null;
  tip_title: string | null;
  tip_content: string | null;
  tip_category: NonNullable<TripView['tip']>['category'] | null;
  card_id: string | null;
  card_display_name: string | null;
  card_first_name: string | null;
  card_profile_image_url: string | null;
  card_share_trip_locations: boolean | null;
}

/** A trip with its spot's name, the tip it shared and its angler's card (spots' own copy). */
const viewsWhere = (where: Query<unknown>) => sql<TripViewRow>`select ${TRIP_COLUMNS}, s.name as spot_name,
    tip.id as tip_id, tip.title as tip_title, tip.content as tip_content, tip.category as tip_category,
    a.id as card_id, a.display_name as card_display_name, a.first_name as card_first_name,
    a.profile_image_url as card_profile_image_url, a.share_trip_locations as card_share_trip_locations
  from trips t
  left join spots s on s.id = t.spot_id
  left join lateral (select p.id, p.title, p.content, p.category from spot_tips p where p.trip_id = t.id order by p.created_at, p.id limit 1) tip on true
  left join spot_anglers a on a.id = t.angler_id
  where ${where}
  order by t.created_at desc, t.id desc`;

const toView = (r: TripViewRow): TripView => ({
  ...tripPropsOf(r),
  spotName: r.spot_name,
  tip: r.tip_id ? { id: r.tip_id, title: r.tip_title!, content: r.tip_content!, category: r.tip_category! } : null,
  angler: r.card_id
    ? { displayName: r.card_display_name, firstName: r.card_first_name, profileImageUrl: r.card_profile_image_url, shareTripLocations: !!r.card_share_trip_locations }
    : null,
});

export class SqlTripViews implements TripViews {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async byIds(ids: readonly string[]): Promise<Map<string, TripView>> {
    const wanted = ids.filter(isId);
    if (!wanted.length) return new Map();
    // Prepared (parsed and planned once per connection): the Following feed's trip cards read it every page.
    const rows = await this.db.prepared('spots.trip-views-by-ids', viewsWhere(sql`t.id = any(${wanted}::uuid[])`));
    return new Map(rows.map((r) => [r.id, toView(r)]));
  }

  async allOf(anglerId: string): Promise<TripView[]> {
    if (!isId(anglerId)) return [];
    return (await this.db.rows(viewsWhere(sql`t.angler_id = ${anglerId}::uuid`))).map(toView);
  }
}
