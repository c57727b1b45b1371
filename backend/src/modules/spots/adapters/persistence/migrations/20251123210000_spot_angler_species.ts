import { Migration } from '@mikro-orm/migrations';

/**
 * The species each angler catches, as spots learns them from posts (posts tells spots when a catch is
 * shared: SpotsFacade.caughtSpecies) — only for that angler's own recommendations, never shown to others.
 * Catches shared before this table existed are not in it (spots never reads posts' tables).
 */
export class SpotAnglerSpecies20251123210000 extends Migration {
  override up(): void {
    this.addSql(`
      create table spot_angler_species (
        angler_id uuid not null,
        species varchar(80) not null,
        catches integer not null default 0 check (catches >= 0),
        primary key (angler_id, species)
      )`);
  }

  override down(): void {
    this.addSql('drop table spot_angler_species');
  }
}
