import { Migration } from '@mikro-orm/migrations';

/**
 * Discover's catch_places carries each catch's author and its two precisions, kept with the post's
 * (written from posts whenever the row is, and rewritten in the same transaction as a change of
 * precision), and its cell indexes include them: a Discover page decides the precision each viewer
 * sees a hit at from the walk of the cell index alone, instead of one primary-key probe of posts a hit
 * (about 4 of a page's ~5 buffers per hit).
 */
export class CatchPlacesPrecisions20261128150800 extends Migration {
  override up(): void {
    this.addSql(
      `alter table catch_places add column author_id uuid, add column public_precision varchar(8), add column mates_precision varchar(8)`,
    );
    this.addSql(`update catch_places cp set author_id = p.author_id, public_precision = p.public_precision, mates_precision = p.mates_precision
      from posts p where p.id = cp.post_id`);
    this.addSql(`alter table catch_places alter column author_id set not null, alter column public_precision set not null,
      alter column mates_precision set not null`);
    this.addSql('drop index catch_places_fine');
    this.addSql('drop index catch_places_coarse');
    this.addSql(`create index catch_places_fine on catch_places (fine_cell, created_at desc, post_id desc)
      include (latitude, longitude, author_id, public_precision, mates_precision)`);
    this.addSql(`create index catch_places_coarse on catch_places (coarse_cell, created_at desc, post_id desc)
      include (latitude, longitude, author_id, public_precision, mates_precision)`);
  }

  override down(): void {
    this.addSql('drop index catch_places_fine');
    this.addSql('drop index catch_places_coarse');
    this.addSql(`alter table catch_places drop column author_id, drop column public_precision, drop column mates_precision`);
    this.addSql(`create index catch_places_fine on catch_places (fine_cell, created_at desc, post_id desc) include (latitude, longitude)`);
    this.addSql(
      `create index catch_places_coarse on catch_places (coarse_cell, created_at desc, post_id desc) include (latitude, longitude)`,
    );
  }
}
