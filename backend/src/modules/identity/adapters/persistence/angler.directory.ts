import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AnglerDirectory, AnglerSearchPage, SearchPosition } from '../../application/ports.ts';
import type { AnglerCard } from '../../application/anglers-facade.ts';
import { User } from '../../domain/user.ts';
import { isId } from '../../../../shared/kernel/ids.ts';

interface UserRow {
  id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  location: string | null;
  bio: string | null;
  profile_image_url: string | null;
  banner_image_url: string | null;
  share_trip_locations: boolean;
  created_at: Date;
  search_name: string;
}

const toUser = (r: UserRow) =>
  new User(r.id, r.display_name, r.first_name, r.last_name, r.location, r.bio, r.profile_image_url, r.banner_image_url, r.share_trip_locations, r.created_at);

/** `%` and `_` typed by an angler are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class SqlAnglerDirectory implements AnglerDirectory {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async anyAngler(): Promise<boolean> {
    const [row] = await this.db.rows<{ any: boolean }>(sql`select exists (select 1 from users) as any`);
    return row!.any;
  }

  /** On the caller's unit of work: the demo seed asks for cards of anglers its own transaction has just made. */
  async cardsOf(ids: readonly string[]): Promise<Map<string, AnglerCard>> {
    const wanted = [...new Set(ids)].filter(isId);
    if (!wanted.length) return new Map();
    const rows = await this.db.rows<UserRow>(
      sql`select id, display_name, first_name, last_name, profile_image_url, share_trip_locations
          from users where id = any(${wanted}::uuid[])`,
    );
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          displayName: r.display_name,
          firstName: r.first_name,
          lastName: r.last_name,
          profileImageUrl: r.profile_image_url,
          shareTripLocations: r.share_trip_locations,
        },
      ]),
    );
  }

  /**
   * Substring match on the lower-cased names (trigram index), read in (search_name, id) order after
   * the last position — keyset pagination. PostgreSQL picks the trigram index for rare text and the
   * ordered b-tree for common text (it stops after one page). The page's ids are found first, from
   * the index alone (it holds the name), and only those rows read: walking the b-tree with `select *`
   * fetched every row it passed to test the name — for a name part in 1 % of anglers, ~2,000 rows for
   * 21 (bench: 'walk' 23.6 → 1.2 ms, 'dakota' 19.5 → 2.8 ms). Not a prepared statement: that choice
   * needs a plan made for each text (a generic plan cannot see the pattern).
   */
  async search(text: string, limit: number, after: SearchPosition | null): Promise<AnglerSearchPage> {
    const pattern = `%${escapeLike(text)}%`;
    const rows = await this.db.rows<UserRow>(
      sql`select u.* from (
            select id, search_name from users
            where search_name like ${pattern}
              ${after ? sql`and (search_name, id) > (${after.searchName}, ${after.id}::uuid)` : sql``}
            order by search_name, id
            limit ${limit + 1}
          ) hit
          join users u on u.id = hit.id
          order by hit.search_name, hit.id`,
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(toUser),
      next: rows.length > limit && last ? { searchName: last.search_name, id: last.id } : null,
    };
  }
}
