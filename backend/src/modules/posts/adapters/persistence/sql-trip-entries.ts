import { inject } from 'inversify';
import { isId } from '../../../../shared/kernel/ids.ts';
import { sql, SqlToken, type Query, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { PageRequest } from '../../application/ports.ts';
import type { TripEntries, TripEntry, TripKeyPage } from '../../application/trip-entries.ts';
import type { PostPrivacy } from '../../domain/visibility.ts';

const TripKey = rowOf({ id: col.text().from('trip_id'), createdAt: col.time() });
const Entry = rowOf({ authorId: col.text(), privacy: col.text<PostPrivacy>(), createdAt: col.time() });

const after = (page: PageRequest) =>
  page.after ? sql`and (e.created_at, e.trip_id) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)` : sql``;

/** trip_entries: each list one range of trip_entries_author_recent, newest first; a row more than the page says whether more follow. */
export class SqlTripEntries implements TripEntries {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async put(e: TripEntry): Promise<void> {
    await this.db.run(sql`insert into trip_entries (trip_id, author_id, privacy, created_at)
      values (${e.tripId}::uuid, ${e.authorId}::uuid, ${e.privacy}, ${e.createdAt}::timestamptz)
      on conflict (trip_id) do update set privacy = excluded.privacy, created_at = excluded.created_at`);
  }

  async remove(tripId: string): Promise<void> {
    await this.db.run(sql`delete from trip_entries where trip_id = ${tripId}::uuid`);
  }

  async find(tripId: string): Promise<TripEntry | null> {
    if (!isId(tripId)) return null;
    const [row] = await this.db.rows(sql`
      select author_id, privacy, created_at from trip_entries where trip_id = ${tripId}::uuid`);
    return row ? { tripId, ...Entry.read(row) } : null;
  }

  async ofAuthor(authorId: string, privacies: readonly PostPrivacy[], page: PageRequest): Promise<TripKeyPage> {
    return this.#page(
      sql`select e.trip_id, e.created_at from trip_entries e
        where e.author_id = ${authorId}::uuid and e.privacy = any(${privacies}::text[]) ${after(page)}
        order by e.created_at desc, e.trip_id desc limit ${sql.lit(page.limit + 1)}`,
      page,
    );
  }

  async #page(query: Query<unknown>, page: PageRequest): Promise<TripKeyPage> {
    const rows = await this.db.rows(query);
    return {
      keys: rows.slice(0, page.limit).map(TripKey.read),
      more: rows.length > page.limit,
    };
  }
}
