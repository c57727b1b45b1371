import { Migration } from '@mikro-orm/migrations';

/**
 * Posts' own copy of who follows whom (`post_follows`), kept from identity's durable AnglerFollowed /
 * AnglerUnfollowed events, so that every privacy check and fan-out of posts reads posts' own tables:
 * the Following feed's one statement checks mates inline, as before, without naming identity's
 * `follows`. At birth the copy (and the gaps of `post_authors`) are filled once from identity's
 * tables as they are at that moment — the one place posts reads them, in a frozen migration (listed
 * as such in test/table-owners.test.ts); from then on only events change them.
 */
export class FollowGraphCopy20251123000100 extends Migration {
  override up(): void {
    this.addSql(`
      create table post_follows (
        follower_id uuid not null,
        followee_id uuid not null,
        primary key (follower_id, followee_id)
      )`);
    this.addSql('create index post_follows_followee_idx on post_follows (followee_id, follower_id)');
    this.addSql('insert into post_follows (follower_id, followee_id) select follower_id, followee_id from follows');
    this.addSql(`
      insert into post_authors (angler_id, display_name, first_name, last_name, profile_image_url, share_trip_locations)
      select id, display_name, first_name, last_name, profile_image_url, share_trip_locations from users
      on conflict (angler_id) do nothing`);
  }

  override down(): void {
    this.addSql('drop table post_follows');
  }
}
