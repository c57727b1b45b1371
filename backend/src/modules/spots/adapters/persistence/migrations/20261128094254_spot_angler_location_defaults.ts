import { Migration } from '@mikro-orm/migrations';

const PRECISIONS = `('exact', '1km', '10km', 'place', 'hidden')`;

/**
 * Spots' copy of each angler's location defaults, kept from posts' LocationDefaultsChanged (posts
 * owns the settings; spots never calls posts): a trip logged without precisions takes them. An angler
 * without a row has the new-angler defaults, as in posts.
 */
export class SpotAnglerLocationDefaults20261128094254 extends Migration {
  override up(): void {
    this.addSql(`create table spot_angler_location_defaults (
      angler_id uuid primary key,
      public_precision varchar(8) not null constraint spot_angler_location_defaults_public_check check (public_precision in ${PRECISIONS}),
      mates_precision varchar(8) not null constraint spot_angler_location_defaults_mates_check check (mates_precision in ${PRECISIONS}),
      changed_at timestamptz not null)`);
  }

  override down(): void {
    this.addSql('drop table spot_angler_location_defaults');
  }
}
