import { Migration } from '@mikro-orm/migrations';

/**
 * Posts' own copy of its authors' cards (name, picture, trip sharing), kept from identity's
 * AnglerCardChanged events: a Following feed page reads its posts and their authors in one query,
 * without reading identity's tables. An author missing here (an angler from before this
 * table) is asked of identity once, then kept.
 */
export class PostAuthors20251121300100 extends Migration {
  override up(): void {
    this.addSql(`
      create table post_authors (
        angler_id uuid primary key,
        display_name text null,
        first_name text null,
        last_name text null,
        profile_image_url text null,
        share_trip_locations boolean not null
      )`);
  }

  override down(): void {
    this.addSql('drop table post_authors');
  }
}
