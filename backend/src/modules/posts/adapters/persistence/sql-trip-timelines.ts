import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { TripTimelines } from '../../application/trip-timelines.ts';
import type { PostPrivacy } from '../../domain/visibility.ts';
import { othersInAudienceSql } from './visibility.sql.ts';
import { backfillSql, removeSql, TRIP_TIMELINES, trimSql } from './timeline-rows.sql.ts';

interface Entry {
  author_id: string;
  privacy: PostPrivacy;
}

/**
 * trip_timelines: the primary key (reader, time, trip) includes author and privacy, so a page is an
 * index-only walk of the reader's newest rows; trip_id is indexed for edits, and rows go with their
 * entry (foreign key, on delete cascade).
 */
export class SqlTripTimelines implements TripTimelines {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async putOwn(tripId: string): Promise<void> {
    await this.db.run(sql`insert into trip_timelines (angler_id, created_at, trip_id, author_id, privacy)
      select e.author_id, e.created_at, e.trip_id, e.author_id, e.privacy from trip_entries e where e.trip_id = ${tripId}::uuid
      on conflict do nothing`);
  }

  async fanOutBatch(tripId: string, after: string | null, limit: number): Promise<string[]> {
    // `for share`: a privacy edit (an update of the entry) waits for this batch to commit, and then
    // narrows what it wrote; a batch that comes second waits for the edit and writes the new privacy.
    const entry = await this.#entry(tripId, sql`for share`);
    if (!entry) return []; // deleted before its fan-out ran
    const rows = await this.db.rows<{ reader: string }>(sql`
      with batch as (
        select a.reader from (${othersInAudienceSql(entry.author_id, entry.privacy)}) a
        where ${after ? sql`a.reader > ${after}::uuid` : sql`true`}
        order by a.reader limit ${limit}
      ), timeline as (
        insert into trip_timelines (angler_id, created_at, trip_id, author_id, privacy)
        select b.reader, e.created_at, e.trip_id, e.author_id, e.privacy from batch b cross join trip_entries e
        where e.trip_id = ${tripId}::uuid
        on conflict do nothing
      ), growth as (
        insert into timeline_growth (angler_id) select reader from batch on conflict do nothing
      )
      select reader from batch order by reader`);
    return rows.map((r) => r.reader);
  }

  async narrowToAudience(tripId: string): Promise<void> {
    const entry = await this.#entry(tripId, sql``);
    if (!entry) return;
    await this.db.run(sql`update trip_timelines set privacy = ${entry.privacy}
      where trip_id = ${tripId}::uuid and privacy <> ${entry.privacy}`);
    await this.db.run(sql`delete from trip_timelines t
      where t.trip_id = ${tripId}::uuid and t.angler_id <> ${entry.author_id}::uuid
        and not exists (select from (${othersInAudienceSql(entry.author_id, entry.privacy)}) a where a.reader = t.angler_id)`);
  }

  async backfill(readerId: string, authorId: string, privacies: readonly PostPrivacy[], limit: number): Promise<void> {
    await this.db.run(backfillSql(TRIP_TIMELINES, readerId, authorId, privacies, limit));
  }

  async remove(readerId: string, authorId: string, privacies: readonly PostPrivacy[]): Promise<void> {
    await this.db.run(removeSql(TRIP_TIMELINES, readerId, authorId, privacies));
  }

  /** As home timelines are trimmed (timeline-rows.sql.ts). */
  async trim(readerIds: readonly string[], keep: number): Promise<void> {
    if (readerIds.length) await this.db.run(trimSql(TRIP_TIMELINES, readerIds, keep));
  }

  async forgetReader(readerId: string): Promise<void> {
    await this.db.run(sql`delete from trip_timelines where angler_id = ${readerId}::uuid`);
  }

  async #entry(tripId: string, lock: ReturnType<typeof sql>): Promise<Entry | null> {
    const [row] = await this.db.rows<Entry>(sql`select author_id, privacy from trip_entries where trip_id = ${tripId}::uuid ${lock}`);
    return row ?? null;
  }
}
