import { inject } from 'inversify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityManagerToken } from '../../../../platform/db/tokens.ts';
import type { PostRepository } from '../../application/ports.ts';
import type { CatchSize } from '../../domain/personal-best.ts';
import { Post } from '../../domain/post.ts';
import { POST_COLUMNS, pgArray, toProps, type PostRow } from './post-row.ts';
import { ADD_CATCH, LOCK_GROUP_OF_POST, RECOUNT_GROUP } from './catch-tallies.sql.ts';
import { PostBodyCache } from './post-body.cache.ts';
import { CatchTallyCache } from './catch-tally.cache.ts';

/**
 * Posts in SQL. The Post aggregate never changes after it is shared (likes are their own rows and an
 * atomic counter), so plain statements serve it better than a unit of work: one insert, one fan-out,
 * and for a catch its group's tally (catch_tallies: statistics read a few rows, not every catch).
 */
export class SqlPostRepository implements PostRepository {
  constructor(
    @inject(EntityManagerToken) private readonly em: EntityManager,
    @inject(PostBodyCache) private readonly cache: PostBodyCache,
    @inject(CatchTallyCache) private readonly tallies: CatchTallyCache,
  ) {}

  async share(post: Post, audience: readonly string[]): Promise<void> {
    const p = post.toProps();
    await this.em.transactional(async (em) => {
      await em.execute(
        `insert into posts (id, author_id, type, privacy, species, weight, length, method, description, title, tags,
           content_type, image_url, thumbnail_url, video_url, location, latitude, longitude, is_personal_best, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          p.id, p.authorId, p.type, p.privacy, p.species, p.weight, p.length, p.method, p.description, p.title,
          JSON.stringify(p.tags), p.contentType, p.imageUrl, p.thumbnailUrl, p.videoUrl, p.location, p.latitude, p.longitude,
          p.isPersonalBest, p.createdAt,
        ],
      );
      await em.execute(
        `insert into home_timelines (angler_id, created_at, post_id, author_id, privacy)
         select reader, ?, ?, ?, ? from unnest(?::uuid[]) as reader`,
        [p.createdAt, p.id, p.authorId, p.privacy, pgArray(audience)],
      );
      if (p.type === 'catch' && p.privacy === 'public' && p.latitude !== null && p.longitude !== null) {
        await em.execute(
          `insert into catch_places (post_id, created_at, latitude, longitude, fine_cell, coarse_cell)
           select id, created_at, latitude, longitude, fine_cell, coarse_cell from posts where id = ?`,
          [p.id],
        );
      }
      if (p.type === 'catch' && p.species) {
        await em.execute(ADD_CATCH, [
          p.authorId, p.species, p.privacy, p.weight, p.weight, p.createdAt, p.length, p.length, p.createdAt,
        ]);
      }
    });
    if (p.type === 'catch') this.tallies.forget(p.authorId);
  }

  async biggestOfSpecies(authorId: string, species: string): Promise<CatchSize | null> {
    const [row] = await this.em.execute<{ weight: number | null; length: number | null; n: number }[]>(
      `select max(weight) as weight, max(length) as length, count(*)::int as n
       from posts where author_id = ? and species = ? and type = 'catch'`,
      [authorId, species],
    );
    return row && row.n > 0 ? { weight: row.weight, length: row.length } : null;
  }

  async findById(id: string): Promise<Post | null> {
    const [row] = await this.em.execute<PostRow[]>(`select ${POST_COLUMNS} from posts p where p.id = ?`, [id]);
    return row ? Post.restore(toProps(row)) : null;
  }

  /** Likes and timeline rows go with it (foreign keys, on delete cascade); a catch's group is counted again. */
  async delete(id: string): Promise<void> {
    const authorId = await this.#deleteRows(id);
    this.cache.forget(id);
    if (authorId) this.tallies.forget(authorId);
  }

  /** Whose catch it was, when a catch was deleted (their tallies changed). */
  async #deleteRows(id: string): Promise<string | null> {
    return this.em.transactional(async (em) => {
      await em.execute(LOCK_GROUP_OF_POST, [id]);
      const [gone] = await em.execute<{ author_id: string; species: string | null; privacy: string; type: string }[]>(
        'delete from posts where id = ? returning author_id, species, privacy, type',
        [id],
      );
      if (gone?.type !== 'catch' || !gone.species) return null;
      const group = [gone.author_id, gone.species, gone.privacy];
      await em.execute(RECOUNT_GROUP[0]!, group);
      await em.execute(RECOUNT_GROUP[1]!, group);
      return gone.author_id;
    });
  }
}
