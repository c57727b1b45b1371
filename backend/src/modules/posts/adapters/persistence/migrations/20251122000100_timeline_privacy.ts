import { Migration } from '@mikro-orm/migrations';

/**
 * A timeline row carries its post's privacy (which never changes after sharing), and the primary key
 * carries author and privacy along, so a feed page is an index-only walk that also knows which rows
 * are mates-only — the rows whose author must still be the reader's mate — without touching posts.
 */
export class TimelinePrivacy20251122000100 extends Migration {
  override up(): void {
    this.addSql('alter table home_timelines add column privacy text');
    this.addSql('update home_timelines t set privacy = p.privacy from posts p where p.id = t.post_id');
    this.addSql('alter table home_timelines alter column privacy set not null');
    this.addSql(`alter table home_timelines add constraint home_timelines_privacy check (privacy in ('public', 'mates', 'private'))`);
    this.addSql('alter table home_timelines drop constraint home_timelines_pkey');
    this.addSql('alter table home_timelines add primary key (angler_id, created_at, post_id) include (author_id, privacy)');
  }

  override down(): void {
    this.addSql('alter table home_timelines drop constraint home_timelines_pkey');
    this.addSql('alter table home_timelines add primary key (angler_id, created_at, post_id)');
    this.addSql('alter table home_timelines drop column privacy');
  }
}
