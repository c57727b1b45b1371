import { Migration } from '@mikro-orm/migrations';

/**
 * Posts' copy of the follow graph is now written in identity's own follow transactions, and the
 * feed-filling reaction no longer writes it: a follow or unfollow whose event was still on its way when
 * this version started would never reach the copy. So, once, the copy is made what identity's follows
 * are at this moment — the one other place posts reads them, in a frozen migration (listed as such in
 * test/table-owners.test.ts). Mates-only rows left in a feed by a follow removed here are never shown:
 * the Following page reads the privacy rule with the page.
 */
export class FollowGraphInStep20261128094509 extends Migration {
  override up(): void {
    this.addSql(`
      delete from post_follows pf
      where not exists (select 1 from follows f where f.follower_id = pf.follower_id and f.followee_id = pf.followee_id)`);
    this.addSql(`
      insert into post_follows (follower_id, followee_id) select follower_id, followee_id from follows
      on conflict do nothing`);
  }

  override down(): void {}
}
