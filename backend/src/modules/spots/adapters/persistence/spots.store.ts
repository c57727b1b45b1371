import { inject } from 'inversify';
import { SPOT_LIMITS, type CreateSpot } from '@tightlines/contracts';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { TransactionsToken, type Transactions } from '../../../../platform/transactions/transactions.ts';
import {
  MyRatings,
  SpotAnswers,
  SpotPositions,
  type DirectoryFilter,
  type HeatCandidateFilter,
  type HeatCandidate,
  type ListedSpot,
  type SpotActivity,
  type SpotsStore,
  type TipRecord,
} from '../../application/spot-ports.ts';
import {
  FishedSpotShape,
  HeatCandidateShape,
  ListedSpotShape,
  ReportedConditionsShape,
  SpotActivityShape,
  TipShape,
} from './spot-records.ts';
import { SpotActivityRollup } from './spot-activity.rollup.ts';
import { TripViewsCache } from './trip-views.cache.ts';
import { anglerSharesSql, sharedTripSql, tripFactsOf } from './shared-trip.sql.ts';
import { spotNamedToThePublicSql } from './trip-precision.sql.ts';
import { shownToSql, spotFactsOf, tipFactsOf } from './hidden-place.sql.ts';

/**
 * A tip is Verified when its author is proven to catch fish at the spot apart from the tip itself:
 * a successful trip there logged before the tip, other than the trip the tip came with (spec is
 * silent; the rule is asserted in backend/test/spots/verified-tips.test.ts). A new angler's first
 * tip — shared with their first trip — is not Verified, however well that trip went.
 */
/** A trip (alias `t`) others may learn from: domain/shared-trip.ts. */
const SHARED_TRIP = sharedTripSql();
/**
 * A tip is marked verified by its angler's successful trip at the spot — only by one that names its
 * spot to the public: a trip kept at 'Place name only' or 'Hidden' must not tell anyone they fished there.
 */
const VERIFIES_A_TIP = spotNamedToThePublicSql(tripFactsOf('t'), anglerSharesSql(sql.ref('t.angler_id')));
/**
 * A tip is Verified when its author is proven to catch fish at the spot apart from the tip itself:
 * a successful trip there logged before the tip, other than the trip the tip came with (spec is
 * silent; the rule is asserted in backend/test/spots/verified-tips.test.ts). A new angler's first
 * tip — shared with their first trip — is not Verified, however well that trip went.
 */
const TIP_VERIFIED = sql`exists (select 1 from trips t
  where t.spot_id = p.spot_id and t.angler_id = p.angler_id and t.fishing_success
    and t.id is distinct from p.trip_id and t.created_at <= p.created_at and ${VERIFIES_A_TIP})`;
/** A spot (alias `s`) or tip (alias `p`) this viewer may read: domain/hidden-place.ts. */
const spotShownTo = (viewerId: string | null) => shownToSql(spotFactsOf('s'), viewerId);
const tipShownTo = (viewerId: string | null) => shownToSql(tipFactsOf('p'), viewerId);

const spotColumns = (viewerId: string | null) => sql`s.id, s.name, s.location, s.latitude, s.longitude, s.description, s.water_type,
  s.difficulty, s.access_type, s.facilities, s.species, s.rating_sum, s.rating_count, s.successful_trips, s.total_trips,
  s.successful_anglers, s.created_by, s.hidden_at, s.hidden_rule,
  (select coalesce(c.display_name, c.first_name) from spot_anglers c where c.id = s.created_by) as creator_name,
  ${viewerId ? sql`(select r.rating from spot_ratings r where r.spot_id = s.id and r.angler_id = ${viewerId}::uuid)::int` : sql`null::int`} as my_rating`;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

