import { Migration } from '@mikro-orm/migrations';

/**
 * Each home timeline row carries its post's two precisions beside the author and privacy it already
 * carries, in the primary key's include, so a Following page learns how precisely its reader sees
 * each post's place from its own index-only walk instead of probing every page row of posts (the
 * probe was most of what the location shield added to the page). The copy is written with the row
 * and rewritten in the same transaction as the post's precisions (sql-post.repository.ts), and a
 * fan-out or a follow's backfill copies them under a share lock on the post, so a change and a copy
 * cannot pass each other. The columns come with posts' own defaults so adding them rewrites nothing;
 * only rows of posts whose precisions differ from those are updated; the defaults are then dropped
 * so a writer that forgets the copy fails instead of showing a place too precisely.
 */
export class TimelinePrecisions20261128205539 extends Migration {
  override up(): void {
    this.addSql(`alter table home_timelines
      add column public_precision varchar(8) not null default '1km',
      add column mates_precision varchar(8) not null default 'exact'`);
    this.addSql(`update home_timelines t set public_precision = p.public_precision, mates_precision = p.mates_precision
      from posts p where p.id = t.post_id and (p.public_precision <> '1km' or p.mates_precision <> 'exact')`);
    this.addSql('alter table home_timelines alter column public_precision drop default, alter column mates_precision drop default');
    this.addSql(`alter table home_timelines drop constraint home_timelines_pkey,
      add primary key (angler_id, created_at, post_id) include (author_id, privacy, public_precision, mates_precision)`);
  }

  override down(): void {
    this.addSql(`alter table home_timelines drop constraint home_timelines_pkey,
      add primary key (angler_id, created_at, post_id) include (author_id, privacy)`);
    this.addSql('alter table home_timelines drop column public_precision, drop column mates_precision');
  }
}
