import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { FollowGraph } from '../../application/ports.ts';
import type { Relationship } from '../../domain/visibility.ts';
import { isId } from '../../../../shared/kernel/ids.ts';

/**
 * post_follows: posts' copy of who follows whom (see its migration). Changed in identity's own
 * follow, unfollow and block transactions (application/follows-now.ts); read by every privacy check.
 * Its triggers keep each angler's mates on one row of post_mates in the same transaction.
 */
export class SqlFollowGraph implements FollowGraph {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async followed(followerId: string, followeeId: string): Promise<void> {
    await this.db.run(sql`insert into post_follows (follower_id, followee_id) values (${followerId}, ${followeeId})
      on conflict do nothing`);
  }

  async isFollowing(followerId: string, followeeId: string): Promise<boolean> {
    const rows = await this.db.rows(sql`select 1 from post_follows where follower_id = ${followerId} and followee_id = ${followeeId}`);
    return rows.length > 0;
  }

  async unfollowedAll(follows: ReadonlyArray<{ followerId: string; followeeId: string }>): Promise<void> {
    await this.db.run(sql`delete from post_follows f
      using unnest(${follows.map((f) => f.followerId)}::uuid[], ${follows.map((f) => f.followeeId)}::uuid[]) as gone(follower_id, followee_id)
      where f.follower_id = gone.follower_id and f.followee_id = gone.followee_id`);
  }

  async holdFollow(followerId: string, followeeId: string): Promise<boolean> {
    const rows = await this.db.rows(
      sql`select 1 from post_follows where follower_id = ${followerId} and followee_id = ${followeeId} for share`,
    );
    return rows.length > 0;
  }

  async relationship(viewerId: string, authorId: string): Promise<Relationship> {
    const [row] = await this.db.prepared<Relationship>(
      'posts.relationship',
      sql`select exists (select 1 from post_follows where follower_id = ${viewerId} and followee_id = ${authorId}) as "viewerFollowsAuthor",
                 exists (select 1 from post_follows where follower_id = ${authorId} and followee_id = ${viewerId}) as "authorFollowsViewer"`,
    );
    return row!;
  }

  async matesAmong(viewerId: string, anglerIds: readonly string[]): Promise<Set<string>> {
    const wanted = anglerIds.filter(isId);
    if (!isId(viewerId) || !wanted.length) return new Set();
    const rows = await this.db.prepared<{ id: string }>(
      'posts.mates-among',
      sql`select m.id from post_mates pm cross join unnest(pm.mate_ids) as m(id)
          where pm.angler_id = ${viewerId}::uuid and m.id = any(${wanted}::uuid[])`,
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Whether the author exists is known from posts' copy of authors' cards (every angler has one from sign-up). */
  async relationshipIfKnown(viewerId: string, authorId: string): Promise<Relationship | null> {
    const [row] = await this.db.prepared<Relationship & { known: boolean }>(
      'posts.relationship-if-known',
      sql`select exists (select 1 from post_authors where angler_id = ${authorId}) as known,
                 exists (select 1 from post_follows where follower_id = ${viewerId}::uuid and followee_id = ${authorId}) as "viewerFollowsAuthor",
                 exists (select 1 from post_follows where follower_id = ${authorId} and followee_id = ${viewerId}::uuid) as "authorFollowsViewer"`,
    );
    if (!row?.known) return null;
    return { viewerFollowsAuthor: row.viewerFollowsAuthor, authorFollowsViewer: row.authorFollowsViewer };
  }
}
