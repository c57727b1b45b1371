import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { AnglerSearchHits } from './angler-search-hits.cache.ts';
import { MateCounts } from './mate-counts.cache.ts';
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
    @inject(MateCounts) private readonly mateCounts: MateCounts,
  ) {}

  async remove(anglerId: string): Promise<RemovedAccount | null> {
    if (!isId(anglerId)) return null;
    const angler = sql`${anglerId}::uuid`;
    const [user] = await this.db.rows<{ profile_image_url: string | null; banner_image_url: string | null }>(sql`
      select profile_image_url, banner_image_url from users where id = ${angler} for update`);
    if (!user) return null;
    const followees = await this.db.rows<{ id: string }>(
      sql`delete from follows where follower_id = ${angler} returning followee_id as id`,
    );
    const followers = await this.db.rows<{ id: string }>(
      sql`delete from follows where followee_id = ${angler} returning follower_id as id`,
    );
    await this.db.run(sql`delete from angler_blocks where blocker_id = ${angler} or blocked_id = ${angler}`);
    await this.db.run(sql`delete from angler_sign_in_emails where angler_id = ${angler}`);
    await this.db.run(sql`delete from identity_links where user_id = ${angler}`);
    await this.db.run(sql`delete from users where id = ${angler}`);
    this.searchHits.namesChanged(); // after the commit
    if (followees.length || followers.length) this.mateCounts.manyChanged();
    return {
      followees: followees.map((r) => r.id),
      followers: followers.map((r) => r.id),
      imageUrls: [user.profile_image_url, user.banner_image_url].filter((u): u is string => !!u),
    };
  }
}
