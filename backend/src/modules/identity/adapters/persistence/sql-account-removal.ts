import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { AnglerSearchHits } from './angler-search-hits.cache.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import type { AccountRemoval, RemovedAccount } from '../../application/your-data/account-removal.ts';

/**
 * An account's rows in identity's tables, removed in the caller's transaction: the angler's row locked
 * first (a follow of them waits, then finds no angler), then their follows both ways, blocks both ways,
 * sign-in email, and the angler with their provider links (cascade).
 */
export class SqlAccountRemoval implements AccountRemoval {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(AnglerSearchHits) private readonly searchHits: AnglerSearchHits,
  ) {}

  async remove(anglerId: string): Promise<RemovedAccount | null> {
    if (!isId(anglerId)) return null;
    const angler = sql`${anglerId}::uuid`;
    const [user] = await this.db.rows<{ profile_image_url: string | null; banner_image_url: string | null }>(sql`
      select profile_image_url, banner_image_url from users where id = ${angler} for update`);
    if (!user) return null;
    // One statement for both ways (a pair's follows change in one statement: migration 20261129062719).
    const ended = await this.db.rows<{ follower_id: string; followee_id: string }>(
      sql`delete from follows where follower_id = ${angler} or followee_id = ${angler} returning follower_id, followee_id`,
    );
    const followees = ended.filter((f) => f.follower_id === anglerId).map((f) => ({ id: f.followee_id }));
    const followers = ended.filter((f) => f.followee_id === anglerId).map((f) => ({ id: f.follower_id }));
    await this.db.run(sql`delete from angler_blocks where blocker_id = ${angler} or blocked_id = ${angler}`);
    await this.db.run(sql`delete from angler_sign_in_emails where angler_id = ${angler}`);
    await this.db.run(sql`delete from identity_links where user_id = ${angler}`);
    await this.db.run(sql`delete from users where id = ${angler}`);
    this.searchHits.namesChanged(); // after the commit
    return {
      followees: followees.map((r) => r.id),
      followers: followers.map((r) => r.id),
      imageUrls: [user.profile_image_url, user.banner_image_url].filter((u): u is string => !!u),
    };
  }
}
