import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AnglerDirectory, AnglerSearchPage, SearchPosition } from '../../application/ports.ts';
import type { AnglerCard } from '../../application/anglers-facade.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { toUser } from './user-row.ts';
import { anglerSearchHitsSql, SearchFlags, SearchHit, searchPageSql } from './angler-search.sql.ts';
import { AnglerSearchHits } from './angler-search-hits.cache.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { profileFieldsSql } from './hidden-profile.sql.ts';

/** A card's columns a hidden profile keeps from others. */
const CARD_HIDDEN_COLUMNS = ['display_name', 'first_name', 'last_name', 'profile_image_url'];

const Card = rowOf({
  id: col.text(),
  displayName: col.text().nullable(),
  firstName: col.text().nullable(),
  lastName: col.text().nullable(),
  profileImageUrl: col.text().nullable(),
  shareTripLocations: col.bool(),
});

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
  async cardsOf(ids: readonly string[], options?: { evenHidden?: boolean }): Promise<Map<string, AnglerCard>> {
    const wanted = [...new Set(ids)].filter(isId);
    if (!wanted.length) return new Map();
    const names = options?.evenHidden
      ? sql.join(CARD_HIDDEN_COLUMNS.map((c) => sql.ref(`u.${c}`)))
      : profileFieldsSql('u', null, CARD_HIDDEN_COLUMNS);
    const rows = await this.db.prepared(
      options?.evenHidden ? 'identity.cards-even-hidden' : 'identity.cards',
      sql`select u.id, ${names}, u.share_trip_locations
          from users u where u.id = any(${wanted}::uuid[])`,
    );
    return new Map(
      rows.map((r): [string, AnglerCard] => {
        const card = Card.read(r);
        return [card.id, card];
      }),
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
      (await this.db.prepared('identity.search-hits', anglerSearchHitsSql(text, limit, after))).map(SearchHit.read),
    );
    const onPage = hits.slice(0, limit);
    const rows = onPage.length
      ? await this.db.prepared(
          'identity.search-page',
          searchPageSql(
            onPage.map((h) => h.id),
            searcher,
          ),
        )
      : [];
    const last = onPage.at(-1);
    return {
      items: rows.map((r) => ({ user: toUser(r), ...SearchFlags.read(r) })),
      next: hits.length > limit && last ? last : null,
    };
  }
}
