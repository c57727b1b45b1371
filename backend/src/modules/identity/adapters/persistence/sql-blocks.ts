import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import type { BlockRepository } from '../../application/blocks.ts';

/** Blocks and the mates check that holds, in SQL (joining the caller's transaction). */
export class SqlBlockRepository implements BlockRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async block(blockerId: string, blockedId: string): Promise<boolean> {
    const added = await this.db.rows(sql`insert into angler_blocks (blocker_id, blocked_id) values (${blockerId}::uuid, ${blockedId}::uuid)
      on conflict do nothing returning blocker_id`);
    return added.length === 1;
  }

  async unblock(blockerId: string, blockedId: string): Promise<boolean> {
    return (
      (await this.db.run(sql`delete from angler_blocks where blocker_id = ${blockerId}::uuid and blocked_id = ${blockedId}::uuid`)) === 1
    );
  }

  async eitherWay(a: string, b: string): Promise<boolean> {
    if (!isId(a) || !isId(b)) return false;
    const rows = await this.db.rows(sql`select 1 from angler_blocks
      where (blocker_id = ${a}::uuid and blocked_id = ${b}::uuid) or (blocker_id = ${b}::uuid and blocked_id = ${a}::uuid) limit 1`);
    return rows.length > 0;
  }

  async blockedBy(blockerId: string): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>(
      sql`select blocked_id as id from angler_blocks where blocker_id = ${blockerId}::uuid order by created_at`,
    );
    return rows.map((r) => r.id);
  }

  /**
   * Both follows locked FOR SHARE until the caller's transaction ends: an unfollow (a delete) waits
   * for it, and a send that comes after a committed unfollow finds a row missing. No block either way.
   */
  async holdMates(a: string, b: string): Promise<boolean> {
    if (!isId(a) || !isId(b) || a === b) return false;
    const held = await this.db.rows(sql`select follower_id from follows
      where (follower_id = ${a}::uuid and followee_id = ${b}::uuid) or (follower_id = ${b}::uuid and followee_id = ${a}::uuid)
      for share`);
    return held.length === 2 && !(await this.eitherWay(a, b));
  }

  async joinedAt(anglerId: string): Promise<Date | null> {
    if (!isId(anglerId)) return null;
    const [row] = await this.db.prepared<{ created_at: Date }>(
      'identity.joined-at',
      sql`select created_at from users where id = ${anglerId}::uuid`,
    );
    return row ? new Date(row.created_at) : null; // the pool hands timestamps over as text
  }
}
