import { Migration } from '@mikro-orm/migrations';

/**
 * The conversation list's card lookups index-only: the other angler's card text rides in the index it
 * is found by, so a page reads no dm_anglers heap page (2 buffers a conversation instead of 3; the copy
 * changes seldom, so its visibility map stays set). The primary key stays for the copy's upserts.
 */
export class DmAnglersCardsCovered20261128212745 extends Migration {
  override up(): void {
    this.addSql('create index dm_anglers_cards on dm_anglers (angler_id) include (card)');
  }

  override down(): void {
    this.addSql('drop index dm_anglers_cards');
  }
}
