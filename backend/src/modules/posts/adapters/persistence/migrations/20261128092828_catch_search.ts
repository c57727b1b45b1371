import { Migration } from '@mikro-orm/migrations';

/**
 * Search finds a public catch by what it is, not only where: its species (the slug's words:
 * 'largemouth bass'), its description and its place (unless the place is hidden from the public), in one GIN index over public catches — the
 * same words, built the same way, as `CATCH_WORDS` in sql-post.reads.ts — and by its angler's
 * name, through a GIN index on posts' own copy of its authors' names.
 */
export class CatchSearch20261128092828 extends Migration {
  override up(): void {
    this.addSql(`create index posts_public_catch_words on posts using gin (
      to_tsvector('simple', coalesce(replace(species, '-', ' '), '') || ' ' || coalesce(description, '') || ' ' || coalesce(case when public_precision <> 'hidden' then location end, '')))
      where type = 'catch' and privacy = 'public'`);
    this.addSql(`create index post_authors_name_words on post_authors using gin (
      to_tsvector('simple', coalesce(display_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')))`);
  }

  override down(): void {
    this.addSql('drop index post_authors_name_words');
    this.addSql('drop index posts_public_catch_words');
  }
}
