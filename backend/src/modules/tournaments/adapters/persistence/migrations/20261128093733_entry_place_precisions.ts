import { Migration } from '@mikro-orm/migrations';

const PRECISIONS = `('exact', '1km', '10km', 'place', 'hidden')`;

/**
 * The location shield on tournament entries: each entry keeps how precisely the public and the
 * angler's mates see where it was caught (its place words; an entry has no coordinates), taken from
 * the angler's location defaults when entered. Entries made before start at the new-angler defaults.
 */
export class EntryPlacePrecisions20261128093733 extends Migration {
  override up(): void {
    this.addSql(`alter table tournament_entries
      add column public_precision varchar(8) not null default '1km' constraint tournament_entries_public_precision_check check (public_precision in ${PRECISIONS}),
      add column mates_precision varchar(8) not null default 'exact' constraint tournament_entries_mates_precision_check check (mates_precision in ${PRECISIONS})`);
  }

  override down(): void {
    this.addSql('alter table tournament_entries drop column public_precision, drop column mates_precision');
  }
}
