import { inject } from 'inversify';
import { placeCatchSql } from '../persistence/catch-place.sql.ts';
import { sql, SqlToken, type Query, type Sql } from '../../../../platform/db/sql.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { reportExcerpt, type ModeratedContent, type ReportableKind, type ReportedItem } from '../../../moderation/index.ts';
import { HIDDEN_AS } from '../../domain/visibility.ts';
import type { Hidden } from '../../domain/hidden.ts';
import { fieldsOf, type PostFields } from '../../domain/post-fields.ts';
import { POST_COLUMNS, toProps } from '../persistence/post-row.ts';
import { POST_SEEN, visibleToSql } from '../persistence/visibility.sql.ts';
import { lockGroupOfPost, recountGroup } from '../persistence/catch-tallies.sql.ts';
import { PostBodyCache } from '../persistence/post-body.cache.ts';
import { CatchTallyCache } from '../persistence/catch-tally.cache.ts';

/**
 * Posts as moderation reads and hides them (kind `post`). Hiding writes the post's own row and, in the
 * same transaction, what is kept from it for others: its catch's tally moves to the privacy a hidden
 * post is read at (so statistics and counts drop it for all but its author), and a public catch leaves
 * Discover's catch_places. Home timelines keep their rows: a Following page reads the hidden state
 * with them (home-timeline.sql.ts), as every other list reads it with the privacy rule. The caches
 * forget the post and the author's tallies once the transaction commits.
 */
export class ModeratedPosts implements ModeratedContent {
  readonly kinds: readonly ReportableKind[] = ['post'];

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(PostBodyCache) private readonly bodies: PostBodyCache,
    @inject(CatchTallyCache) private readonly tallies: CatchTallyCache,
  ) {}

  seenBy(_kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null> {
    return isId(viewerId) ? this.#read(itemId, visibleToSql(viewerId, POST_SEEN)) : Promise.resolve(null);
  }

  forOperator(_kind: ReportableKind, itemId: string): Promise<ReportedItem | null> {
    return this.#read(itemId, sql`true`);
  }

  async forOperatorMany(_kind: ReportableKind, itemIds: readonly string[]): Promise<ReportedItem[]> {
    const ids = itemIds.filter(isId);
    if (!ids.length) return [];
    const rows = await this.db.rows(sql`select ${POST_COLUMNS} from posts p where p.id = any(${ids}::uuid[])`);
    return rows.map((row) => reported(fieldsOf(toProps(row))));
  }

  async setHidden(_kind: ReportableKind, itemId: string, hidden: Hidden | null): Promise<void> {
    if (!isId(itemId)) return;
    await this.db.rows(lockGroupOfPost(itemId));
    const [post] = await this.db.rows<{ author_id: string; type: string; species: string | null; privacy: string }>(sql`
      update posts p set hidden_at = ${hidden?.at ?? null}::timestamptz, hidden_rule = ${hidden?.ruleId ?? null}
       where p.id = ${itemId}::uuid
      returning p.author_id, p.type, p.species, p.privacy`);
    if (!post) return;
    if (post.type === 'catch' && post.species) {
      // Its group at its own privacy and at the hidden one: the catch left the one and joined the other.
      for (const privacy of new Set([post.privacy, HIDDEN_AS])) {
        for (const statement of recountGroup({ authorId: post.author_id, species: post.species, privacy })) await this.db.run(statement);
      }
      this.tallies.forget(post.author_id);
    }
    await this.db.run(hidden ? sql`delete from catch_places where post_id = ${itemId}::uuid` : placeAgain(itemId));
    this.bodies.forget(itemId);
  }

  async #read(itemId: string, visible: Query<boolean>): Promise<ReportedItem | null> {
    if (!isId(itemId)) return null;
    const [row] = await this.db.rows(sql`select ${POST_COLUMNS} from posts p where p.id = ${itemId}::uuid and ${visible}`);
    if (!row) return null;
    return reported(fieldsOf(toProps(row)));
  }
}

function reported(post: PostFields): ReportedItem {
  return {
    kind: 'post',
    itemId: post.id,
    authorId: post.authorId,
    title: post.title,
    excerpt: reportExcerpt([post.title, post.description, post.species && `Caught: ${post.species}`]),
    // A post has no page of its own: it is seen on its angler's profile.
    link: `/profile/${post.authorId}`,
    createdAt: post.createdAt,
    context: [],
  };
}

/** Shown again: a public catch with a place is one of Discover's catch places again (as sharing put it there). */
const placeAgain = (postId: string): Query<unknown> =>
  placeCatchSql(sql`posts`, sql`id = ${postId}::uuid and type = 'catch' and privacy = 'public'`);
