import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { FollowRepository } from '../../application/ports.ts';
import type { Relationship } from '../../application/anglers-facade.ts';
import { isId } from '../../../../shared/kernel/ids.ts';

const Both = rowOf({ follows: col.bool(), followedBy: col.bool() });

/** `anglerId`'s mates: the anglers they follow who follow them back (a walk of their follows, a probe each). */
export const matesOf = (anglerId: string) => sql<{ id: string }>`select mine.followee_id as id from follows mine
  where mine.follower_id = ${anglerId}::uuid
    and exists (select 1 from follows back where back.follower_id = mine.followee_id and back.followee_id = mine.follower_id)`;

/**
 * Follows in SQL: the primary key (follower, followee) makes a follow exist at most once, whatever
 * races; `on conflict do nothing ... returning` tells the one call that created it. Reads that
 * profiles, likes and statistics ask on every call are prepared statements.
 */
export class SqlFollowRepository implements FollowRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async follow(followerId: string, followeeId: string): Promise<boolean> {
    const rows = await this.db.rows(sql`insert into follows (follower_id, followee_id) values (${followerId}::uuid, ${followeeId}::uuid)
      on conflict do nothing returning follower_id`);
    return rows.length === 1;
  }

  async unfollow(followerId: string, followeeId: string): Promise<boolean> {
    const rows = await this.db.rows(
      sql`delete from follows where follower_id = ${followerId}::uuid and followee_id = ${followeeId}::uuid returning follower_id`,
    );
    return rows.length === 1;
  }

  async unfollowEitherWay(a: string, b: string): Promise<Array<readonly [string, string]>> {
    const rows = await this.db.rows<{ follower_id: string; followee_id: string }>(sql`delete from follows
      where (follower_id = ${a}::uuid and followee_id = ${b}::uuid) or (follower_id = ${b}::uuid and followee_id = ${a}::uuid)
      returning follower_id, followee_id`);
    // In the order asked (a → b first), whichever order the statement met them in.
    return rows.map((r) => [r.follower_id, r.followee_id] as const).sort((x, y) => Number(x[0] !== a) - Number(y[0] !== a));
  }

  /** Both directions at once. */
  async relationship(viewerId: string, otherId: string): Promise<Relationship> {
    if (!isId(viewerId) || !isId(otherId)) return { follows: false, followedBy: false };
    const [row] = await this.db.prepared(
      'identity.relationship',
      sql`select exists (select 1 from follows where follower_id = ${viewerId}::uuid and followee_id = ${otherId}::uuid) as follows,
                 exists (select 1 from follows where follower_id = ${otherId}::uuid and followee_id = ${viewerId}::uuid) as followed_by`,
    );
    return Both.read(row);
  }

  /**
   * Whether the other angler exists, asked in the same statement as the two follow probes. With no
   * valid viewer id, both probes are false (the viewer is bound as null).
   */
  async relationshipIfKnown(viewerId: string, otherId: string): Promise<Relationship | null> {
    if (!isId(otherId)) return null;
    const viewer = isId(viewerId) ? viewerId : null;
    const [row] = await this.db.prepared<{ known: boolean }>(
      'identity.relationship-if-known',
      sql`select exists (select 1 from users where id = ${otherId}::uuid) as known,
                 exists (select 1 from follows where follower_id = ${viewer}::uuid and followee_id = ${otherId}::uuid) as follows,
                 exists (select 1 from follows where follower_id = ${otherId}::uuid and followee_id = ${viewer}::uuid) as followed_by`,
    );
    return row!.known ? Both.read(row) : null;
  }

  async followerIdsOf(anglerId: string): Promise<string[]> {
    if (!isId(anglerId)) return [];
    const rows = await this.db.rows<{ id: string }>(sql`select follower_id as id from follows where followee_id = ${anglerId}::uuid`);
    return rows.map((r) => r.id);
  }

  async mateIdsOf(anglerId: string): Promise<string[]> {
    if (!isId(anglerId)) return [];
    return (await this.db.rows<{ id: string }>(matesOf(anglerId))).map((r) => r.id);
  }
}
