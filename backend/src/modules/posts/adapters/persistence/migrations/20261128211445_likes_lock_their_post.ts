import { Migration } from '@mikro-orm/migrations';

/**
 * A like no longer pays for a foreign-key check: its statement locks the post it likes (`for no key
 * update`, like.sql.ts), which keeps a like and the post's delete apart as the check's key-share lock
 * did — a delete committed first leaves the like no post to lock (404, no row); a like first makes
 * the delete wait and then go, its likes with it. The check cost every like a query of its own (a
 * plan run through SPI and a second lock of the same row, ~25 µs of ~300); the lock is one clause.
 *
 * What the constraint's `on delete cascade` did is this trigger: a deleted post's likes go in the same
 * statement. Every like row already there was checked by the constraint, so none is left without a post.
 */
export class LikesLockTheirPost20261128211445 extends Migration {
  override up(): void {
    this.addSql(`
      create function posts_forget_likes() returns trigger language plpgsql as $$
      begin
        delete from post_likes where post_id = old.id;
        return old;
      end $$`);
    this.addSql('create trigger posts_forget_likes after delete on posts for each row execute function posts_forget_likes()');
    this.addSql('alter table post_likes drop constraint post_likes_post_id_fkey');
  }

  override down(): void {
    this.addSql('delete from post_likes l where not exists (select 1 from posts p where p.id = l.post_id)');
    this.addSql(
      'alter table post_likes add constraint post_likes_post_id_fkey foreign key (post_id) references posts (id) on delete cascade',
    );
    this.addSql('drop trigger posts_forget_likes on posts');
    this.addSql('drop function posts_forget_likes()');
  }
}