export class SqlSpotsStore implements SpotsStore {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(SpotActivityRollup) private readonly rollup: SpotActivityRollup,
    @inject(SpotAnswers) private readonly answers: SpotAnswers,
    @inject(MyRatings) private readonly myRatings: MyRatings,
    @inject(SpotPositions) private readonly positions: SpotPositions,
    @inject(TripViewsCache) private readonly tripViews: TripViewsCache,
  ) {}

  async directory(f: DirectoryFilter, viewerId: string | null): Promise<ListedSpot[]> {
    const rows = await this.db.rows(sql`select ${spotColumns(viewerId)} from spots s where ${spotShownTo(viewerId)}
      ${f.search ? sql`and s.search_text like ${like(f.search.toLowerCase())}` : sql``}
      ${f.waterTypes ? sql`and s.water_type = any(${f.waterTypes}::text[])` : sql``}
      ${f.difficulty ? sql`and s.difficulty = ${f.difficulty}` : sql``}
      ${f.location ? sql`and s.location ilike ${like(f.location)}` : sql``}
      order by s.name, s.id limit ${sql.lit(f.limit ?? SPOT_LIMITS.directorySpots)}`);
    return rows.map(ListedSpotShape.read);
  }

  async hiddenSpotAuthors(): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>(
      sql`select distinct created_by as id from spots where hidden_at is not null and created_by is not null`,
    );
    return rows.map((r) => r.id);
  }

  async cards(spotIds: string[]): Promise<ListedSpot[]> {
    // Prepared: the nearby list's cards not yet remembered, by primary key.
    const rows = await this.db.prepared(
      'spots.cards',
      sql`select ${spotColumns(null)} from spots s where s.id = any(${spotIds}::text[]) and ${spotShownTo(null)}`,
    );
    return rows.map(ListedSpotShape.read);
  }

  async ownHiddenCards(spotIds: string[], authorId: string): Promise<ListedSpot[]> {
    const rows = await this.db.rows(sql`select ${spotColumns(authorId)} from spots s
      where s.id = any(${spotIds}::text[]) and s.created_by = ${authorId}::uuid and s.hidden_at is not null`);
    return rows.map(ListedSpotShape.read);
  }

  async one(id: string, viewerId: string | null): Promise<ListedSpot | null> {
    const [row] = await this.db.rows(sql`select ${spotColumns(viewerId)} from spots s where s.id = ${id} and ${spotShownTo(viewerId)}`);
    return row ? ListedSpotShape.read(row) : null;
  }

  async fishedBy(anglerId: string) {
    const rows = await this.db.rows(sql`
      select s.id as spot_id, s.name, s.latitude, s.longitude, s.water_type, (count(*) filter (where t.fishing_success))::int as successes
      from trips t join spots s on s.id = t.spot_id where t.angler_id = ${anglerId}::uuid
      group by s.id order by count(*) desc, s.id limit 20`);
    return rows.map(FishedSpotShape.read);
  }

  async create(id: string, spot: CreateSpot, createdBy: string): Promise<void> {
    await this.db.run(sql`insert into spots (id, name, description, location, latitude, longitude, water_type, access_type, difficulty,
        facilities, species, created_by)
      values (${id}, ${spot.name}, ${spot.description}, ${spot.location}, ${spot.latitude}::float8, ${spot.longitude}::float8,
        ${spot.waterType}, ${spot.accessType}, ${spot.difficulty}, ${spot.facilities}::text[], ${spot.species}::text[], ${createdBy}::uuid)`);
    this.positions.added();
    this.answers.changed();
  }

  async activitySince(since: Date, spotIds: string[] | null): Promise<SpotActivity[]> {
    const onlyDays = spotIds ? sql`and d.spot_id = any(${spotIds}::text[])` : sql``;
    const onlyTrips = spotIds ? sql`and t.spot_id = any(${spotIds}::text[])` : sql``;
    const onlyAnglers = spotIds ? sql`and x.spot_id = any(${spotIds}::text[])` : sql``;
    const firstDay = sql`(${since}::timestamptz at time zone 'UTC')::date`;
    const rows = await this.db.rows(sql`
      select spot_id, sum(trips)::int as trips, sum(successes)::int as successes, max(anglers)::int as anglers,
        sum(dawn)::int as dawn, sum(morning)::int as morning, sum(afternoon)::int as afternoon, sum(evening)::int as evening,
        sum(night)::int as night, max(last_at) as last_at
      from (
        select d.spot_id, d.trips, d.successes, 0 as anglers, d.dawn, d.morning, d.afternoon, d.evening, d.night, null::timestamptz as last_at
        from spot_activity_days d where d.day > ${firstDay} ${onlyDays}
        union all
        select t.spot_id, 1, t.fishing_success::int, 0, (t.fishing_success and t.time_of_day = 'dawn')::int,
          (t.fishing_success and t.time_of_day = 'morning')::int, (t.fishing_success and t.time_of_day = 'afternoon')::int,
          (t.fishing_success and t.time_of_day = 'evening')::int, (t.fishing_success and t.time_of_day = 'night')::int, null
        from trips t where t.spot_id is not null and t.created_at >= ${since}::timestamptz
          and t.created_at < ((${firstDay} + 1)::timestamp at time zone 'UTC') and ${SHARED_TRIP} ${onlyTrips}
        union all
        select x.spot_id, 0, 0, count(*), 0, 0, 0, 0, 0, max(x.shared_last_at) from spot_angler_activity x
        where x.shared_trips > 0 and x.shared_last_at >= ${since}::timestamptz ${onlyAnglers} group by x.spot_id
      ) activity
      group by spot_id`);
    return rows.map(SpotActivityShape.read);
  }

  async heatCandidates(f: HeatCandidateFilter): Promise<HeatCandidate[]> {
    const rows = await this.db.rows(sql`select s.id, s.name, s.location, s.latitude, s.longitude, s.description, s.water_type,
        s.difficulty, s.access_type, s.facilities, s.species, s.rating_sum, s.rating_count, s.successful_anglers
      from spots s where ${spotShownTo(null)}
      ${f.waterTypes ? sql`and s.water_type = any(${f.waterTypes}::text[])` : sql``}
      ${f.minRating > 0 ? sql`and s.rating_count > 0 and s.rating_sum >= ${f.minRating}::float8 * s.rating_count` : sql``}
      ${f.species ? sql`and exists (select 1 from unnest(s.species) x where regexp_replace(lower(x), '[[:space:]]+', '-', 'g') = ${f.species})` : sql``}`);
    return rows.map(HeatCandidateShape.read);
  }

  rate(spotId: string, anglerId: string, rating: number) {
    return this.transactions.run(async () => {
      const [spot] = await this.db.rows(sql`select s.id from spots s where s.id = ${spotId} and ${spotShownTo(anglerId)} for update of s`);
      if (!spot) return null;
      const [old] = await this.db.rows<{ rating: number }>(sql`
        select rating::int as rating from spot_ratings where spot_id = ${spotId} and angler_id = ${anglerId}::uuid`);
      await this.db.run(sql`insert into spot_ratings (spot_id, angler_id, rating) values (${spotId}, ${anglerId}::uuid, ${rating}::int)
        on conflict (spot_id, angler_id) do update set rating = excluded.rating, rated_at = now()`);
      const [row] = await this.db.rows<{ sum: number; count: number }>(sql`update spots
        set rating_sum = rating_sum + ${rating - (old?.rating ?? 0)}::int, rating_count = rating_count + ${old ? 0 : 1}::int
        where id = ${spotId} returning rating_sum as sum, rating_count as count`);
      this.answers.changed();
      this.myRatings.changed(anglerId);
      return row!;
    });
  }

  async tips(spotId: string, viewerId: string | null, tipId?: string): Promise<TipRecord[]> {
    const rows =
      await this.db.rows(sql`select p.id, p.angler_id, p.hidden_at, p.hidden_rule, p.title, p.content, p.category, p.upvotes, p.downvotes, p.created_at,
        ${TIP_VERIFIED} as verified,
        ${viewerId ? sql`(select v.vote::int from spot_tip_votes v where v.tip_id = p.id and v.angler_id = ${viewerId}::uuid)` : sql`null::int`} as my_vote,
        a.display_name, a.first_name, a.profile_image_url
      from spot_tips p left join spot_anglers a on a.id = p.angler_id
      where ${tipId ? sql`p.id = ${tipId}::uuid` : sql`p.spot_id = ${spotId}`} and ${tipShownTo(viewerId)}
      order by p.created_at desc, p.id limit 200`);
    return rows.map(TipShape.read);
  }

  async tipSpot(tipId: string, viewerId: string): Promise<string | null> {
    if (!isUuid(tipId)) return null;
    const [row] = await this.db.rows<{ spot_id: string }>(
      sql`select p.spot_id from spot_tips p where p.id = ${tipId}::uuid and ${tipShownTo(viewerId)}`,
    );
    return row?.spot_id ?? null;
  }

  async addTip(id: string, spotId: string, anglerId: string, tip: { title: string; content: string; category: string }, at: Date) {
    await this.db.run(sql`insert into spot_tips (id, spot_id, angler_id, title, content, category, created_at)
      values (${id}::uuid, ${spotId}, ${anglerId}::uuid, ${tip.title}, ${tip.content}, ${tip.category}, ${at}::timestamptz)`);
  }

  vote(tipId: string, anglerId: string, vote: -1 | 0 | 1): Promise<boolean> {
    return this.transactions.run(async () => {
      const [tip] = await this.db.rows(
        sql`select p.id from spot_tips p where p.id = ${tipId}::uuid and ${tipShownTo(anglerId)} for update of p`,
      );
      if (!tip) return false;
      const [old] = await this.db.rows<{ vote: number }>(sql`
        select vote::int as vote from spot_tip_votes where tip_id = ${tipId}::uuid and angler_id = ${anglerId}::uuid`);
      const before = old?.vote ?? 0;
      if (before === vote) return true;
      if (vote === 0) await this.db.run(sql`delete from spot_tip_votes where tip_id = ${tipId}::uuid and angler_id = ${anglerId}::uuid`);
      else
        await this.db.run(sql`insert into spot_tip_votes (tip_id, angler_id, vote) values (${tipId}::uuid, ${anglerId}::uuid, ${vote}::int)
          on conflict (tip_id, angler_id) do update set vote = excluded.vote`);
      const up = (vote === 1 ? 1 : 0) - (before === 1 ? 1 : 0);
      const down = (vote === -1 ? 1 : 0) - (before === -1 ? 1 : 0);
      await this.db.run(
        sql`update spot_tips set upvotes = upvotes + ${up}::int, downvotes = downvotes + ${down}::int where id = ${tipId}::uuid`,
      );
      return true;
    });
  }

  async recentConditions(spotId: string, limit: number) {
    const rows = await this.db.rows(sql`
      select t.weather_condition, t.water_condition, t.temperature, t.notes, t.created_at from trips t
      where t.spot_id = ${spotId} and ${SHARED_TRIP} order by t.created_at desc, t.id limit ${sql.lit(limit)}`);
    return rows.map(ReportedConditionsShape.read);
  }

  async caught(anglerId: string, species: string): Promise<void> {
    await this.db.run(sql`insert into spot_angler_species as x (angler_id, species, catches) values (${anglerId}::uuid, ${species}, 1)
      on conflict (angler_id, species) do update set catches = x.catches + 1`);
  }

  speciesCaughtBy(anglerId: string) {
    return this.db.rows<{ species: string; catches: number }>(sql`select species, catches from spot_angler_species
      where angler_id = ${anglerId}::uuid order by catches desc, species limit 10`);
  }

  /**
   * Spots' copy of an angler's card (names and picture). The 'Share Trip Locations' switch is taken
   * from the card only when the card first arrives — afterwards only `sharingSet` changes it, in
   * identity's own transaction, so a card event arriving late can never turn sharing back on. A first
   * card that shares brings their trips into the heat map's rollups in the same transaction (the
   * upsert locks their row, so a trip being logged waits or is counted by the recount).
   */
  cardChanged(card: {
    id: string;
    displayName: string | null;
    firstName: string | null;
    profileImageUrl: string | null;
    shareTripLocations: boolean;
  }) {
    return this.transactions.run(async () => {
      const [before] = await this.#holdAngler(card.id);
      await this.db.run(sql`insert into spot_anglers (id, display_name, first_name, profile_image_url, share_trip_locations)
        values (${card.id}::uuid, ${card.displayName}, ${card.firstName}, ${card.profileImageUrl}, ${card.shareTripLocations})
        on conflict (id) do update set display_name = excluded.display_name, first_name = excluded.first_name,
          profile_image_url = excluded.profile_image_url`);
      // Their trip cards show the card: forgotten once committed.
      this.tripViews.forgetTripsOf(card.id);
      if (!before && card.shareTripLocations) await this.rollup.anglerSharingChanged(card.id, true);
      // A creator's name shows in the directory's remembered answers.
      else this.answers.changed();
    });
  }

  /**
   * The angler's 'Share Trip Locations' switch, set inside identity's transaction: off, their trips'
   * places leave every read of others before the switch answers (trip cards check it on every read
   * that would show a place) and their trips leave the heat map's rollups with it.
   */
  async sharingSet(anglerId: string, shares: boolean): Promise<void> {
    const [before] = await this.#holdAngler(anglerId);
    await this.db.run(sql`insert into spot_anglers (id, share_trip_locations) values (${anglerId}::uuid, ${shares})
      on conflict (id) do update set share_trip_locations = excluded.share_trip_locations`);
    this.tripViews.forgetTripsOf(anglerId);
    if ((before?.shares ?? false) !== shares) await this.rollup.anglerSharingChanged(anglerId, shares);
  }

  #holdAngler(anglerId: string) {
    return this.db.rows<{ shares: boolean }>(sql`
      select share_trip_locations as shares from spot_anglers where id = ${anglerId}::uuid for update`);
  }
}
