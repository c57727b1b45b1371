import { Migration } from '@mikro-orm/migrations';

/**
 * The directory's search as an index read: spots.search_text holds the lower-cased name, description
 * and species (what the search box matches), kept by a trigger on every insert or change of those
 * fields, with a trigram index so `like '%trout%'` never scans every spot.
 */
export class SpotSearch20251123200000 extends Migration {
  override up(): void {
    this.addSql(`alter table spots add column search_text text not null default ''`);
    this.addSql(`create function spots_search_text() returns trigger language plpgsql as $$
      begin
        new.search_text := lower(new.name || ' ' || coalesce(new.description, '') || ' ' || array_to_string(new.species, ' '));
        return new;
      end $$`);
    this.addSql(`create trigger spots_search_text before insert or update of name, description, species on spots
      for each row execute function spots_search_text()`);
    this.addSql(`update spots set search_text = lower(name || ' ' || coalesce(description, '') || ' ' || array_to_string(species, ' '))`);
    this.addSql('create extension if not exists pg_trgm');
    this.addSql('create index spots_search_trgm_idx on spots using gin (search_text gin_trgm_ops)');
  }

  override down(): void {
    this.addSql('drop index spots_search_trgm_idx');
    this.addSql('drop trigger spots_search_text on spots');
    this.addSql('drop function spots_search_text()');
    this.addSql('alter table spots drop column search_text');
  }
}
