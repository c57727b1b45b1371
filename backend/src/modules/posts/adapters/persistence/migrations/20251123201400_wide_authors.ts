import { Migration } from '@mikro-orm/migrations';

/**
 * Wide authors (domain/timeline-delivery.ts): anglers with more followers than a fan-out on write is
 * worth. Their new posts are not written into followers' home timelines; a Following page merges the
 * wide authors its reader follows at read time. Few rows (the most followed anglers), read on every
 * feed page: the primary key is all there is.
 */
export class WideAuthors20251123201400 extends Migration {
  override up(): void {
    this.addSql('create table wide_authors (angler_id uuid primary key, since timestamptz not null default now())');
  }

  override down(): void {
    this.addSql('drop table wide_authors');
  }
}
