import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AnglerCard } from '../../../identity/index.ts';
import type { AuthorCards } from '../../application/ports.ts';
import { PostBodyCache } from './post-body.cache.ts';

/** post_authors: posts' copy of authors' cards; identity's events (in order per angler) overwrite a card. */
export class SqlAuthorCards implements AuthorCards {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(PostBodyCache) private readonly cache: PostBodyCache,
  ) {}

  /** Then this process's post cache forgets the author's posts, which carry the old card. */
  async changed(card: AnglerCard): Promise<void> {
    await this.db.run(sql`
      insert into post_authors (angler_id, display_name, first_name, last_name, profile_image_url, share_trip_locations)
      values (${card.id}, ${card.displayName}, ${card.firstName}, ${card.lastName}, ${card.profileImageUrl}, ${card.shareTripLocations})
      on conflict (angler_id) do update set display_name = excluded.display_name, first_name = excluded.first_name,
        last_name = excluded.last_name, profile_image_url = excluded.profile_image_url,
        share_trip_locations = excluded.share_trip_locations`);
    this.cache.forgetAuthor(card.id);
  }

  async cardsOf(ids: readonly string[]): Promise<Map<string, AnglerCard>> {
    const rows = await this.db.prepared<AnglerCard>(
      'posts.author-cards',
      sql`select angler_id as id, display_name as "displayName", first_name as "firstName", last_name as "lastName",
                 profile_image_url as "profileImageUrl", share_trip_locations as "shareTripLocations"
          from post_authors where angler_id = any (${ids}::uuid[])`,
    );
    return new Map(rows.map((card) => [card.id, card]));
  }
}
