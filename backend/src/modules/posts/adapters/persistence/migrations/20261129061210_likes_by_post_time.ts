import { Migration } from '@mikro-orm/migrations';

/**
 * Each like carries its post's time (posts' created_at, which never changes), and an angler's likes
 * are kept in that order: a page's "which of these did the reader like" is then one range of the
 * reader's likes, bounded by the page's oldest and newest post, instead of a descent of the
 * (angler, post) index for every few of the page's ids. The like statement writes the time with the
 * like (like.sql.ts). Existing likes get their post's time here; the (angler, post) index goes, its
 * other readers (an angler's likes removed) reading the new one's leading column.
 *
 * The old index is dropped before the back-fill so the update does not keep it up. The update
 * leaves a dead version of every like row for vacuum (autovacuum, or the bench runner's VACUUM).
 */
export class LikesByPostTime20261129061210 extends Migration {
  override up(): void {
    this.addSql('drop index post_likes_by_angler');
    this.addSql('alter table post_likes add column post_created_at timestamptz');
    this.addSql('update post_likes l set post_created_at = p.created_at from posts p where p.id = l.post_id');
    this.addSql('alter table post_likes alter column post_created_at set not null');
    this.addSql('create index post_likes_by_angler_time on post_likes (angler_id, post_created_at, post_id)');
  }

  override down(): void {
    this.addSql('drop index post_likes_by_angler_time');
    this.addSql('alter table post_likes drop column post_created_at');
    this.addSql('create index post_likes_by_angler on post_likes (angler_id, post_id)');
  }
}
