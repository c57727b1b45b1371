import { sql, type Query } from '../../../../platform/db/sql.ts';
import type { SqlPart } from '../../../../platform/db/sql-part.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { TripCounts } from '../../application/spots-facade.ts';

/**
 * An angler's trips and successful trips among those of the privacies a viewer may see, as a part of
 * another module's statement (the profile's, identity's; `privacies` is posts' privacy rule's answer,
 * a text[] expression): a count never tells of a trip its viewer may not see. The trips shown (a
 * hidden one counts nowhere), in one walk of trips_angler_shown_idx and its heap rows; asked on every
 * read, never remembered, so a trip made private or hidden leaves every viewer's count at once.
 */
export type TripCountsPart = SqlPart<{ angler: Query<unknown>; privacies: Query<unknown> }, TripCounts>;
export const TripCountsPart = Symbol.for('spots.TripCountsPart');

const Counts = rowOf({ trips: col.number(), successfulTrips: col.number() }, { prefix: 'spots_' });

export const tripCountsPart: TripCountsPart = {
  sql: ({ angler, privacies }) =>
    sql`select count(*)::int as spots_trips, (count(*) filter (where fishing_success))::int as spots_successful_trips
        from trips where angler_id = ${angler} and hidden_at is null and privacy = any(${privacies})`,
  read: (row) => Counts.read(row),
};
