import { inject } from 'inversify';
import { isId } from '../../../../shared/kernel/ids.ts';
import { sql, SqlToken, type Query, type Sql } from '../../../../platform/db/sql.ts';
import type { PrecisionsNow, TripView, TripViews } from '../../application/trip-ports.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { TRIP_COLUMNS, tripPropsOf } from './trip-row.ts';
import { placeSharedSql, tripFactsOf } from './shared-trip.sql.ts';

const SpotName = rowOf({ spotName: col.text().nullable() });
const Spot = rowOf({ id: col.text().nullable(), createdBy: col.text().nullable(), hiddenAt: col.time().nullable() }, { prefix: 'spot_' });
const Tip = rowOf(
  { id: col.text().nullable(), title: col.text(), content: col.text(), category: col.of<NonNullable<TripView['tip']>['category']>() },
  { prefix: 'tip_' },
);
const Card = rowOf(
  {
    id: col.text().nullable(),
    displayName: col.text().nullable(),
    firstName: col.text().nullable(),
    profileImageUrl: col.text().nullable(),
    shareTripLocations: col.bool().or(false),
  },
  { prefix: 'card_' },
);

/** A trip with its spot's name, the tip it shared and its angler's card (spots' own copy). */
const viewsWhere = (
  where: Query<unknown>,
) => sql`select ${TRIP_COLUMNS}, s.name as spot_name, s.id as spot_id, s.created_by as spot_created_by, s.hidden_at as spot_hidden_at,
    tip.id as tip_id, tip.title as tip_title, tip.content as tip_content, tip.category as tip_category,
    a.id as card_id, a.display_name as card_display_name, a.first_name as card_first_name,
    a.profile_image_url as card_profile_image_url, a.share_trip_locations as card_share_trip_locations
  from trips t
  left join spots s on s.id = t.spot_id
  left join lateral (select p.id, p.title, p.content, p.category from spot_tips p where p.trip_id = t.id order by p.created_at, p.id limit 1) tip on true
  left join spot_anglers a on a.id = t.angler_id
  where ${where}
  order by t.created_at desc, t.id desc`;

const toView = (row: unknown): TripView => {
  const { id: tipId, ...tip } = Tip.read(row);
  const { id: cardId, ...angler } = Card.read(row);
  const spot = Spot.read(row);
  return {
    ...tripPropsOf(row),
    ...SpotName.read(row),
    spot: spot.id ? { authorId: spot.createdBy, hiddenAt: spot.hiddenAt } : null,
    tip: tipId ? { id: tipId, ...tip } : null,
    angler: cardId ? angler : null,
  };
};

export class SqlTripViews implements TripViews {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async byIds(ids: readonly string[]): Promise<Map<string, TripView>> {
    const wanted = ids.filter(isId);
    if (!wanted.length) return new Map();
    // Prepared (parsed and planned once per connection): the Following feed's trip cards read it every page.
    const rows = await this.db.prepared('spots.trip-views-by-ids', viewsWhere(sql`t.id = any(${wanted}::uuid[])`));
    return new Map(rows.map(toView).map((view) => [view.id, view]));
  }

  async placesSharedNow(ids: readonly string[]): Promise<Map<string, PrecisionsNow>> {
    const wanted = ids.filter(isId);
    if (!wanted.length) return new Map();
    const rows = await this.db.prepared<PrecisionsNow & { id: string }>(
      'spots.trip-places-shared-now',
      sql`select t.id, t.public_precision as "publicPrecision", t.mates_precision as "matesPrecision"
          from trips t where t.id = any(${wanted}::uuid[]) and ${placeSharedSql(tripFactsOf('t'))}`,
    );
    return new Map(rows.map(({ id, ...precisions }) => [id, precisions]));
  }

  async allOf(anglerId: string): Promise<TripView[]> {
    if (!isId(anglerId)) return [];
    return (await this.db.rows(viewsWhere(sql`t.angler_id = ${anglerId}::uuid`))).map(toView);
  }
}
