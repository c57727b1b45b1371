import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AnglerDirectory, AnglerSearchPage, SearchPosition } from '../../application/ports.ts';
import type { AnglerCard } from '../../application/anglers-facade.ts';
import { toUser, type UserRow } from './user-row.ts';
import { anglerSearchHitsSql, searchPageSql, type SearchHitRow, type SearchRow } from './angler-search.sql.ts';
import { AnglerSearchHits } from './angler-search-hits.cache.ts';
import { isId } from '../../../../shared/kernel/ids.ts';

export class SqlAnglerDirectory implements AnglerDirectory {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(AnglerSearchHits) private readonly hits: AnglerSearchHits,
  ) {}

  async anyAngler(): Promise<boolean> {
    const [row] = await this.db.rows<{ any: boolean }>(sql`select exists (select 1 from users) as any`);
    return row!.any;
  }

  /**
   * Prepared (one plan per connection: every forum list, conversation list and notification read asks
   * for cards); inside a transaction it runs on the caller's unit of work, so the demo seed sees the
   * anglers its own transaction has just made.
   */
  async cardsOf(ids: readonly string[]): Promise<Map<string, AnglerCard>> {
    const wanted = [...new Set(ids)].filter(isId);
    if (!wanted.length) return new Map();
    const rows = await this.db.prepared<UserRow>(
      'identity.cards',
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
   * The page's positions remembered (AnglerSearchHits), else found by one prepared statement; then
   * the page's anglers, follows and blocks read fresh by one more (angler-search.sql.ts). A block
   * stays the use case's to apply.
   */
  async search(text: string, limit: number, after: SearchPosition | null, searcherId: string | null): Promise<AnglerSearchPage> {
    const searcher = searcherId && isId(searcherId) ? searcherId : null;
    const hits = await this.hits.page(text, limit, after, async () =>
      (await this.db.prepared<SearchHitRow>('identity.search-hits', anglerSearchHitsSql(text, limit, after))).map((r) => ({
        searchName: r.search_name,
        id: r.id,
      })),
    );
    const onPage = hits.slice(0, limit);
    const rows = onPage.length
      ? await this.db.prepared<SearchRow>('identity.search-page', searchPageSql(onPage.map((h) => h.id), searcher))
      : [];
    const last = onPage.at(-1);
    return {
      items: rows.map((r) => ({ user: toUser(r), isFollowing: r.is_following, blocked: r.blocked })),
      next: hits.length > limit && last ? last : null,
    };
  }

}
