import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { reportExcerpt, type ModeratedContent, type ReportableKind, type ReportedItem } from '../../../moderation/index.ts';
import { MyRatings, SpotAnswers, SpotPositions } from '../../application/spot-ports.ts';
import { shownToSql, spotFactsOf, tipFactsOf } from './hidden-place.sql.ts';
import { TripViewsCache } from './trip-views.cache.ts';

/** A spot or tip as a report describes it; a tip names its spot. */
const ReportedPlace = rowOf({
  id: col.text(),
  authorId: col.text().nullable(),
  title: col.text().nullable(),
  text: col.text().nullable(),
  createdAt: col.time(),
  spotName: col.text().nullable(),
});

/**
 * Spots' side of moderation: spots and tips as a report and the operator's console describe them, hidden
 * and shown again in the action's transaction (the shared answers forgotten once it commits), and a spot
 * removed for good. A spot or tip outlives its author's deleted account (the directory keeps it): it can
 * still be reported, hidden and removed, with no author to warn, suspend or ban.
 */
export class ModeratedPlaces implements ModeratedContent {
  readonly kinds: readonly ReportableKind[] = ['spot', 'tip'];

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(SpotAnswers) private readonly answers: SpotAnswers,
    @inject(MyRatings) private readonly myRatings: MyRatings,
    @inject(SpotPositions) private readonly positions: SpotPositions,
    @inject(TripViewsCache) private readonly tripViews: TripViewsCache,
  ) {}

  async seenBy(kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null> {
    return (await this.#describe(kind, [itemId], viewerId))[0] ?? null;
  }

  async forOperator(kind: ReportableKind, itemId: string): Promise<ReportedItem | null> {
    return (await this.#describe(kind, [itemId], null))[0] ?? null;
  }

  async forOperatorMany(kind: ReportableKind, itemIds: readonly string[]): Promise<ReportedItem[]> {
    // A queue page lists each item alone: a tip's spot is its context, read when the item is opened.
    return (await this.#describe(kind, itemIds, null)).map((item) => ({ ...item, context: [] }));
  }

  async setHidden(kind: ReportableKind, itemId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<void> {
    const at = hidden?.at ?? null;
    const rule = hidden?.ruleId ?? null;
    if (kind === 'spot') {
      await this.db.run(sql`update spots set hidden_at = ${at}::timestamptz, hidden_rule = ${rule} where id = ${itemId}`);
      // Trip cards name their spot: those at this one are read again once this commits.
      this.tripViews.forgetTripsAt(itemId);
    } else if (isId(itemId))
      await this.db.run(sql`update spot_tips set hidden_at = ${at}::timestamptz, hidden_rule = ${rule} where id = ${itemId}::uuid`);
    // The directory, nearby cards, recommendations and the heat map are remembered answers: forgotten once this commits.
    this.answers.changed();
  }

  /**
   * A spot removed for good: its tips, ratings and rollups go with it; the trips logged there stay their
   * anglers', as trips to a custom place where the spot was.
   */
  async remove(kind: ReportableKind, itemId: string): Promise<void> {
    if (kind !== 'spot') return;
    const trips = await this.db.rows<{ id: string }>(sql`update trips t set spot_id = null, location = coalesce(t.location, s.name),
        latitude = coalesce(t.latitude, s.latitude), longitude = coalesce(t.longitude, s.longitude)
      from spots s where s.id = t.spot_id and t.spot_id = ${itemId} returning t.id`);
    await this.db.run(sql`delete from spot_tips where spot_id = ${itemId}`);
    const raters = await this.db.rows<{ angler_id: string }>(sql`delete from spot_ratings where spot_id = ${itemId} returning angler_id`);
    for (const r of raters) this.myRatings.changed(r.angler_id);
    await this.db.run(sql`delete from spot_activity_days where spot_id = ${itemId}`);
    await this.db.run(sql`delete from spot_angler_activity where spot_id = ${itemId}`);
    await this.db.run(sql`delete from spots where id = ${itemId}`);
    for (const trip of trips) this.tripViews.forgetTrip(trip.id);
    this.positions.added();
    this.answers.changed();
  }

  /** `viewer` null: the operator, who sees them hidden or not. */
  async #describe(kind: ReportableKind, itemIds: readonly string[], viewer: string | null): Promise<ReportedItem[]> {
    const tipIds = itemIds.filter(isId);
    const found =
      kind === 'spot'
        ? await this.db.rows(sql`select s.id, s.created_by as author_id, s.name as title, s.description as text, s.created_at,
              null as spot_name
            from spots s where s.id = any(${[...itemIds]}::text[]) ${viewer ? sql`and ${shownToSql(spotFactsOf('s'), viewer)}` : sql``}`)
        : tipIds.length
          ? await this.db.rows(sql`select p.id::text, p.angler_id as author_id, p.title, p.content as text, p.created_at, s.name as spot_name
              from spot_tips p join spots s on s.id = p.spot_id where p.id = any(${tipIds}::uuid[])
              ${viewer ? sql`and ${shownToSql(tipFactsOf('p'), viewer)} and ${shownToSql(spotFactsOf('s'), viewer)}` : sql``}`)
          : [];
    return found.map((row) => {
      const place = ReportedPlace.read(row);
      return {
        kind,
        itemId: place.id,
        authorId: place.authorId,
        title: place.title,
        excerpt: reportExcerpt(place.text),
        // A spot opens as a dialog over the directory: no page of its own to link.
        link: null,
        createdAt: place.createdAt,
        context: place.spotName ? [{ authorId: null, excerpt: `At ${place.spotName}`, at: place.createdAt, isReported: false }] : [],
      };
    });
  }
}
