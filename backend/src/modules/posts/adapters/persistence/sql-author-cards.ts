import { inject } from 'inversify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityManagerToken } from '../../../../platform/db/tokens.ts';
import type { AnglerCard } from '../../../identity/index.ts';
import type { AuthorCards } from '../../application/ports.ts';
import { PostBodyCache } from './post-body.cache.ts';

const COLUMNS = 'angler_id, display_name, first_name, last_name, profile_image_url, share_trip_locations';

/** post_authors: identity's events overwrite a card; a card fetched on a miss only fills a gap (never undoes a newer event). */
export class SqlAuthorCards implements AuthorCards {
  constructor(
    @inject(EntityManagerToken) private readonly em: EntityManager,
    @inject(PostBodyCache) private readonly cache: PostBodyCache,
  ) {}

  /** Then this process's post cache forgets the author's posts, which carry the old card. */
  async changed(card: AnglerCard): Promise<void> {
    await this.#upsert([card], `do update set display_name = excluded.display_name, first_name = excluded.first_name,
      last_name = excluded.last_name, profile_image_url = excluded.profile_image_url,
      share_trip_locations = excluded.share_trip_locations`);
    this.cache.forgetAuthor(card.id);
  }

  async fetched(cards: readonly AnglerCard[]): Promise<void> {
    if (cards.length) await this.#upsert(cards, 'do nothing');
  }

  async #upsert(cards: readonly AnglerCard[], onConflict: string) {
    await this.em.execute(
      `insert into post_authors (${COLUMNS})
       select * from jsonb_to_recordset(?::jsonb) as c(id uuid, "displayName" text, "firstName" text, "lastName" text,
                                                       "profileImageUrl" text, "shareTripLocations" boolean)
       on conflict (angler_id) ${onConflict}`,
      [JSON.stringify(cards.map(({ id, displayName, firstName, lastName, profileImageUrl, shareTripLocations }) =>
        ({ id, displayName, firstName, lastName, profileImageUrl, shareTripLocations })))],
    );
  }
}
