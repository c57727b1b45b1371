import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { reportExcerpt, type ModeratedContent, type ReportableKind, type ReportedItem } from '../../../moderation/index.ts';
import { SpotAnswers, SpotPositions } from '../../application/spot-ports.ts';
import { shownToSql, spotFactsOf, tipFactsOf } from './hidden-place.sql.ts';
import { TripViewsCache } from './trip-views.cache.ts';

/** A spot or tip as a report describes it; a tip names its spot. */
const ReportedPlace = rowOf({
  authorId: col.text().nullable(),
  title: col.text().nullable(),
  text: col.text().nullable(),
  createdAt: col.time(),
  spotName: col.text().nullable(),
});

/**
 * Spots' side of moderation: spots and tips as a report and the operator's console describe them, hidden
 * and shown again in the action's transaction (the shared answers forgotten once it commits), and a spot
 * removed for good. A spot or tip whose author's account is gone has no one to act on: it reads as absent.
 */
export class ModeratedPlaces implements ModeratedContent {
  readonly kinds: readonly ReportableKind[] = ['spot', 'tip'];

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(SpotAnswers) private readonly answers: SpotAnswers,
    @inject(SpotPositions) private readonly positions: SpotPositions,
    @inject(TripViewsCache) private readonly tripViews: TripViewsCache,
  ) {}

  seenBy(kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null> {
    return this.#describe(kind, itemId, viewerId);
  }

  forOperator(kind: ReportableKind, itemId: string): Promise<ReportedItem | null> {
    return this.#describe(kind, itemId, 'operator');
  }

  async setHidden(kind: ReportableKind, itemId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<void> {
    const at = hidden?.at ?? null;
    const rule = hidden?.ruleId ?? null;
    if (kind === 'spot')
      await this.db.run(sql`update spots set hidden_at = ${at}::timestamptz, hidden_rule = ${rule} where id = ${itemId}`);
    else if (isId(itemId))
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
    await this.db.run(sql`delete from spot_ratings where spot_id = ${itemId}`);
    await this.db.run(sql`delete from spot_activity_days where spot_id = ${itemId}`);
    await this.db.run(sql`delete from spot_angler_activity where spot_id = ${itemId}`);
    await this.db.run(sql`delete from spots where id = ${itemId}`);
    for (const trip of trips) this.tripViews.forgetTrip(trip.id);
    this.positions.added();
    this.answers.changed();
  }

  async #describe(kind: ReportableKind, itemId: string, viewerId: string | 'operator'): Promise<ReportedItem | null> {
    const viewer = viewerId === 'operator' ? null : viewerId;
    const [found] =
      kind === 'spot'
        ? await this.db.rows(sql`select s.created_by as author_id, s.name as title, s.description as text, s.created_at,
              null as spot_name
            from spots s where s.id = ${itemId} ${viewer ? sql`and ${shownToSql(spotFactsOf('s'), viewer)}` : sql``}`)
        : isId(itemId)
          ? await this.db.rows(sql`select p.angler_id as author_id, p.title, p.content as text, p.created_at, s.name as spot_name
              from spot_tips p join spots s on s.id = p.spot_id where p.id = ${itemId}::uuid
              ${viewer ? sql`and ${shownToSql(tipFactsOf('p'), viewer)} and ${shownToSql(spotFactsOf('s'), viewer)}` : sql``}`)
          : [];
    const place = found ? ReportedPlace.read(found) : null;
    if (!place?.authorId) return null;
    return {
      kind,
      itemId,
      authorId: place.authorId,
      title: place.title,
      excerpt: reportExcerpt(place.text),
      // A spot opens as a dialog over the directory: no page of its own to link.
      link: null,
      createdAt: place.createdAt,
      context: place.spotName ? [{ authorId: null, excerpt: `At ${place.spotName}`, at: place.createdAt, isReported: false }] : [],
    };
  }
}
