import { Migration } from '@mikro-orm/migrations';

/**
 * Nearby posts walks each map cell of its circle newest first and keeps only the posts whose point,
 * as this viewer may see it, lies inside and that the viewer may see at all: about seven rows read
 * for every one kept. Those tests read only the columns this index carries, so the walk decides every
 * row from the index (an index-only scan: the table's visibility map says which pages need no visit)
 * and reads the table only for the page's own rows. It replaces the plain cell index, which only
 * nearby read: a share still writes one index entry on posts' fine cells, a wider one (about 130
 * bytes instead of 40).
 */
export class NearbyCellCover20261128175629 extends Migration {
  override up(): void {
    this.addSql(`create index posts_fine_cell_shielded on posts (fine_cell, created_at desc, id desc)
      include (author_id, privacy, hidden_at, public_precision, mates_precision,
               latitude, longitude, mates_latitude, mates_longitude, public_latitude, public_longitude)
      where fine_cell is not null`);
    this.addSql('drop index posts_fine_cell_recent');
  }

  override down(): void {
    this.addSql('create index posts_fine_cell_recent on posts (fine_cell, created_at desc, id desc) where fine_cell is not null');
    this.addSql('drop index posts_fine_cell_shielded');
  }
}
