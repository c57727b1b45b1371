import { inject } from 'inversify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityManagerToken } from '../../../../platform/db/tokens.ts';
import type { FollowRepository } from '../../application/ports.ts';
import type { Relationship } from '../../application/anglers-facade.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { SqlToken, statement, type Sql } from '../../../../platform/db/sql.ts';

/** Prepared (profiles, likes, deletes and the timelines' reactions ask it): both directions at once. */
const RELATIONSHIP = statement(
  'identity.relationship',
  `select exists (select 1 from follows where follower_id = $1 and followee_id = $2) as follows,
          exists (select 1 from follows where follower_id = $2 and followee_id = $1) as followed_by`,
);

/** A profile's Mates: the angler's followees who follow back. */
const MATE_COUNT = statement(
  'identity.mate-count',
  `select count(*)::int as n from follows mine
   where mine.follower_id = $1
     and exists (select 1 from follows back where back.follower_id = mine.followee_id and back.followee_id = mine.follower_id)`,
);

const RELATIONSHIP_IF_KNOWN = statement(
  'identity.relationship-if-known',
  `select exists (select 1 from users where id = $1) as known,
          exists (select 1 from follows where follower_id = $2::uuid and followee_id = $1) as follows,
          exists (select 1 from follows where follower_id = $1 and followee_id = $2::uuid) as followed_by`,
);

/**
 * Follows in SQL: the primary key (follower, followee) makes a follow exist at most once, whatever
 * races; `on conflict do nothing ... returning` tells the one call that created it.
 */
export class SqlFollowRepository implements FollowRepository {
  constructor(
    @inject(EntityManagerToken) private readonly em: EntityManager,
    @inject(SqlToken) private readonly sql: Sql,
  ) {}

  async follow(followerId: string, followeeId: string): Promise<boolean> {
    const rows = await this.em.execute(
      `insert into follows (follower_id, followee_id) values (?, ?)
       on conflict do nothing returning follower_id`,
      [followerId, followeeId],
    );
    return rows.length === 1;
  }

  async unfollow(followerId: string, followeeId: string): Promise<boolean> {
    const rows = await this.em.execute(
      'delete from follows where follower_id = ? and followee_id = ? returning follower_id',
      [followerId, followeeId],
    );
    return rows.length === 1;
  }

  async relationship(viewerId: string, otherId: string): Promise<Relationship> {
    if (!isId(viewerId) || !isId(otherId)) return { follows: false, followedBy: false };
    const [row] = await this.sql.rows<{ follows: boolean; followed_by: boolean }>(RELATIONSHIP, [viewerId, otherId]);
    return { follows: row!.follows, followedBy: row!.followed_by };
  }

  /**
   * Whether the other angler exists, asked in the same statement as the two follow probes; prepared,
   * as statistics and a profile's grid ask it on every call. With no valid viewer id, both probes are
   * false (the viewer is bound as null).
   */
  async relationshipIfKnown(viewerId: string, otherId: string): Promise<Relationship | null> {
    if (!isId(otherId)) return null;
    const [row] = await this.sql.rows<{ known: boolean; follows: boolean; followed_by: boolean }>(RELATIONSHIP_IF_KNOWN, [
      otherId,
      isId(viewerId) ? viewerId : null,
    ]);
    return row!.known ? { follows: row!.follows, followedBy: row!.followed_by } : null;
  }

  async followerIdsOf(anglerId: string): Promise<string[]> {
    if (!isId(anglerId)) return [];
    const rows = await this.em.execute<{ id: string }[]>('select follower_id as id from follows where followee_id = ?', [
      anglerId,
    ]);
    return rows.map((r) => r.id);
  }

  async mateIdsOf(anglerId: string): Promise<string[]> {
    if (!isId(anglerId)) return [];
    const rows = await this.em.execute<{ id: string }[]>(`select ${MATES}`, [anglerId]);
    return rows.map((r) => r.id);
  }

  /** Walks whom they follow (primary-key prefix) and probes each for a follow back. */
  async mateCountOf(anglerId: string): Promise<number> {
    if (!isId(anglerId)) return 0;
    const [row] = await this.sql.rows<{ n: number }>(MATE_COUNT, [anglerId]);
    return row!.n;
  }
}

const MATES = `mine.followee_id as id from follows mine
  where mine.follower_id = ?
    and exists (select 1 from follows back where back.follower_id = mine.followee_id and back.followee_id = mine.follower_id)`;
